import { vars } from '@ghat/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { forcedColorsEdge } from '../../../css/forcedColors.ts';

// The header row and the name's column come from Inline and Stack, shared with TrusteeCard.

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brand.primary,
    color: vars.color.brand.onPrimary,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    // Latin initials read left to right whatever the page direction.
    unicodeBidi: 'isolate',
    userSelect: 'none',
    // The circle would vanish with its background; a border keeps its shape.
    ...forcedColorsEdge(),
  },
  variants: {
    size: {
      // Sizes from the space scale: 3rem and 4rem. They grow with the reader's text size.
      medium: {
        inlineSize: vars.space.xxl,
        blockSize: vars.space.xxl,
        fontSize: vars.font.size.lg,
      },
      large: {
        inlineSize: vars.space.xxxl,
        blockSize: vars.space.xxxl,
        fontSize: vars.font.size.xl,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
