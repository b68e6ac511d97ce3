import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from '../../../forms/fieldParts.tsx';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof FieldProps>,
    FieldProps {
  /** `email` and `tel` bring the right phone keyboard; use `autoComplete` too. */
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text input with its label, hint and error. Remaining props go to
 * the `<input>` (name, value, onChange, autoComplete); `className` to the wrapper.
 * The label is always shown above the field: say what to enter ('Full name', 'Email address').
 */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return (
    <FieldFrame {...props} root={styles.root}>
      {(control) => <input type={type} className={styles.input} {...control} />}
    </FieldFrame>
  );
}
