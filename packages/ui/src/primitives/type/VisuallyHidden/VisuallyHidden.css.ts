import { vars } from '@ghat/tokens';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

// One CSS pixel: the smallest box every screen reader still reads (some skip
// zero-sized elements). The hairline border token is that pixel.
const onePixel = vars.border.width.thin;

/**
 * The standard clip pattern: out of sight and out of the layout, but still
 * in the accessibility tree. Composed by SkipLink too.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  inlineSize: onePixel,
  blockSize: onePixel,
  padding: 0,
  margin: `calc(-1 * ${onePixel})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  // Without this, words wrap inside the 1px box and some readers run them together.
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const visuallyHidden = recipe({
  variants: {
    focusable: {
      false: visuallyHiddenRule,
      // Shown while it, or anything inside it, has focus: sighted keyboard users see where they are.
      true: {
        selectors: { '&:not(:focus):not(:focus-within)': visuallyHiddenRule },
      },
    },
  },
  defaultVariants: { focusable: false },
});

export type VisuallyHiddenVariants = NonNullable<RecipeVariants<typeof visuallyHidden>>;
