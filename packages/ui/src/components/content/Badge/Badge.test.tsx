import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeEmphases, badgeTones } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text as plain, non-interactive content', () => {
    render(<Badge>Constitution</Badge>);
    const badge = screen.getByText('Constitution');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).not.toHaveAttribute('role');
    expect(badge).not.toHaveAttribute('tabindex');
  });

  it('defaults to a subtle neutral badge', () => {
    render(<Badge>Policy Brief</Badge>);
    const badge = screen.getByText('Policy Brief');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-emphasis', 'subtle');
  });

  it('gives every tone and emphasis its own class', () => {
    const classes = new Set<string>();
    for (const tone of badgeTones) {
      for (const emphasis of badgeEmphases) {
        const { unmount } = render(
          <Badge tone={tone} emphasis={emphasis}>
            {`${tone} ${emphasis}`}
          </Badge>,
        );
        const badge = screen.getByText(`${tone} ${emphasis}`);
        expect(badge).toHaveAttribute('data-tone', tone);
        expect(badge).toHaveAttribute('data-emphasis', emphasis);
        classes.add(badge.className);
        unmount();
      }
    }
    expect(classes.size).toBe(badgeTones.length * badgeEmphases.length);
  });

  it('passes other attributes and classes through', () => {
    render(
      <Badge className="extra" lang="en-GB" data-testid="badge">
        Featured
      </Badge>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('lang', 'en-GB');
    expect(badge.className).toMatch(/\bextra\b/);
  });
});
