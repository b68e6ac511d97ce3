import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  // The switch beside its label, the explanation under the label.
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  paddingBlockEnd: vars.space.md,
  borderBlockEndWidth: vars.border.width.thin,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border.subtle,
});

// Track and thumb: the switch is twice as wide as the minimum target and as tall.
const trackHeight = vars.size.minTarget;
const thumbInset = vars.border.width.thick;
const thumbSize = `calc(${trackHeight} - 4 * ${thumbInset})`;

export const switchBox = style({
  position: 'relative',
  display: 'inline-flex',
  gridRow: '1 / span 3',
  // Centred on the label's first line.
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - ${trackHeight}) / 2)`,
});

/** The real checkbox, invisible but on top of the drawing, so it takes every click and tap. */
export const switchInput = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  inlineSize: `calc(2 * ${trackHeight})`,
  blockSize: trackHeight,
  padding: thumbInset,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.default,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    // On: filled, and the thumb moves to the end (the left in right-to-left). Position, not colour, says it.
    [`${switchInput}:checked + &`]: {
      justifyContent: 'flex-end',
      backgroundColor: vars.color.brand.primary,
      borderColor: vars.color.brand.primary,
    },
    [`${switchInput}:disabled + &`]: {
      backgroundColor: vars.color.neutral['600'],
      borderColor: vars.color.neutral['600'],
    },
    [`${switchInput}:focus-visible + &`]: {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      borderColor: forcedColors.border,
      selectors: {
        [`${switchInput}:checked + &`]: { borderColor: forcedColors.border },
        [`${switchInput}:disabled + &`]: { borderColor: forcedColors.border },
        [`${switchInput}:focus-visible + &`]: { outlineColor: forcedColors.focusRing },
      },
    },
  },
});

export const thumb = style({
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.default,
  selectors: {
    [`${switchInput}:checked + ${track} &`]: { backgroundColor: vars.color.brand.onPrimary },
  },
  '@media': {
    // Forced colours would blank the thumb's fill; keep it drawn in the text colour.
    [mediaQueries.forcedColors]: {
      forcedColorAdjust: 'none',
      backgroundColor: forcedColors.text,
      selectors: {
        [`${switchInput}:checked + ${track} &`]: { backgroundColor: forcedColors.text },
      },
    },
  },
});

export const label = style({
  gridColumn: 2,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const alwaysOn = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
