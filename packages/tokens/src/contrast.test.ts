import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastRatio,
  intendedContrastPairs,
  relativeLuminance,
  type ContrastPair,
} from './contrast.ts';
import { partnerTheme } from './themes/partnerTokens.ts';
import { ghatTheme, type ThemeTokens } from './tokens.ts';

const themes: Record<string, ThemeTokens> = { ghat: ghatTheme, partner: partnerTheme };

describe('WCAG 2.1 AA contrast of every intended pair', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`the ${name} theme meets AA for all ${intendedContrastPairs.length} pairs`, () => {
      const failures = checkContrast(theme)
        .filter((result) => !result.passes)
        .map(
          ({ foreground, background, ratio, required }) =>
            `${foreground} on ${background}: ${ratio.toFixed(2)}:1, needs ${required}:1`,
        );
      expect(failures).toEqual([]);
    });
  }

  it('covers body text, large text, UI boundaries and focus rings', () => {
    const uses = new Set(intendedContrastPairs.map((pair) => pair.use));
    expect(uses).toEqual(new Set(['text', 'large-text', 'ui']));
    expect(intendedContrastPairs.some((pair) => pair.foreground === 'focus.ring')).toBe(true);
    expect(intendedContrastPairs.some((pair) => pair.foreground === 'border.default')).toBe(true);
  });
});

describe('the contrast checker', () => {
  it('computes the WCAG reference ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('fails a pair below AA, so a theme with one cannot pass', () => {
    const lowContrast: ThemeTokens = {
      ...ghatTheme,
      color: { ...ghatTheme.color, text: { ...ghatTheme.color.text, muted: '#8a8a8a' } },
    };
    const failing = checkContrast(lowContrast).filter((result) => !result.passes);
    expect(failing.map((result) => `${result.foreground} on ${result.background}`)).toContain(
      'text.muted on surface.default',
    );
  });

  it('holds large text and UI parts to 3:1 and body text to 4.5:1', () => {
    const pair = (use: ContrastPair['use']): ContrastPair => ({
      foreground: 'text.muted',
      background: 'surface.default',
      use,
    });
    // #949494 on white is about 3.03:1: enough for UI and large text, not body text.
    const grey: ThemeTokens = {
      ...ghatTheme,
      color: { ...ghatTheme.color, text: { ...ghatTheme.color.text, muted: '#949494' } },
    };
    const [text, large, ui] = checkContrast(grey, [pair('text'), pair('large-text'), pair('ui')]);
    expect(text?.passes).toBe(false);
    expect(large?.passes).toBe(true);
    expect(ui?.passes).toBe(true);
  });

  it('rejects a colour it cannot read rather than passing it', () => {
    expect(() => relativeLuminance('teal')).toThrow(/Not a #rrggbb colour/);
  });
});
