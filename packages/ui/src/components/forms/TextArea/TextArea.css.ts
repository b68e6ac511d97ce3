import { vars } from '@ghat/tokens';
import { style } from '@vanilla-extract/css';
import { control, field } from '../../../forms/field.css.ts';

export const root = style([field]);

export const textArea = style([
  control,
  {
    display: 'block',
    // Grows downwards only: sideways resizing would push the page wider than the screen.
    resize: 'vertical',
    minBlockSize: `calc(${vars.size.touchTarget} * 2)`,
  },
]);
