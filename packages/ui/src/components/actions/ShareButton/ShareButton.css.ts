import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';

// The columns of the button and its panel come from Stack.
export const shareButton = style({
  maxInlineSize: '100%',
});

// In the flow, below the button: it pushes content down rather than covering it, so it reflows at 320px.
export const panel = style({
  maxInlineSize: '100%',
  padding: vars.space.md,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const linkField = style([
  focusRingRule,
  {
    inlineSize: '100%',
    minBlockSize: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border.default,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    color: vars.color.text.default,
    backgroundColor: vars.color.surface.default,
  },
]);
