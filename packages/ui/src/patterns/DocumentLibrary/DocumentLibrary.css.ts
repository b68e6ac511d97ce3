import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { emptyState } from '../../css/listing.css.ts';

// The column and its gap come from Stack; the filter row is shared with ArticleFilters.
export const root = style({ minInlineSize: 0 });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-state="empty"]': {
      ...emptyState,
      flexDirection: 'column',
      justifyContent: 'center',
      textAlign: 'center',
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&[data-state="empty"]': { borderColor: forcedColors.border } },
    },
  },
});

export const emptyIcon = style({
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.forcedColors]: { color: forcedColors.text },
  },
});
