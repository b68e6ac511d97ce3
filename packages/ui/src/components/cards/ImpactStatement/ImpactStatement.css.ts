import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { forcedColorsEdge } from '../../../css/forcedColors.ts';

export const impactStatement = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    minInlineSize: 0,
  },
  variants: {
    layout: {
      inline: { flexDirection: 'row', alignItems: 'center', textAlign: 'start' },
      stacked: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export type ImpactStatementVariants = NonNullable<RecipeVariants<typeof impactStatement>>;

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // The 3rem circle from the space scale; it grows with the reader's text size.
  inlineSize: vars.space.xxl,
  blockSize: vars.space.xxl,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.primary,
  color: vars.color.brand.onPrimary,
  ...forcedColorsEdge(),
});

export const text = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});
