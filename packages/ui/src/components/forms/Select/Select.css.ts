import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { control, field } from '../../../forms/field.css.ts';

export const root = style([field]);

/** Holds the select and the chevron drawn over its end. */
export const selectBox = style({
  position: 'relative',
  display: 'flex',
});

export const select = style([
  control,
  {
    // Our own chevron replaces the browser's, so it mirrors and sizes with the text.
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.sm} * 2 + 1em)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text.default,
});
