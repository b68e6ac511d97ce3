import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

// The column, its gap and the centring come from Stack.
export const articleNotFound = style({
  maxInlineSize: vars.size.container.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({
  color: vars.color.text.muted,
});
