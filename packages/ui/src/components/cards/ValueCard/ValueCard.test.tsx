import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueCard } from './ValueCard.tsx';

const value = {
  number: 'One',
  label: 'Principled governance',
  description: 'Decisions by formal resolution of the Board of Trustees, in the open.',
};

describe('ValueCard', () => {
  it('reads number and value as one heading, level 3 by default', () => {
    render(<ValueCard {...value} />);
    // The hidden colon is a block of its own to the name computation, hence the optional space.
    expect(
      screen.getByRole('heading', { level: 3, name: /^One ?: Principled governance$/ }),
    ).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<ValueCard {...value} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(
      'One: Principled governance',
    );
  });

  it('shows the description', () => {
    render(<ValueCard {...value} />);
    expect(screen.getByText(/formal resolution/).tagName).toBe('P');
  });

  it('sits on the subtle surface unless told otherwise', () => {
    const { container, rerender } = render(<ValueCard {...value} />);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'subtle');
    rerender(<ValueCard {...value} tone="tint" />);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'tint');
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(<ValueCard {...value} id="governance" className="extra" />);
    expect(container.firstElementChild).toHaveAttribute('id', 'governance');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
