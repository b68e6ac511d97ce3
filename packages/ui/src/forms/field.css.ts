// Shared look of the form fields (TextField, TextArea, Select, Checkbox,
// SearchInput), so every field in the site lines up and behaves alike.
import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../css/focusRing.css.ts';

/** A field: label, hint, error and control stacked in reading order. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minInlineSize: 0,
  fontFamily: vars.font.family.body,
  textAlign: 'start',
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  // The colour of the text around it, so a label reads on a dark footer too.
  color: 'inherit',
  overflowWrap: 'break-word',
});

/** '(required)': said in words, never by colour or an asterisk alone. */
export const requiredMarker = style({
  fontWeight: vars.font.weight.regular,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.muted,
  overflowWrap: 'break-word',
});

/**
 * The box people type into. At least the touch-target height; 1rem text so
 * phones do not zoom in on focus. An invalid control gets a thicker bar on its
 * reading-start side as well as the error colour, so the state shows without
 * colour (and under forced colours).
 */
export const controlRule: StyleRule = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.surface.default,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.error.border,
      borderInlineStartWidth: vars.space.xxs,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.text.muted,
      backgroundColor: vars.color.surface.muted,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: { borderColor: forcedColors.border },
  },
};

export const control = style([focusRingRule, controlRule]);

/**
 * For a block that receives focus from script when it appears (an error
 * summary, a confirmation): a ring on any focus, not only keyboard focus, so
 * people see where they have been taken.
 */
export const focusOnArrivalRule: StyleRule = {
  selectors: {
    '&:focus': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&:focus': { outlineColor: forcedColors.focusRing } },
    },
  },
};
