import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
