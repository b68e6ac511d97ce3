import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  // The title link's hit area stretches over the whole entry.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderWidth: vars.border.width.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.subtle },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
});

/** A result's type and language, side by side, wrapping on a narrow screen. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.width.thin,
  textUnderlineOffset: vars.space.xxs,
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    // The whole entry is the target; the focus ring goes round all of it.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thin,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&:focus-visible::after': { outlineColor: forcedColors.focusRing } },
    },
  },
});

/** 'Show more results', under the list, at its start. */
export const showMore = style({
  alignSelf: 'flex-start',
});

export const excerpt = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export { note as date } from './SearchField.css.ts';

/** A word the query matched: tinted, and bold so that it shows without colour too. */
export const mark = style({
  backgroundColor: vars.color.warning.surface,
  color: 'inherit',
  fontWeight: vars.font.weight.bold,
  borderRadius: vars.radius.sm,
  '@media': {
    // The system's own highlight colours; the weight still marks the word.
    [mediaQueries.forcedColors]: { backgroundColor: 'Mark', color: 'MarkText' },
  },
});
