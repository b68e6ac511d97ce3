import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingRule } from './focusRing.css.ts';
import { forcedColorsEdge } from './forcedColors.ts';

// The card surface every card shares (Card and the cards built from it, NotFound's way-out
// cards): one copy of the border, radius, tones, hover lift and stretched title link.

const transition = ['box-shadow', 'border-color']
  .map((property) => `${property} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`)
  .join(', ');

/** The lift of a card that is one control: a stretched link, or a button title. */
export const liftOnHover = style({
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.border.default },
  },
});

export const cardSurface = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    // Cards in a grid row share the tallest one's height, so their footers line up.
    blockSize: '100%',
    minInlineSize: 0,
    margin: 0,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    transition,
    '@media': {
      // Forced colours drop the surface colour; a system-coloured border keeps the card's edge.
      [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
    },
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.surface.default },
      subtle: { backgroundColor: vars.color.surface.subtle },
      tint: { backgroundColor: vars.color.brand.tint, borderColor: vars.color.brand.primary },
    },
    clickable: { true: liftOnHover, false: {} },
  },
  defaultVariants: { tone: 'default', clickable: false },
});

/** The hit area covers the whole card: one control, one tab stop, and the ring goes round it. */
const stretched: StyleRule = {
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&:focus-visible::after': { outlineColor: forcedColors.focusRing } },
    },
  },
};

/** A card's title as a link (or a button that looks like one), optionally stretched over the card. */
export const cardTitleLink = recipe({
  base: {
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.border.width.thin,
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
      // Hovering anywhere on a card that lifts thickens its title's underline too.
      [`${liftOnHover}:hover &`]: { textDecorationThickness: vars.border.width.thick },
    },
    '@media': {
      [mediaQueries.forcedColors]: { color: forcedColors.link },
    },
  },
  variants: {
    stretched: { true: stretched, false: focusRingRule },
  },
  defaultVariants: { stretched: false },
});

/** The round brand-tinted badge a card's icon sits in. */
export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The touch-target size gives a 44 px circle that grows with the text.
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.tint,
  color: vars.color.brand.primary,
  ...forcedColorsEdge(),
});

/** Small print in a card: a note under an action, a job title. */
export const cardNote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  // A long word (German, Ukrainian, large text) breaks rather than leave a narrow card.
  overflowWrap: 'anywhere',
});

/** A small label in a card: over a list of outcomes, over an author's name. */
export const cardLabel = style([cardNote, { fontWeight: vars.font.weight.semibold }]);

/** Beside an avatar or portrait: the name and role, which move under it below 12rem. */
export const cardIdentity = style({
  // 12rem from the space scale.
  flex: `1 1 calc(${vars.space.xxxl} * 3)`,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** Long words and addresses wrap rather than push a card wider at 320 px or 200% text. */
export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

/** A card's badges or tags: a bare list that wraps. Static, so a card's island needs no Inline. */
export const cardTagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
