import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const copyStatus = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const verifyStatus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  // Never display: none, even when empty: a live region must stay in the accessibility tree
  // for its next message to be announced.
  selectors: {
    '&:not(:empty)': {
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.sm,
      borderInlineStartWidth: vars.border.width.thick,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: vars.color.border.default,
      backgroundColor: vars.color.surface.subtle,
      color: vars.color.text.default,
    },
    '&[data-tone="match"]:not(:empty)': {
      borderInlineStartColor: vars.color.success.border,
      backgroundColor: vars.color.success.surface,
      color: vars.color.success.text,
    },
    '&[data-tone="mismatch"]:not(:empty)': {
      borderInlineStartColor: vars.color.error.border,
      backgroundColor: vars.color.error.surface,
      color: vars.color.error.text,
    },
    '&[data-tone="error"]:not(:empty)': {
      borderInlineStartColor: vars.color.warning.border,
      backgroundColor: vars.color.warning.surface,
      color: vars.color.warning.text,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderInlineStartColor: forcedColors.border },
  },
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
});

export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.125em' });

export const computed = style({ margin: 0, overflowWrap: 'anywhere' });

export const hash = style({
  fontFamily: vars.font.family.mono,
  // Hex reads left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  overflowWrap: 'anywhere',
});
