import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: vars.size.container.default,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  minInlineSize: 0,
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.xxl, paddingBlock: vars.space.xxl },
  },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
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

export const card = style({
  selectors: {
    // The whole card is the control: it lifts on hover, as a card link does.
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.border.default },
  },
});

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The touch-target size gives a 44 px circle that grows with the text.
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.tint,
  color: vars.color.brand.primary,
  '@media': {
    [mediaQueries.forcedColors]: {
      border: `${vars.border.width.thin} solid ${forcedColors.border}`,
    },
  },
});

/** A card title that is a button, looking and behaving like a card's title link. */
export const cardButton = style({
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.width.thin,
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  selectors: {
    // The hit area covers the whole card: one control, one tab stop.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:hover': { color: vars.color.text.linkHover },
    [`${card}:hover &`]: { textDecorationThickness: vars.border.width.thick },
    '&:focus-visible': { outline: 'none' },
    // The focus ring goes round the whole card: that is what a click would press.
    '&:focus-visible::after': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      color: forcedColors.link,
      selectors: { '&:focus-visible::after': { outlineColor: forcedColors.focusRing } },
    },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const help = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.container.narrow,
  marginInline: 'auto',
});
