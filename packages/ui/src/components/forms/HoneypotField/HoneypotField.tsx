import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { honeypotFieldName } from '@ghat/forms';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { honeypotField as honeypotFieldWords } from '../../../i18n/words/honeypotField.ts';
import * as styles from './HoneypotField.css.ts';

/**
 * The default `name`: one no browser or password manager matches for autofill
 * (unlike 'email', 'name', 'company', 'url' or 'homepage'), so a real person's
 * browser never fills the trap by accident. A server reads it as `honeypotFieldName`.
 */
export const honeypotDefaultName = honeypotFieldName;

export interface HoneypotFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'tabIndex' | 'autoComplete'
> {
  /** The label a bot reads; nobody else does. */
  label?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A spam trap: a text field that people never see and assistive technology
 * never announces (off-screen, `aria-hidden`, out of the tab order, no
 * autofill). Bots fill it in; drop any submission where it has a value (see
 * `isHoneypotFilled` in `@ghat/ui/schemas`), silently.
 */
export function HoneypotField({
  label,
  name = honeypotDefaultName,
  id,
  className,
  ref,
  ...props
}: HoneypotFieldProps) {
  const words = useWords('honeypotField', honeypotFieldWords);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div aria-hidden="true" className={clsx(styles.trap, className)} data-honeypot="">
      <label htmlFor={inputId}>{label ?? words.label}</label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        name={name}
        // Never a tab stop: keyboard users must not land in it.
        tabIndex={-1}
        autoComplete="off"
        // Password managers that ignore autocomplete="off" honour these.
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
        {...props}
      />
    </div>
  );
}
