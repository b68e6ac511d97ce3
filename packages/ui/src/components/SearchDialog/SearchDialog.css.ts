import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const status = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    // Nothing to say (a failed search shows its own error): take no room.
    '&:empty': { display: 'none' },
  },
});
