import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('renders a div by default', () => {
    render(<Box data-testid="box">Our Impact</Box>);
    expect(screen.getByTestId('box').tagName).toBe('DIV');
  });

  it('renders the element given in `as`, with its meaning', () => {
    render(
      <Box as="section" aria-label="Our Impact">
        Clinics supported
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Our Impact' }).tagName).toBe('SECTION');
  });

  it('turns style props into classes, never into HTML attributes', () => {
    render(<Box data-testid="box" padding="md" background="subtle" display="flex" />);
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('background');
    expect(box).not.toHaveAttribute('display');
    expect(box.classList.length).toBeGreaterThanOrEqual(3);
  });

  it('gives a class per breakpoint to a responsive value', () => {
    render(
      <>
        <Box data-testid="single" padding="sm" />
        <Box data-testid="responsive" padding={{ mobile: 'sm', desktop: 'xl' }} />
      </>,
    );
    const single = screen.getByTestId('single').classList;
    const responsive = screen.getByTestId('responsive').classList;
    // Padding is four properties; the responsive one sets each at two breakpoints.
    expect(responsive.length).toBe(single.length * 2);
  });

  it('gives different values different classes', () => {
    render(
      <>
        <Box data-testid="subtle" background="subtle" />
        <Box data-testid="brand" background="brand" />
      </>,
    );
    expect(screen.getByTestId('subtle').className).not.toBe(screen.getByTestId('brand').className);
  });

  it('passes every other prop to the element and keeps its own className', () => {
    render(
      <Box
        id="impact"
        aria-describedby="note"
        data-section="impact"
        className="custom"
        padding="md"
      >
        Our Impact
      </Box>,
    );
    const box = screen.getByText('Our Impact');
    expect(box).toHaveAttribute('id', 'impact');
    expect(box).toHaveAttribute('aria-describedby', 'note');
    expect(box).toHaveAttribute('data-section', 'impact');
    expect(box).toHaveClass('custom');
    expect(box.classList.length).toBeGreaterThan(1);
  });

  it('leaves out the class attribute when there is nothing to style', () => {
    render(<Box data-testid="box" />);
    expect(screen.getByTestId('box')).not.toHaveAttribute('class');
  });

  it('hands its element to a ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Box as="nav" ref={ref} aria-label="Footer" />);
    expect(ref.current).toBe(screen.getByRole('navigation', { name: 'Footer' }));
  });
});
