import { style } from '@vanilla-extract/css';
import { control, field } from '../../../forms/field.css.ts';

export const root = style([field]);

export const input = style([control]);
