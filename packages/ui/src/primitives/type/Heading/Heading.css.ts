import { vars } from '@ghat/tokens';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { textAlignments } from '../../../css/textAlign.ts';

const { size, lineHeight } = vars.font;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    // Long words (place names, compound terms) break rather than push the page sideways at 320px or 200% text.
    overflowWrap: 'anywhere',
    // Even line lengths in multi-line headings; ignored where unsupported.
    textWrap: 'balance',
  },
  variants: {
    size: {
      // Fluid between two token sizes; the rem terms keep it growing with the reader's text size.
      display: {
        fontSize: `clamp(${size['2xl']}, calc(${size.xl} + 2.5vw), ${size['4xl']})`,
        lineHeight: lineHeight.tight,
      },
      xl: { fontSize: size['3xl'], lineHeight: lineHeight.tight },
      lg: { fontSize: size['2xl'], lineHeight: lineHeight.snug },
      md: { fontSize: size.xl, lineHeight: lineHeight.snug },
      sm: { fontSize: size.lg, lineHeight: lineHeight.snug },
      xs: { fontSize: size.md, lineHeight: lineHeight.snug },
    },
    tone: {
      default: { color: vars.color.text.default },
      // The brand colour is guaranteed only for large text.
      brand: { color: vars.color.brand.primary },
      inverse: { color: vars.color.text.inverse },
    },
    align: textAlignments,
  },
  compoundVariants: [
    // The smallest heading is not large text, so brand tone uses the colour guaranteed for body text.
    { variants: { size: 'xs', tone: 'brand' }, style: { color: vars.color.text.link } },
  ],
  defaultVariants: { size: 'md', tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
