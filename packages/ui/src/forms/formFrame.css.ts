// The layout every composed form shares (FormFrame and the rows of fields in it).
import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusOnArrivalRule } from './field.css.ts';

const column = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
} as const;

export const root = style({
  // The honeypot is positioned out of sight relative to the viewport, not to this.
  ...column,
  fontFamily: vars.font.family.body,
});

export const form = style({ ...column, alignItems: 'stretch' });

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

/** The confirmation and the button that brings back an empty form. */
export const sent = style({ ...column, alignItems: 'flex-start' });

/** The confirmation takes focus when it appears; this shows where focus went. */
export const confirmation = style(focusOnArrivalRule);
