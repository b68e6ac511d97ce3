import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  // Label and value side by side, each pair on its own line.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
});

export const value = style({
  margin: 0,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const checksum = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  // Hex reads left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
