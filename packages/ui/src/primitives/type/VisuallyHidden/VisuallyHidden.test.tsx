import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text for assistive technology', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('renders a span by default and the element asked for', () => {
    render(
      <>
        <VisuallyHidden>Inline</VisuallyHidden>
        <VisuallyHidden as="h2">Our Impact</VisuallyHidden>
      </>,
    );
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Impact' })).toBeInTheDocument();
  });

  it('is not hidden from the accessibility tree', () => {
    render(<VisuallyHidden>Subscription Confirmed</VisuallyHidden>);
    const element = screen.getByText('Subscription Confirmed');
    expect(element).not.toHaveAttribute('aria-hidden');
    expect(element).not.toHaveAttribute('hidden');
  });

  it('styles the focusable variant differently from the always-hidden one', () => {
    render(
      <>
        <VisuallyHidden>Always</VisuallyHidden>
        <VisuallyHidden focusable>When focused</VisuallyHidden>
      </>,
    );
    expect(screen.getByText('Always').className).not.toBe(
      screen.getByText('When focused').className,
    );
  });

  it('merges className and passes other props through', () => {
    render(
      <VisuallyHidden className="extra" id="hint">
        Hint
      </VisuallyHidden>,
    );
    const element = screen.getByText('Hint');
    expect(element).toHaveClass('extra');
    expect(element).toHaveAttribute('id', 'hint');
  });
});
