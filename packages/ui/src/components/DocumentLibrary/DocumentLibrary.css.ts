import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

/** The filters sit side by side while they fit, and wrap one under another when they do not. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
});

// Preferred widths from the space scale, so they grow with the reader's text size
// (search 16rem, each select 10rem); below them the field takes the whole row.
export const search = style({
  flex: `3 1 calc(${vars.space.xxxl} * 4)`,
  minInlineSize: 0,
});

export const select = style({
  flex: `1 1 calc(${vars.space.xl} * 5)`,
  minInlineSize: 0,
});

export const clearFilters = style({
  // On a row of its own at 320 px and 200% text, the label wraps rather than overflow.
  maxInlineSize: '100%',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

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
    // Nothing matched: the message takes the list's place, large enough to notice.
    '&[data-state="empty"]': {
      flexDirection: 'column',
      justifyContent: 'center',
      paddingBlock: vars.space.xxl,
      paddingInline: vars.space.md,
      borderWidth: vars.border.width.thin,
      borderStyle: 'dashed',
      borderColor: vars.color.border.default,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface.subtle,
      fontSize: vars.font.size.lg,
      color: vars.color.text.default,
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
