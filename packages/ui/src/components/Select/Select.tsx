import { clsx } from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../../forms/fieldParts.tsx';
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
        <div className={styles.selectBox}>
          <select ref={ref} className={styles.select} {...wiring} {...props}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={styles.chevron} />
        </div>
      )}
    </FieldFrame>
  );
}
