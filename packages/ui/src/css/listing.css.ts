import { vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';

// What the article and document listings share: the filter row above the list, and the
// message that takes the list's place when nothing matches.

/** The fields sit side by side while they fit, and wrap one under another when they do not. */
export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});

// Preferred widths from the space scale, so they grow with the reader's text size
// (search 16rem, each select 10rem); below them the field takes the whole row.
export const filterSearch = style({
  flex: `3 1 calc(${vars.space.xxxl} * 4)`,
  minInlineSize: 0,
});

export const filterSelect = style({
  flex: `1 1 calc(${vars.space.xl} * 5)`,
  minInlineSize: 0,
});

/** On a row of its own at 320 px and 200% text, a button's label wraps rather than overflow. */
export const wrappingButton = style({
  maxInlineSize: '100%',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** Nothing matched: the message takes the list's place, large enough to notice. */
export const emptyState: StyleRule = {
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  borderWidth: vars.border.width.thin,
  borderStyle: 'dashed',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.subtle,
  fontSize: vars.font.size.lg,
  color: vars.color.text.default,
};
