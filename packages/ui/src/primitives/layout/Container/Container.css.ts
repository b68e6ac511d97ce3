import { mediaQueries, vars } from '@ghat/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const container = recipe({
  base: {
    // The maximum includes the gutters whatever the page's own box sizing, so it never overflows.
    boxSizing: 'border-box',
    inlineSize: '100%',
    marginInline: 'auto',
    // Side gutters that grow with the screen, so text never touches the window's edge.
    paddingInline: vars.space.md,
    '@media': {
      [mediaQueries.tablet]: { paddingInline: vars.space.lg },
      [mediaQueries.desktop]: { paddingInline: vars.space.xl },
    },
  },
  variants: {
    width: {
      narrow: { maxInlineSize: vars.size.container.narrow },
      default: { maxInlineSize: vars.size.container.default },
      wide: { maxInlineSize: vars.size.container.wide },
    },
  },
  defaultVariants: { width: 'default' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
