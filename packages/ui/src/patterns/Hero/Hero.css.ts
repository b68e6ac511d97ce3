import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const hero = recipe({
  base: {
    paddingBlock: vars.space.xl,
    overflowWrap: 'anywhere',
    '@media': {
      [mediaQueries.desktop]: { paddingBlock: vars.space.xxxl },
      // Forced colours drop the surface; a rule keeps the hero's edge.
      [mediaQueries.forcedColors]: {
        borderBlockEnd: `${vars.border.width.thin} solid ${forcedColors.border}`,
      },
    },
  },
  variants: {
    tone: {
      // Pair with onDarkSurface (the component adds it) so focus rings show on it.
      brand: { backgroundColor: vars.color.surface.brand, color: vars.color.text.inverse },
      subtle: { backgroundColor: vars.color.surface.subtle, color: vars.color.text.default },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export type HeroVariants = NonNullable<RecipeVariants<typeof hero>>;

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  selectors: {
    // With a picture: text and picture side by side from tablet up, the text first in reading order.
    '&[data-has-image]': {
      '@media': {
        [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      },
    },
  },
});

// The text's column and the actions' row come from Stack and Inline.
export const content = style({ minInlineSize: 0 });

export const actions = style({
  marginBlockStart: vars.space.xs,
  maxInlineSize: '100%',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  // Keeps its space while it loads, whatever the picture's own size.
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});
