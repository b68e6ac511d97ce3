import { forcedColors, mediaQueries, vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { field, label as fieldLabel } from '../../../forms/field.css.ts';

const boxSize = vars.size.minTarget;
const gap = vars.space.sm;

export const root = style([field]);

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap,
});

/** The native tick box at the 24px target size, in the brand colour when ticked. */
export const box = style([
  focusRingRule,
  {
    flexShrink: 0,
    inlineSize: boxSize,
    blockSize: boxSize,
    margin: 0,
    accentColor: vars.color.brand.primary,
    cursor: 'pointer',
    selectors: {
      // A ring as well as the message: shows which box needs attention.
      '&[aria-invalid="true"]': {
        boxShadow: `0 0 0 ${vars.border.width.thick} ${vars.color.error.border}`,
      },
    },
    '@media': {
      [mediaQueries.forcedColors]: {
        selectors: {
          '&[aria-invalid="true"]': {
            outline: `${vars.border.width.thick} solid ${forcedColors.border}`,
          },
        },
      },
    },
  },
]);

export const label = style([
  fieldLabel,
  {
    // The label is part of the target: clicking it ticks the box.
    cursor: 'pointer',
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.normal,
    // Lines the first line of text up with the middle of the box.
    paddingBlockStart: `calc((${boxSize} - ${vars.font.lineHeight.normal} * 1em) / 2)`,
    minInlineSize: 0,
  },
]);

/** Hint and error sit under the label text, not under the box. */
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${boxSize} + ${gap})`,
});
