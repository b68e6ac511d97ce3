import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { visuallyHiddenRule } from '../../type/VisuallyHidden/VisuallyHidden.css.ts';

const edge = vars.space.xs;

export const skipLink = style([
  focusRingRule,
  {
    // Fixed to the viewport's inline-start corner, over everything, wherever the page has scrolled.
    position: 'fixed',
    insetBlockStart: edge,
    insetInlineStart: edge,
    zIndex: vars.layer.skipLink,
    maxInlineSize: `calc(100% - 2 * ${edge})`,
    minBlockSize: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    backgroundColor: vars.color.brand.primary,
    color: vars.color.brand.onPrimary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    textDecorationLine: 'underline',
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      // Out of sight until focused, but still first in the tab order and in the accessibility tree.
      '&:not(:focus)': visuallyHiddenRule,
    },
    '@media': {
      // Forced colours drop the background; a border keeps it a visible box.
      [mediaQueries.forcedColors]: {
        border: `${vars.border.width.thick} solid ${forcedColors.border}`,
      },
    },
  },
]);
