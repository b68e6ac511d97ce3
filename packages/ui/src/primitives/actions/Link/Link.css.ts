import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../../css/focusRing.css.ts';

const transition = ['color', 'text-decoration-thickness']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export const link = recipe({
  base: [
    focusRingRule,
    {
      // Underlined always: colour alone must not tell a link from the text around it.
      textDecorationLine: 'underline',
      textDecorationThickness: vars.border.width.thin,
      textUnderlineOffset: vars.space.xxs,
      transition,
      cursor: 'pointer',
      selectors: {
        '&:hover': { textDecorationThickness: vars.border.width.thick },
        // The page you are on: bolder and a thick underline, so it shows without colour.
        '&[aria-current="page"]': {
          fontWeight: vars.font.weight.bold,
          textDecorationThickness: vars.border.width.thick,
        },
      },
    },
  ],
  variants: {
    tone: {
      default: {
        color: vars.color.text.link,
        selectors: {
          '&:visited': { color: vars.color.text.linkVisited },
          // After :visited so hover still shows on visited links.
          '&:hover': { color: vars.color.text.linkHover },
        },
      },
      // For dark surfaces (brand or inverse); pair with `onDarkSurface` for the focus ring.
      inverse: { color: vars.color.text.inverse },
      // Takes the colour of the text around it; the underline still marks it.
      subtle: { color: 'inherit' },
    },
    display: {
      inline: {},
      // A link on its own line (lists, footers) is not exempt from the 24px target size.
      block: {
        display: 'block',
        inlineSize: 'fit-content',
        minInlineSize: vars.size.minTarget,
        minBlockSize: vars.size.minTarget,
        paddingBlock: vars.space.xxs,
      },
    },
  },
  defaultVariants: { tone: 'default', display: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'text-bottom',
});
