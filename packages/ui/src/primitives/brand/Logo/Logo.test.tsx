import { ghatTheme } from '@ghat/tokens';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo, logoSizes, logoTones, logoVariants } from './Logo.tsx';
import { logoMarkColours, logoMarkShapes, logoMarkSvg } from './logoMark.ts';

const name = 'Global Health Access Trust';

describe('Logo', () => {
  it('shows the mark and the name, the name as text read once', () => {
    const { container } = render(<Logo name={name} />);
    const logo = container.firstElementChild as HTMLElement;
    expect(logo).toHaveAttribute('data-variant', 'full');
    expect(logo).toHaveTextContent(name);
    // The mark is a picture only: hidden, so the name is not announced twice.
    const mark = logo.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).not.toHaveAttribute('role');
    expect(mark?.querySelector('title')).toBeNull();
    expect(screen.getAllByText(name)).toHaveLength(1);
  });

  it('names a link it sits in with the organisation name alone, in either variant', () => {
    for (const variant of logoVariants) {
      const { unmount } = render(
        <a href="/">
          <Logo name={name} variant={variant} />
        </a>,
      );
      expect(screen.getByRole('link')).toHaveAccessibleName(name);
      unmount();
    }
  });

  it('keeps the name out of sight, but still in the text, with the mark alone', () => {
    const { container } = render(<Logo name={name} variant="mark" />);
    const text = screen.getByText(name);
    expect(text.className).not.toBe('');
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'mark');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('keeps its own left-to-right order in a right-to-left page, and the name its own direction', () => {
    const { container } = render(
      <div dir="rtl">
        <Logo name="صندوق الوصول الصحي العالمي" />
      </div>,
    );
    const logo = container.querySelector('[data-variant]');
    expect(logo).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('صندوق الوصول الصحي العالمي')).toHaveAttribute('dir', 'auto');
  });

  it('gives every tone and size its own class', () => {
    const classes = new Set<string>();
    for (const tone of logoTones) {
      for (const size of logoSizes) {
        const { container, unmount } = render(<Logo name={name} tone={tone} size={size} />);
        const logo = container.firstElementChild as HTMLElement;
        expect(logo).toHaveAttribute('data-tone', tone);
        expect(logo).toHaveAttribute('data-size', size);
        classes.add(logo.className);
        unmount();
      }
    }
    expect(classes.size).toBe(logoTones.length * logoSizes.length);
  });

  it('draws the one mark: the same shapes as the standalone SVG the site makes its icons from', () => {
    const { container } = render(<Logo name={name} />);
    const svg = container.querySelector('svg');
    const file = new DOMParser().parseFromString(
      logoMarkSvg(logoMarkColours(ghatTheme.color)),
      'image/svg+xml',
    );
    expect(svg?.getAttribute('viewBox')).toBe(file.documentElement.getAttribute('viewBox'));
    const paths = (root: ParentNode) =>
      [...root.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    expect(paths(svg as SVGSVGElement)).toEqual(paths(file));
    expect(paths(file)).toEqual([logoMarkShapes.meridian.d, logoMarkShapes.cross.d]);
  });
});

describe('logoMarkSvg', () => {
  it('paints the mark in the theme colours of each tone', () => {
    const light = logoMarkColours(ghatTheme.color, 'light');
    expect(light.tile).toBe(ghatTheme.color.brand.primary);
    expect(logoMarkSvg(light)).toContain(`fill="${ghatTheme.color.brand.primary}"`);
    const reversed = logoMarkColours(ghatTheme.color, 'reversed');
    expect(reversed.tile).toBe(ghatTheme.color.brand.onPrimary);
    expect(reversed.cross).toBe(ghatTheme.color.brand.primary);
  });

  it('repaints itself in dark mode when given dark colours', () => {
    const svg = logoMarkSvg(logoMarkColours(ghatTheme.color), {
      dark: logoMarkColours(ghatTheme.color, 'reversed'),
      size: 32,
    });
    expect(svg).toContain('width="32"');
    expect(svg).toMatch(
      new RegExp(
        `@media \\(prefers-color-scheme:dark\\)\\{\\.tile\\{fill:${ghatTheme.color.brand.onPrimary}\\}`,
      ),
    );
    // Parses as SVG.
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelectorAll('.tile, .ring, .meridian, .cross')).toHaveLength(4);
  });
});
