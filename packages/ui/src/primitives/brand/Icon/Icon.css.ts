import { vars } from '@ghat/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // No colour here: strokes are currentColor, so the icon follows the text,
    // and under forced colours it takes the reader's text colour with it.
  },
  variants: {
    size: {
      // Follows the text it sits in, so it grows at 200% text.
      inherit: { inlineSize: '1em', blockSize: '1em' },
      sm: { inlineSize: vars.size.icon.sm, blockSize: vars.size.icon.sm },
      md: { inlineSize: vars.size.icon.md, blockSize: vars.size.icon.md },
      lg: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
      xl: { inlineSize: vars.size.icon.xl, blockSize: vars.size.icon.xl },
    },
    mirrored: {
      // :dir() follows the nearest dir attribute, so an LTR island inside an RTL page stays put.
      true: { selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } } },
      false: {},
    },
  },
  defaultVariants: { size: 'inherit', mirrored: false },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
