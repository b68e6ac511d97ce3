import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames, isDirectionalIcon } from './Icon.tsx';
import { directionalIconNames, iconShapes } from './icons.tsx';

describe('Icon', () => {
  it('without a label is hidden from assistive technology and never focusable', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a label is an image announced by that name', () => {
    render(<Icon name="heart" label="Donate" />);
    const image = screen.getByRole('img', { name: 'Donate' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveAttribute('focusable', 'false');
  });

  it('treats an empty label as no label, rather than an image with no name', () => {
    const { container } = render(<Icon name="heart" label="" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws in the text colour with round strokes and no fill', () => {
    const { container } = render(<Icon name="mail" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('stroke-linejoin', 'round');
  });

  it('mirrors directional icons in right-to-left by default, and nothing else', () => {
    const { container } = render(
      <>
        <Icon name="arrow-right" />
        <Icon name="chevron-left" />
        <Icon name="external" />
        <Icon name="search" />
        <Icon name="chevron-down" />
      </>,
    );
    const mirrored = [...container.querySelectorAll('svg')].map((svg) => [
      svg.dataset.icon,
      svg.hasAttribute('data-mirrored'),
    ]);
    expect(mirrored).toEqual([
      ['arrow-right', true],
      ['chevron-left', true],
      ['external', true],
      ['search', false],
      ['chevron-down', false],
    ]);
  });

  it('lets the caller turn mirroring off or on', () => {
    const { container } = render(
      <>
        <Icon name="arrow-right" mirrorInRightToLeft={false} />
        <Icon name="quote" mirrorInRightToLeft />
      </>,
    );
    const [arrow, quote] = container.querySelectorAll('svg');
    expect(arrow).not.toHaveAttribute('data-mirrored');
    expect(quote).toHaveAttribute('data-mirrored', 'true');
    expect(arrow?.getAttribute('class')).not.toBe(quote?.getAttribute('class'));
  });

  it('passes other attributes and classes through to the svg', () => {
    const { container } = render(<Icon name="globe" className="extra" data-testid="globe" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-testid', 'globe');
    expect(svg?.getAttribute('class')).toMatch(/\bextra\b/);
  });
});

describe('the icon set', () => {
  it('has a drawing for every name, and no name twice', () => {
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect(Object.keys(iconShapes).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('includes the icons the site needs, with the five funding pillars', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'search',
        'close',
        'external',
        'download',
        'stethoscope',
        'graduation-cap',
        'network',
        'chart',
        'siren',
      ]),
    );
  });

  it('counts exactly the arrows, side chevrons and external as directional', () => {
    expect([...directionalIconNames].sort()).toEqual(
      ['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'external'].sort(),
    );
    expect(isDirectionalIcon('arrow-left')).toBe(true);
    expect(isDirectionalIcon('chevron-up')).toBe(false);
  });
});
