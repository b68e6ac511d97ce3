import { clsx } from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../forms/fieldParts.tsx';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  /** Always shown above the field ('Message', 'How can we help?'). */
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong, shown under the label; marks the field `aria-invalid`. */
  error?: ReactNode;
  /** Shown after the label of a required field, in words. */
  requiredMarker?: ReactNode;
  /** The hidden word before the error message, for pages in other languages. */
  errorPrefix?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text box with its label, hint and error, for a message or an
 * enquiry. Remaining props go to the `<textarea>`; `className` to the wrapper.
 */
export function TextArea({
  label,
  hint,
  error,
  requiredMarker = '(required)',
  errorPrefix,
  id,
  required,
  rows = 5,
  className,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
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
      {(wiring) => (
        <textarea ref={ref} rows={rows} className={styles.textArea} {...wiring} {...props} />
      )}
    </FieldFrame>
  );
}
