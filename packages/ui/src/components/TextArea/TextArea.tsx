import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldHint, FieldLabel, fieldIds, isShown, joinIds } from '../../forms/fieldParts.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
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
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  const ids = fieldIds(textAreaId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  return (
    <div className={clsx(styles.root, className)}>
      <FieldLabel htmlFor={textAreaId} required={required} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {hasError ? (
        <FieldError id={ids.error} prefix={errorPrefix}>
          {error}
        </FieldError>
      ) : null}
      <textarea
        ref={ref}
        id={textAreaId}
        rows={rows}
        required={required}
        className={styles.textArea}
        aria-invalid={hasError || undefined}
        aria-describedby={joinIds(hasHint && ids.hint, hasError && ids.error, describedBy)}
        {...props}
      />
    </div>
  );
}
