import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

// The card surface, icon badge and label are shared (css/card.css.ts); the list is a Stack.

export const outcome = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const outcomeMark = style({
  color: vars.color.success.text,
  // The tick sits on the first line of text, however many lines it wraps to.
  alignSelf: 'flex-start',
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - 1em) / 2)`,
});

export const learnMoreIcon = style({ marginInlineStart: vars.space.xxs });
