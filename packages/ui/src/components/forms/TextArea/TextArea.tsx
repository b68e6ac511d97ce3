import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from '../../../forms/fieldParts.tsx';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | keyof FieldProps>,
    FieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text box with its label ('Message', 'How can we help?'), hint and
 * error, for a message or an enquiry. Remaining props go to the `<textarea>`;
 * `className` to the wrapper.
 */
export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  return (
    <FieldFrame {...props} root={styles.root}>
      {(control) => <textarea rows={rows} className={styles.textArea} {...control} />}
    </FieldFrame>
  );
}
