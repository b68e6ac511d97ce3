import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});

/** Field and button side by side; the button wraps under the field when space runs out. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const emailField = style({
  // Wide enough for a typical address (12rem, from the spacing scale) before the button wraps.
  flex: `1 1 calc(${vars.space.xxxl} * 3)`,
  minInlineSize: 0,
});

/** 'Subscribed!': in the colour of the text around it, so it reads on the dark footer. */
export const confirmation = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: 'inherit',
});
