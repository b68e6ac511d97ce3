import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const header = style({
  display: 'flex',
  // At large text sizes on a narrow screen the avatar goes above the name.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  // 12rem from the space scale: below that beside the avatar, the name moves under it.
  flex: `1 1 calc(${vars.space.xxxl} * 3)`,
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const bio = style({ overflowWrap: 'anywhere' });

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

export const name = style({ overflowWrap: 'anywhere' });

export const jobTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

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
    '@media': {
      // The circle would vanish with its background; a border keeps its shape.
      [mediaQueries.forcedColors]: {
        border: `${vars.border.width.thin} solid ${forcedColors.border}`,
      },
    },
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
