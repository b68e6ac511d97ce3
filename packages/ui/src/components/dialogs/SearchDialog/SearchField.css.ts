import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';

/** Small, muted words round the field: what it is doing, a result's date, a language's English name. */
export const note = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const inputWrapper = style({ position: 'relative' });

/** A text field with room for the icon at its start. */
export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.icon.md} + ${vars.space.xs})`,
  paddingInlineEnd: vars.space.sm,
  borderWidth: vars.border.width.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.default,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.width.focus} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thin,
    },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      borderColor: forcedColors.border,
      selectors: { '&:focus-visible': { outlineColor: forcedColors.focusRing } },
    },
  },
});

/** The magnifier inside the field, at its reading start. */
export const inputIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.text.muted,
  pointerEvents: 'none',
});
