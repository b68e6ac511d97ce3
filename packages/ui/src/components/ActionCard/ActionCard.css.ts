import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The touch-target size gives a 44 px circle that grows with the text.
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.tint,
  color: vars.color.brand.primary,
  '@media': {
    [mediaQueries.forcedColors]: {
      border: `${vars.border.width.thin} solid ${forcedColors.border}`,
    },
  },
});

export const text = style({ overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
