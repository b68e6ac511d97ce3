import { describe, expect, it } from 'vitest';
import { toDesignTokens } from './designTokens.ts';
import { partnerTheme } from './themes/partnerTokens.ts';
import { ghatTheme } from './tokens.ts';

describe('the design-tool JSON', () => {
  const json = toDesignTokens({ ghat: ghatTheme, partner: partnerTheme }) as Record<
    string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any
  >;

  it('carries the same values as the typed tokens, with DTCG types', () => {
    expect(json.ghat.color.brand.primary).toEqual({
      $value: ghatTheme.color.brand.primary,
      $type: 'color',
    });
    expect(json.partner.color.brand.primary.$value).toBe(partnerTheme.color.brand.primary);
    expect(json.ghat.space.md).toEqual({ $value: '1rem', $type: 'dimension' });
    expect(json.ghat.font.weight.bold).toEqual({ $value: 700, $type: 'fontWeight' });
    expect(json.ghat.motion.duration.fast).toEqual({ $value: '120ms', $type: 'duration' });
    expect(json.breakpoint.tablet).toEqual({ $value: '740px', $type: 'dimension' });
  });

  it('has a value and a type for every leaf', () => {
    const leaves: unknown[] = [];
    const walk = (node: Record<string, unknown>) => {
      if ('$value' in node) leaves.push(node);
      else Object.values(node).forEach((child) => walk(child as Record<string, unknown>));
    };
    walk(json);
    expect(leaves.length).toBeGreaterThan(100);
    for (const leaf of leaves) expect(leaf).toMatchObject({ $type: expect.any(String) });
  });
});
