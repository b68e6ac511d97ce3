import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from '../../forms/fieldParts.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof FieldProps>,
    FieldProps {
  ref?: Ref<HTMLInputElement>;
}

// The box, then its label beside it; hint and error under the label text, not under the box.
const classes = {
  root: styles.root,
  row: styles.row,
  label: styles.label,
  details: styles.details,
};

/**
 * One tick box with its label, shown beside the box and part of its target ('I
 * agree to be contacted about my enquiry.'): for a yes-or-no choice such as
 * consent. The box is the native control (keyboard, forced colours and screen
 * readers work as people expect). Remaining props go to the `<input>`;
 * `className` to the wrapper.
 */
export function Checkbox(props: CheckboxProps) {
  return (
    <FieldFrame {...props} classes={classes}>
      {(control) => <input type="checkbox" className={styles.box} {...control} />}
    </FieldFrame>
  );
}
