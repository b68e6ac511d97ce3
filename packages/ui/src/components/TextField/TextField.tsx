import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from '../../forms/fieldParts.tsx';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** Always shown above the field: say what to enter ('Full name', 'Email address'). */
  label: ReactNode;
  /** `email` and `tel` bring the right phone keyboard; use `autoComplete` too. */
  type?: TextFieldType;
  /** Help shown under the label and read with the field ('We will only use this to reply'). */
  hint?: ReactNode;
  /** What is wrong, shown under the label; marks the field `aria-invalid`. */
  error?: ReactNode;
  /** Shown after the label of a required field, in words. */
  requiredMarker?: ReactNode;
  /** The hidden word before the error message, for pages in other languages. */
  errorPrefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text input with its label, hint and error. Remaining props go to
 * the `<input>` (name, value, onChange, autoComplete); `className` to the wrapper.
 */
export function TextField({
  label,
  type = 'text',
  hint,
  error,
  requiredMarker = '(required)',
  errorPrefix,
  id,
  required,
  className,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      errorPrefix={errorPrefix}
      describedBy={describedBy}
      className={clsx(styles.root, className)}
    >
      {(wiring) => <input ref={ref} type={type} className={styles.input} {...wiring} {...props} />}
    </FieldFrame>
  );
}
