import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';

// The column and its gap come from Stack.
export const contents = style({
  padding: vars.space.md,
  borderInlineStart: `${vars.border.width.focus} solid ${vars.color.brand.primary}`,
  backgroundColor: vars.color.surface.subtle,
  '@media': {
    [mediaQueries.forcedColors]: { borderInlineStartColor: forcedColors.border },
  },
});

export const list = style({
  fontSize: vars.font.size.sm,
});

/** A heading that in-page links land on: focusable from script, clear of the top edge when scrolled to. */
export const inPageTarget = style([
  focusRingRule,
  {
    scrollMarginBlockStart: vars.space.lg,
  },
]);
