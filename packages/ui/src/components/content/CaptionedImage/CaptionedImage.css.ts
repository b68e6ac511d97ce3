import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

// The column and its gap come from Stack.
export const figure = style({
  margin: 0,
  minInlineSize: 0,
});

export const image = style({ borderRadius: vars.radius.md });

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});
