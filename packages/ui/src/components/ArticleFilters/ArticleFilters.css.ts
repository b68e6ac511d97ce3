import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

/** The fields sit side by side while they fit, and wrap one under another when they do not. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  minInlineSize: 0,
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '100%',
  minInlineSize: 0,
});

export const clear = style({
  // On a row of its own at 320 px and 200% text, the label wraps rather than overflow.
  maxInlineSize: '100%',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
