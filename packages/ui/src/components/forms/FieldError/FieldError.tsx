import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { fieldError as fieldErrorWords } from '../../../i18n/words/fieldError.ts';
import { IconSvg } from '../../../primitives/brand/Icon/IconSvg.tsx';
import { error } from '../../../primitives/brand/Icon/shapes.ts';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './FieldError.css.ts';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Put this id in the control's `aria-describedby`, so the message is read with the field. */
  id: string;
  /** What is wrong and how to put it right: 'Email is required'. */
  children: ReactNode;
  /** The hidden word before the message, so it is heard as an error; translate it with the page. */
  prefix?: string;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The message under a field's label that says what is wrong with it: in the
 * error colour, with an icon, and with a hidden 'Error:' so it never rests on
 * colour or icon alone.
 */
export function FieldError({ id, children, prefix, className, ref, ...props }: FieldErrorProps) {
  const words = useWords('fieldError', fieldErrorWords);
  return (
    <p ref={ref} id={id} className={clsx(styles.fieldError, className)} {...props}>
      <IconSvg name="error" shape={error} className={styles.icon} />
      <span>
        <VisuallyHidden>{prefix ?? words.prefix}</VisuallyHidden> {children}
      </span>
    </p>
  );
}
