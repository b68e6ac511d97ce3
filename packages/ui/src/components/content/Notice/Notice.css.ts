import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { visuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.css.ts';

// Text, icon and border in the tone's colours on its surface: the pairs
// @ghat/tokens checks (`<tone>.text` and `<tone>.border` on `<tone>.surface`).
const tone = (name: 'info' | 'success' | 'warning' | 'error') => ({
  color: vars.color[name].text,
  backgroundColor: vars.color[name].surface,
  borderColor: vars.color[name].border,
});

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderStyle: 'solid',
    borderWidth: vars.border.width.thin,
    // A bar on the reading-start side: on the right in right-to-left text.
    borderInlineStartWidth: vars.space.xxs,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    '@media': {
      // Forced colours drop the tone colours; the border keeps the block's edge.
      [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
    },
  },
  variants: {
    tone: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      error: tone('error'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const icon = style({
  // Centred on the first line of text, however large the reader's text is.
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - ${vars.size.icon.md}) / 2)`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
});

/**
 * The standard visually hidden pattern: read by screen readers, not shown.
 * One pixel, not zero, because some screen readers skip elements with no size.
 */
export const body = style({});

// Paragraphs in the body sit a small step apart, with none above the first
// (the hidden tone word may come before it). Links keep the tone's text
// colour, the one tested on this surface, with their underline.
globalStyle(`${body} > *`, { marginBlock: 0 });
globalStyle(`${body} > :not(${visuallyHidden.classNames.base}) + *`, {
  marginBlockStart: vars.space.xs,
});
globalStyle(`${body} a`, { color: 'inherit' });

export const dismiss = style([
  focusRingRule,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    // WCAG 2.2 target size: at least 24 by 24 CSS pixels.
    minBlockSize: vars.size.minTarget,
    minInlineSize: vars.size.minTarget,
    padding: vars.space.xxs,
    marginBlock: `calc(-1 * ${vars.space.xxs})`,
    marginInlineEnd: `calc(-1 * ${vars.space.xxs})`,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      // White behind the tone text: the `<tone>.text on surface.default` pair.
      '&:hover': { backgroundColor: vars.color.surface.default },
    },
    '@media': {
      [mediaQueries.forcedColors]: { borderColor: forcedColors.buttonBorder },
    },
  },
]);
