import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../css/focusRing.css.ts';

const transition = ['box-shadow', 'border-color']
  .map((property) => `${property} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`)
  .join(', ');

// The media sits inside the card's border, so its corners follow the inner curve.
const innerRadius = `calc(${vars.radius.lg} - ${vars.border.width.thin})`;

export const card = recipe({
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
    clickable: {
      true: {
        selectors: {
          '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.border.default },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', clickable: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const media = style({
  overflow: 'hidden',
  borderStartStartRadius: innerRadius,
  borderStartEndRadius: innerRadius,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.lg },
  },
});

// Shown above the title but read after it: a screen reader jumping by heading
// lands on the title first, then hears the categories.
export const eyebrow = style({ order: -1 });

export const title = style({
  // Card titles wrap rather than push the card wider at 320 px or 200% text.
  overflowWrap: 'anywhere',
});

export const titleLink = recipe({
  base: {
    color: vars.color.text.link,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.border.width.thin,
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&:hover': { color: vars.color.text.linkHover },
    },
    '@media': {
      [mediaQueries.forcedColors]: { color: forcedColors.link },
    },
  },
  variants: {
    stretched: {
      true: {
        selectors: {
          // The link's hit area covers the whole card: one link, one tab stop,
          // no link wrapped around blocks of content.
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: vars.radius.lg,
          },
          '&:focus-visible': { outline: 'none' },
          // The focus ring goes round the whole card: that is what a click would follow.
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
      },
      false: focusRingRule,
    },
  },
  defaultVariants: { stretched: false },
});

// Hovering anywhere on a clickable card thickens its title's underline too.
globalStyle(`${card.classNames.variants.clickable.true}:hover ${titleLink.classNames.base}`, {
  textDecorationThickness: vars.border.width.thick,
});

// Other links and buttons inside a clickable card sit above the stretched hit
// area, so they stay reachable by pointer as well as by keyboard.
globalStyle(
  `${card.classNames.variants.clickable.true} :is(a, button, input, select, textarea, summary):not(${titleLink.classNames.base})`,
  { position: 'relative', zIndex: vars.layer.raised },
);

export const footer = style({
  // Pushed to the bottom, so actions line up across a row of cards.
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
});

export const imageRatios = {
  wide: '16 / 9',
  landscape: '4 / 3',
  square: '1 / 1',
} as const;

export const image = recipe({
  base: {
    display: 'block',
    inlineSize: '100%',
    blockSize: 'auto',
    objectFit: 'cover',
    // Grey until it loads, so the reserved space does not look broken.
    backgroundColor: vars.color.surface.muted,
  },
  variants: {
    ratio: {
      wide: { aspectRatio: imageRatios.wide },
      landscape: { aspectRatio: imageRatios.landscape },
      square: { aspectRatio: imageRatios.square },
    },
  },
  defaultVariants: { ratio: 'wide' },
});
