import { describe, expect, it } from 'vitest';
import { barFallbackMinWidth, inBarLayout } from './headerRules.ts';
import { isInBarLayout, layoutThatFits, overflowsLine, wrapsOntoLines } from './headerLayout.ts';

/** A box from `start` to `end` pixels along the line. */
const extent = (start: number, end: number) => ({ start, end });

describe('overflowsLine', () => {
  const room = extent(100, 900);

  it('is false while every child stays within the room, to the edges', () => {
    expect(overflowsLine({ room, children: [] })).toBe(false);
    expect(overflowsLine({ room, children: [extent(100, 300), extent(700, 900)] })).toBe(false);
    // Rounding is not overflow.
    expect(overflowsLine({ room, children: [extent(99.7, 900.4)] })).toBe(false);
  });

  it('is true when a child sticks out at the end of the line', () => {
    expect(overflowsLine({ room, children: [extent(100, 500), extent(520, 901)] })).toBe(true);
  });

  it('is true when a child sticks out at the start (right to left, the overflow runs left)', () => {
    expect(overflowsLine({ room, children: [extent(60, 400), extent(420, 900)] })).toBe(true);
  });
});

describe('layoutThatFits', () => {
  it('keeps the bar when no part overflows', () => {
    const bar = { room: extent(40, 1180), children: [extent(40, 300), extent(600, 1136)] };
    const panel = { room: extent(600, 1100), children: [extent(600, 1100)] };
    expect(layoutThatFits([bar, panel])).toBe('bar');
    expect(layoutThatFits([])).toBe('bar');
  });

  it('folds into the menu when any part overflows along the row', () => {
    // The row fits, but the panel's menu and actions are wider than the room it has.
    const bar = { room: extent(40, 1060), children: [extent(40, 300), extent(308, 1016)] };
    const panel = { room: extent(308, 1016), children: [extent(308, 1000), extent(1008, 1220)] };
    expect(layoutThatFits([bar, panel])).toBe('menu');
  });
});

describe('wrapsOntoLines', () => {
  it('is false for boxes on one line, centred whatever their heights', () => {
    // A name on four lines beside two buttons centred on it.
    expect(wrapsOntoLines([extent(8, 108), extent(36, 80), extent(36, 80)])).toBe(false);
    expect(wrapsOntoLines([extent(8, 52)])).toBe(false);
    expect(wrapsOntoLines([])).toBe(false);
  });

  it('is true when a box has dropped below another', () => {
    expect(wrapsOntoLines([extent(8, 108), extent(36, 80), extent(116, 160)])).toBe(true);
  });
});

describe('isInBarLayout', () => {
  it('reads the layout from the nearest data-layout, and is false before it is measured', () => {
    const header = document.createElement('header');
    const item = header.appendChild(document.createElement('li'));
    expect(isInBarLayout(item)).toBe(false);
    header.dataset.layout = 'bar';
    expect(isInBarLayout(item)).toBe(true);
    expect(isInBarLayout(header)).toBe(true);
    header.dataset.layout = 'menu';
    expect(isInBarLayout(item)).toBe(false);
    expect(isInBarLayout(null)).toBe(false);
  });
});

describe('inBarLayout (the stylesheets’ helper)', () => {
  const scope = { header: 'header_1', container: 'container_1' };
  const query = `container_1 (min-width: ${barFallbackMinWidth})`;

  it('gives a rule under data-layout="bar", and under a container query before the header has measured', () => {
    expect(inBarLayout(scope, { display: 'flex' })).toEqual({
      selectors: { 'header_1[data-layout="bar"] &': { display: 'flex' } },
      '@container': {
        [query]: {
          selectors: { 'header_1:not([data-layout]) &': { display: 'flex' } },
        },
      },
    });
  });

  it("adds the element's and the header's own conditions to the selectors", () => {
    const rule = inBarLayout(
      scope,
      { position: 'static' },
      { element: '[data-state="closed"]', header: '[data-sticky="false"]' },
    );
    expect(Object.keys(rule.selectors ?? {})).toEqual([
      'header_1[data-sticky="false"][data-layout="bar"] &[data-state="closed"]',
    ]);
    expect(rule['@container']?.[query]?.selectors).toEqual({
      'header_1[data-sticky="false"]:not([data-layout]) &[data-state="closed"]': {
        position: 'static',
      },
    });
  });
});
