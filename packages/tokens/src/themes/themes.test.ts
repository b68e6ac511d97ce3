import { describe, expect, it } from 'vitest';
import { vars } from '../contract.css.ts';
import { ghatTheme } from '../tokens.ts';
import { ghatThemeClass, partnerThemeClass } from './themes.css.ts';

describe('the theme contract', () => {
  it('names every custom property stably under --ghat-', () => {
    expect(vars.color.brand.primary).toBe('var(--ghat-color-brand-primary)');
    expect(vars.space.md).toBe('var(--ghat-space-md)');
    expect(vars.font.size['2xl']).toBe('var(--ghat-font-size-2xl)');
  });

  it('has one variable for every token value', () => {
    const count = (node: object): number =>
      Object.values(node).reduce<number>(
        (total, value) => total + (typeof value === 'string' ? 1 : count(value as object)),
        0,
      );
    expect(count(vars)).toBe(count(ghatTheme));
  });

  it('exposes fixed class names for switching a subtree', () => {
    expect(ghatThemeClass).toBe('ghat-theme');
    expect(partnerThemeClass).toBe('ghat-theme-partner');
  });
});
