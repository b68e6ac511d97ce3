import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import * as styles from './SearchField.css.ts';

interface SearchFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  id: string;
  ref: Ref<HTMLInputElement>;
}

/**
 * The labelled field with a magnifier at the top of the search dialog and of
 * the language picker. Only the look is shared: each brings its own keys (the
 * search moves focus into its results, the picker keeps it in the field).
 */
export function SearchField({ label, id, ref, ...props }: SearchFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrapper}>
        <FrameIcon name="search" size="md" className={styles.inputIcon} />
        <input
          ref={ref}
          id={id}
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          {...props}
        />
      </div>
    </div>
  );
}
