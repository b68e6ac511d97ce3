import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TierCard } from './TierCard.tsx';

const patrons = {
  name: 'Founding Patrons',
  threshold: '£100,000+',
  description: 'The first supporters of the trust, recognised in our annual report.',
};

describe('TierCard', () => {
  it('names the tier in a level 3 heading by default', () => {
    render(<TierCard {...patrons} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Founding Patrons' })).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<TierCard {...patrons} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Founding Patrons');
  });

  it('shows the giving level after the name, and the description', () => {
    const { container } = render(<TierCard {...patrons} />);
    expect(container.textContent).toBe(
      'Founding Patrons£100,000+The first supporters of the trust, recognised in our annual report.',
    );
  });

  it('leaves out the giving level for a tier without one', () => {
    const { container } = render(
      <TierCard name="The Legacy Circle" description="For those who leave a gift in their will." />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('passes tone, attributes and classes to the root', () => {
    const { container } = render(
      <TierCard {...patrons} tone="tint" id="patrons" className="extra" />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'tint');
    expect(container.firstElementChild).toHaveAttribute('id', 'patrons');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
