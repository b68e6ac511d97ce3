import { vars } from '@ghat/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const valueColour = createVar();

export const statBlock = recipe({
  base: {
    margin: 0,
    minInlineSize: 0,
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
    tone: {
      // Large text: the brand colour has the contrast it needs.
      default: { vars: { [valueColour]: vars.color.brand.primary } },
      // On a dark (brand or inverse) surface.
      inverse: {
        color: vars.color.text.inverse,
        vars: { [valueColour]: vars.color.text.inverse },
      },
    },
  },
  defaultVariants: { align: 'start', tone: 'default' },
});

export type StatBlockVariants = NonNullable<RecipeVariants<typeof statBlock>>;

export const shown = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const value = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: valueColour,
  overflowWrap: 'anywhere',
});

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});
