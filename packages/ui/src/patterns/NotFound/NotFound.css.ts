import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

// The columns and their gaps come from Stack; the card surface from css/card.css.ts.

export const root = style({
  maxInlineSize: vars.size.container.default,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  minInlineSize: 0,
  '@media': {
    [mediaQueries.tablet]: { paddingBlock: vars.space.xxl },
  },
});

export const intro = style({
  // The large number sizes itself to this box, so it fits a 320 px screen at 200% text.
  containerType: 'inline-size',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Twice the largest text size, but never more than a third of the width available
  // (three digits then take about half of it).
  fontSize: `min(calc(${vars.font.size['4xl']} * 2), calc(100cqi / 3))`,
  color: vars.color.brand.primary,
  // Digits read left to right in every language.
  direction: 'ltr',
  '@media': {
    [mediaQueries.forcedColors]: { color: forcedColors.text },
  },
});

/** Field and button side by side while they fit; the button drops below when they do not. */
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  inlineSize: '100%',
  maxInlineSize: vars.size.container.narrow,
  margin: 0,
});

export const searchField = style({
  // 16rem from the space scale: it grows with the reader's text size.
  flex: `1 1 calc(${vars.space.xxxl} * 4)`,
  minInlineSize: 0,
});

export const searchButton = style({
  maxInlineSize: '100%',
});

/** A button reset to a card title: the look and the stretched hit area are cardTitleLink's. */
export const cardButton = style({
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const help = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.container.narrow,
  marginInline: 'auto',
});
