import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Container, containerWidths } from './Container.tsx';

describe('Container', () => {
  it('renders a div by default, or the landmark given in `as`', () => {
    render(
      <>
        <Container data-testid="plain">Our Impact</Container>
        <Container as="main">Partner With Us</Container>
      </>,
    );
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(screen.getByRole('main')).toHaveTextContent('Partner With Us');
  });

  it('marks its width, and each width has its own class', () => {
    render(
      <>
        {containerWidths.map((width) => (
          <Container key={width} width={width} data-testid={width} />
        ))}
      </>,
    );
    const classNames = containerWidths.map((width) => {
      const container = screen.getByTestId(width);
      expect(container).toHaveAttribute('data-width', width);
      return container.className;
    });
    expect(new Set(classNames).size).toBe(containerWidths.length);
  });

  it('is the default width unless told otherwise', () => {
    render(<Container data-testid="container" />);
    expect(screen.getByTestId('container')).toHaveAttribute('data-width', 'default');
  });

  it('passes other props and its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Container as="section" ref={ref} aria-label="Our Impact" className="custom" />);
    const section = screen.getByRole('region', { name: 'Our Impact' });
    expect(ref.current).toBe(section);
    expect(section).toHaveClass('custom');
  });
});
