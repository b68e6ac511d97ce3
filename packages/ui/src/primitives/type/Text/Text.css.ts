import { vars } from '@ghat/tokens';
import { styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { textAlignments } from '../../../css/textAlign.ts';

export const text = recipe({
  base: {
    // Spacing between blocks belongs to the layout (Box gap), not to the text.
    margin: 0,
    fontFamily: vars.font.family.body,
  },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
      lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal },
    },
    // No tone or weight by default: text inherits them, so it reads right on a
    // dark surface and `as="strong"` stays bold.
    tone: {
      default: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
      inverse: { color: vars.color.text.inverse },
      // The brand colour the theme guarantees at body-text contrast (brand.primary is for large text).
      brand: { color: vars.color.text.link },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      error: { color: vars.color.error.text },
      info: { color: vars.color.info.text },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: textAlignments,
    measure: {
      // A comfortable line length for reading (about 66 characters).
      true: { maxInlineSize: vars.size.measure },
      false: {},
    },
  },
  defaultVariants: { size: 'md', measure: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

/** How many lines to show; set inline from the `maxLines` prop. */
/** Line counts Text can clamp to: classes, not inline styles, so a strict style-src CSP holds. */
export const clampLineCounts = [1, 2, 3, 4] as const;

export const clamped = styleVariants(
  Object.fromEntries(clampLineCounts.map((lines) => [lines, lines])) as Record<
    (typeof clampLineCounts)[number],
    number
  >,
  (lines) => ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }),
);
