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

export const description = style({ overflowWrap: 'anywhere' });

export const outcomesLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

export const outcomes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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
