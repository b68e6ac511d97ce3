import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const edge = vars.space.sm;

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = recipe({
  base: {
    // The content fills the box, so a click on the dialog element itself landed on the backdrop.
    padding: 0,
    // A modal dialog is positioned against the viewport: leave a margin on every side, at any width.
    maxInlineSize: `calc(100% - 2 * ${edge})`,
    maxBlockSize: `calc(100% - 2 * ${edge})`,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.subtle,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.default,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
    selectors: {
      // Only while open: display on a closed dialog would override the browser's display: none.
      '&[open]': {
        display: 'flex',
        flexDirection: 'column',
        animation: `${enter} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
      },
      // Focused by script only (initialFocus="dialog"); its content is announced, a ring would add nothing.
      '&:focus': { outline: 'none' },
      // No overlay token exists: the inverse surface, made translucent, dims the page in either theme.
      '&::backdrop': {
        backgroundColor: `color-mix(in srgb, ${vars.color.surface.inverse} 70%, transparent)`,
        animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
      },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: {
          '&[open]': { animation: 'none' },
          '&::backdrop': { animation: 'none' },
        },
      },
      // Forced colours drop the shadow and the backdrop; the border keeps the dialog's edge.
      [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
    },
  },
  variants: {
    size: {
      small: { inlineSize: `calc(${vars.size.container.narrow} * 0.75)` },
      medium: { inlineSize: vars.size.container.narrow },
      large: { inlineSize: `calc(${vars.size.container.narrow} * 1.5)` },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minBlockSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEndWidth: vars.border.width.thin,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border.subtle,
});

export const title = style({
  minInlineSize: 0,
  // Centred on the close button's height, whatever the text size.
  alignSelf: 'center',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flexGrow: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
