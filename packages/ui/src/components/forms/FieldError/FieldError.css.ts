import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.error.text,
  overflowWrap: 'break-word',
  textAlign: 'start',
});

export const icon = style({
  flexShrink: 0,
  // Centred on the first line of the message at any text size.
  marginBlockStart: `calc((${vars.font.lineHeight.snug} * 1em - 1em) / 2)`,
});
