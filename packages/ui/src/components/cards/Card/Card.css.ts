import { mediaQueries, vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { cardSurface, cardTitleLink } from '../../../css/card.css.ts';

// The surface itself (border, radius, tones, hover lift, title link) is shared with the
// cards that are not built from Card: css/card.css.ts.
export const card = cardSurface;
export const titleLink = cardTitleLink;

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

// The media sits inside the card's border, so its corners follow the inner curve.
const innerRadius = `calc(${vars.radius.lg} - ${vars.border.width.thin})`;

export const media = style({
  overflow: 'hidden',
  borderStartStartRadius: innerRadius,
  borderStartEndRadius: innerRadius,
});

// The column and its gap come from Stack; the padding and the growth are the card's own.
export const body = style({
  flexGrow: 1,
  minInlineSize: 0,
  padding: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { padding: vars.space.lg },
  },
});

// Shown above the title but read after it: a screen reader jumping by heading
// lands on the title first, then hears the categories.
export const eyebrow = style({ order: -1 });

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
