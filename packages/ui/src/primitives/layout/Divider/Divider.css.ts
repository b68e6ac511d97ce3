import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const divider = recipe({
  base: {
    // Only the block-start border draws the rule, so it sits the same way in either direction.
    blockSize: 0,
    marginInline: 0,
    borderStyle: 'solid',
    borderInlineWidth: 0,
    borderBlockEndWidth: 0,
    borderBlockStartWidth: vars.border.width.thin,
    '@media': {
      // The reader's palette replaces ours; keep the rule in their text colour so it stays visible.
      [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
    },
  },
  variants: {
    tone: {
      subtle: { borderColor: vars.color.border.subtle },
      default: { borderColor: vars.color.border.default },
      // Heavier as well as darker, so the difference never rests on colour alone.
      strong: {
        borderColor: vars.color.border.strong,
        borderBlockStartWidth: vars.border.width.thick,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type DividerVariants = NonNullable<RecipeVariants<typeof divider>>;
