import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const articleNotFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxInlineSize: vars.size.container.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({
  color: vars.color.text.muted,
});
