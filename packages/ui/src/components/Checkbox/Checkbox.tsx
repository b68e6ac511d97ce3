import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldHint, FieldLabel, fieldIds, isShown, joinIds } from '../../forms/fieldParts.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** Shown beside the box and part of its target: 'I agree to be contacted about my enquiry.' */
  label: ReactNode;
  /** Help shown under the label and read with the box. */
  hint?: ReactNode;
  /** What is wrong, shown under the label; marks the box `aria-invalid`. */
  error?: ReactNode;
  /** Shown after the label when the box must be ticked, in words. */
  requiredMarker?: ReactNode;
  /** The hidden word before the error message, for pages in other languages. */
  errorPrefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One tick box with its label: for a yes-or-no choice such as consent. The
 * box is the native control (keyboard, forced colours and screen readers work
 * as people expect). Remaining props go to the `<input>`; `className` to the wrapper.
 */
export function Checkbox({
  label,
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
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldIds(inputId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          required={required}
          className={styles.box}
          aria-invalid={hasError || undefined}
          aria-describedby={joinIds(hasHint && ids.hint, hasError && ids.error, describedBy)}
          {...props}
        />
        <FieldLabel
          htmlFor={inputId}
          required={required}
          requiredMarker={requiredMarker}
          className={styles.label}
        >
          {label}
        </FieldLabel>
      </div>
      {hasHint || hasError ? (
        <div className={styles.details}>
          {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
          {hasError ? (
            <FieldError id={ids.error} prefix={errorPrefix}>
              {error}
            </FieldError>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
