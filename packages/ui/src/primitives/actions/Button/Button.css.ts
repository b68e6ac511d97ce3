import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../../css/focusRing.css.ts';

export const button = recipe({
  base: [
    focusRingRule,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      borderWidth: vars.border.width.thick,
      borderStyle: 'solid',
      borderColor: 'transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.snug,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      // No transition on hover: the colour changes at once, as GOV.UK's buttons do. A
      // transition starts as the pointer arrives, so the press's frame also ran its animation
      // and its transitionrun and transitionstart events (issue 27: Accept All's frame 16 -> 11
      // ms at CPU 4x, medians of 12).
      selectors: {
        '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed' },
      },
      '@media': {
        // Forced colours drop backgrounds, so the border becomes the button's edge.
        [mediaQueries.forcedColors]: { borderColor: forcedColors.buttonBorder },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand.primary,
        color: vars.color.brand.onPrimary,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            backgroundColor: vars.color.brand.primaryHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface.default,
        color: vars.color.text.link,
        borderColor: vars.color.brand.primary,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            backgroundColor: vars.color.brand.tint,
            color: vars.color.text.linkHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        textDecoration: 'underline',
        textUnderlineOffset: vars.space.xxs,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            color: vars.color.text.linkHover,
            textDecorationThickness: vars.border.width.thick,
          },
        },
      },
    },
    size: {
      small: {
        minBlockSize: vars.size.minTarget,
        minInlineSize: vars.size.minTarget,
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      medium: {
        minBlockSize: vars.size.touchTarget,
        minInlineSize: vars.size.touchTarget,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      large: {
        minBlockSize: vars.size.touchTarget,
        minInlineSize: vars.size.touchTarget,
        paddingBlock: vars.space.sm,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
    busy: {
      true: { cursor: 'progress' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false, busy: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thick} solid currentColor`,
  borderInlineEndColor: 'transparent',
  animation: `${spin} calc(${vars.motion.duration.slow} * 3) linear infinite`,
  '@media': {
    // With motion reduced the duration is zero; show a still ring instead.
    [mediaQueries.reducedMotion]: { animation: 'none' },
  },
});
