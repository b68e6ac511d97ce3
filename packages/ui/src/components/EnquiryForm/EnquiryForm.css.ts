import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
});

/** Two fields side by side where there is room, stacked on phones. */
export const pair = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const pairedField = style({
  // 12rem (from the spacing scale) before the two fields stack.
  flex: `1 1 calc(${vars.space.xxxl} * 3)`,
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
