import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusOnArrivalRule } from '../../forms/field.css.ts';

export const root = style({
  // The honeypot is positioned out of sight relative to the viewport, not to this.
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

/** Name and email side by side where there is room, stacked on phones. */
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

/** Until consent is ticked the button looks unavailable (it stays focusable, to be found). */
export const submitButton = style({
  selectors: {
    '&[aria-disabled="true"]:not([aria-busy="true"])': {
      backgroundColor: vars.color.surface.muted,
      borderColor: vars.color.border.default,
      color: vars.color.text.muted,
    },
  },
});

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

/** The confirmation takes focus when it appears; this shows where focus went. */
export const confirmation = style(focusOnArrivalRule);
