import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const section = recipe({
  base: {
    paddingBlock: vars.space.xxl,
    overflowWrap: 'break-word',
    // Sections far from view are styled and laid out as they near it, not in the page's first
    // layout, which on a phone is the longest task of the load (Lighthouse's blocking time).
    // They stay in the accessibility tree and find-in-page. It also clips anything that would
    // stick out of the band, as `overflow: clip` does: nothing in a section is meant to.
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${vars.size.sectionEstimate}`,
    '@media': {
      [mediaQueries.desktop]: { paddingBlock: vars.space.xxxl },
    },
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.surface.default, color: vars.color.text.default },
      subtle: { backgroundColor: vars.color.surface.subtle, color: vars.color.text.default },
      // The dark tones: the component adds onDarkSurface so focus rings show on them.
      brand: { backgroundColor: vars.color.surface.brand, color: vars.color.text.inverse },
      inverse: { backgroundColor: vars.color.surface.inverse, color: vars.color.text.inverse },
    },
  },
  compoundVariants: (['subtle', 'brand', 'inverse'] as const).map((tone) => ({
    variants: { tone },
    // Forced colours drop the surface; rules keep the band of a toned section visible.
    style: {
      '@media': {
        [mediaQueries.forcedColors]: {
          borderBlock: `${vars.border.width.thin} solid ${forcedColors.border}`,
        },
      },
    },
  })),
  defaultVariants: { tone: 'default' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

export const body = style({ marginBlockStart: vars.space.xl });
