import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { note } from './SearchField.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const status = style([
  note,
  {
    margin: 0,
    selectors: {
      // Nothing to say (a failed search shows its own error): take no room.
      '&:empty': { display: 'none' },
    },
  },
]);
