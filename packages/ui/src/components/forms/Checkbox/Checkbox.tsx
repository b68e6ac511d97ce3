import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldParts, type FieldProps } from '../../../forms/fieldParts.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof FieldProps>,
    FieldProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * One tick box with its label, shown beside the box and part of its target ('I
 * agree to be contacted about my enquiry.'): for a yes-or-no choice such as
 * consent. The box is the native control (keyboard, forced colours and screen
 * readers work as people expect). Remaining props go to the `<input>`;
 * `className` to the wrapper.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const { label, hint, error, control } = useFieldParts(props, styles.label);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <input type="checkbox" className={styles.box} {...control} />
        {label}
      </div>
      {/* Hint and error under the label text, not under the box. */}
      {hint || error ? (
        <div className={styles.details}>
          {hint}
          {error}
        </div>
      ) : null}
    </div>
  );
}
