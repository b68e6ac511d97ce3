import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from '../../../forms/fieldParts.tsx';
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | keyof FieldProps>, FieldProps {
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /**
   * A first choice with an empty value, such as 'Choose a subject'. With
   * `required`, leaving it chosen counts as no answer.
   */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native drop-down list with its label ('Document type', 'Year'), hint and
 * error: for one choice out of several known ones (a filter by type or year).
 * For two or three choices that should all be seen at once, use radio buttons
 * instead. Remaining props go to the `<select>`; `className` to the wrapper.
 */
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <FieldFrame {...props} root={styles.root}>
      {(control) => (
        <div className={styles.selectBox}>
          <select className={styles.select} {...control}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <FrameIcon name="chevron-down" className={styles.chevron} />
        </div>
      )}
    </FieldFrame>
  );
}
