import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImpactStatement } from './ImpactStatement.tsx';

describe('ImpactStatement', () => {
  it('says the statement in text, with the icon hidden from assistive technology', () => {
    const { container } = render(
      <ImpactStatement icon="users">20,000+ health organisations connected</ImpactStatement>,
    );
    expect(screen.getByText('20,000+ health organisations connected').tagName).toBe('P');
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'users');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps emphasis given in the text', () => {
    render(
      <ImpactStatement icon="globe">
        Working in <strong>12 countries</strong> with partnerships across 100+ more
      </ImpactStatement>,
    );
    expect(screen.getByText('12 countries').tagName).toBe('STRONG');
    expect(screen.getByText(/Working in/)).toHaveTextContent(
      'Working in 12 countries with partnerships across 100+ more',
    );
  });

  it('is inline unless stacked, and says which', () => {
    const { container, rerender } = render(<ImpactStatement icon="heart">Text</ImpactStatement>);
    const inlineClass = container.firstElementChild?.className;
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'inline');
    rerender(
      <ImpactStatement icon="heart" layout="stacked">
        Text
      </ImpactStatement>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'stacked');
    expect(container.firstElementChild?.className).not.toBe(inlineClass);
  });

  it('passes attributes and classes to the root', () => {
    const { container } = render(
      <ImpactStatement icon="heart" id="impact" className="extra">
        Text
      </ImpactStatement>,
    );
    expect(container.firstElementChild).toHaveAttribute('id', 'impact');
    expect(container.firstElementChild?.className).toMatch(/\bextra\b/);
  });
});
