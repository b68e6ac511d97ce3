import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const article = style({ paddingBlock: vars.space.xl });

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const bylineItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

// The header's and the footer's columns come from Stack.
export const footer = style({
  paddingBlockStart: vars.space.lg,
  borderBlockStartWidth: vars.border.width.thin,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border.subtle,
  '@media': {
    [mediaQueries.forcedColors]: { borderBlockStartColor: forcedColors.border },
  },
});

export const allArticles = style({
  alignSelf: 'flex-start',
});
