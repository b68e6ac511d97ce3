import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/focusRing.css.ts';
import { focusOnArrivalRule } from '../../../forms/field.css.ts';

// It takes focus when it appears (from script, not the keyboard).
export const summary = style(focusOnArrivalRule);

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: 'inherit',
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const link = style([
  focusRingRule,
  {
    // At least the 24px target height, however short the message.
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.size.minTarget,
    color: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.border.width.thin,
    textUnderlineOffset: vars.space.xxs,
    selectors: {
      '&:hover': { textDecorationThickness: vars.border.width.thick },
    },
  },
]);
