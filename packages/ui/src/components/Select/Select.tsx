import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldHint, FieldLabel, fieldIds, isShown, joinIds } from '../../forms/fieldParts.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Always shown above the field ('Document type', 'Year'). */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /**
   * A first choice with an empty value, such as 'Choose a subject'. With
   * `required`, leaving it chosen counts as no answer.
   */
  placeholder?: string;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong, shown under the label; marks the field `aria-invalid`. */
  error?: ReactNode;
  /** Shown after the label of a required field, in words. */
  requiredMarker?: ReactNode;
  /** The hidden word before the error message, for pages in other languages. */
  errorPrefix?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native drop-down list with its label, hint and error: for one choice out of
 * several known ones (a filter by type or year). For two or three choices that
 * should all be seen at once, use radio buttons instead. Remaining props go to
 * the `<select>`; `className` to the wrapper.
 */
export function Select({
  label,
  options,
  placeholder,
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
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const ids = fieldIds(selectId);
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  return (
    <div className={clsx(styles.root, className)}>
      <FieldLabel htmlFor={selectId} required={required} requiredMarker={requiredMarker}>
        {label}
      </FieldLabel>
      {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {hasError ? (
        <FieldError id={ids.error} prefix={errorPrefix}>
          {error}
        </FieldError>
      ) : null}
      <div className={styles.selectBox}>
        <select
          ref={ref}
          id={selectId}
          required={required}
          className={styles.select}
          aria-invalid={hasError || undefined}
          aria-describedby={joinIds(hasHint && ids.hint, hasError && ids.error, describedBy)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.chevron} />
      </div>
    </div>
  );
}
