import { useForm, useStore } from '@tanstack/react-form';
import { clsx } from 'clsx';
import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sendNowhere, submitHandler } from '../../forms/formHelpers.ts';
import type { FooterNewsletterOutput } from '../../forms/schemas.ts';
import { useTimeout } from '../../time/clock.tsx';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './FooterNewsletterForm.css.ts';

export interface FooterNewsletterFormProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends the address; reject to show the failure message. By default nothing is sent. */
  submit?: (values: FooterNewsletterOutput) => Promise<void>;
  label?: ReactNode;
  submitLabel?: ReactNode;
  /** The button's look: `secondary` stands out on the footer's dark surface. */
  submitVariant?: ButtonVariant;
  /** Shown for `confirmationDuration` after a successful sign-up. */
  confirmation?: ReactNode;
  /** How long the confirmation shows, in milliseconds. */
  confirmationDuration?: number;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  requiredMarker?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The footer's one-field newsletter sign-up. The browser checks the address
 * (a required email input); a sign-up shows 'Subscribed!' for three seconds.
 * For the full sign-up with a name and consent, use NewsletterSignupForm.
 */
export function FooterNewsletterForm({
  submit = sendNowhere,
  label = 'Email address',
  submitLabel = 'Subscribe',
  submitVariant,
  confirmation = 'Subscribed!',
  confirmationDuration = 3000,
  failureMessage = 'Sorry, we could not subscribe you. Please try again.',
  requiredMarker,
  className,
  ref,
  ...props
}: FooterNewsletterFormProps) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [failed, setFailed] = useState(false);

  const form = useForm({
    defaultValues: { email: '' },
    // No schema here: the specification leaves this form to the browser's own check.
    onSubmit: async ({ value, formApi }) => {
      try {
        await submit({ email: value.email.trim() });
      } catch {
        setFailed(true);
        return;
      }
      formApi.reset();
      setConfirmed(true);
    },
  });
  const sending = useStore(form.store, (state) => state.isSubmitting);

  useTimeout(() => setConfirmed(false), confirmationDuration, confirmed);

  const handleSubmit = submitHandler(form, () => {
    setFailed(false);
    setConfirmed(false);
    return true;
  });

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <form className={styles.form} onSubmit={handleSubmit}>
        <form.Field name="email">
          {(field) => (
            <TextField
              id={`${id}email`}
              className={styles.emailField}
              label={label}
              type="email"
              name={field.name}
              autoComplete="email"
              required
              requiredMarker={requiredMarker}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <Button type="submit" variant={submitVariant} busy={sending}>
          {submitLabel}
        </Button>
      </form>
      {/* Always on the page, so the confirmation is announced when it appears. */}
      <p role="status" className={styles.confirmation}>
        {confirmed ? (
          <>
            <Icon name="check" />
            {confirmation}
          </>
        ) : null}
      </p>
      {failed ? <Notice tone="error">{failureMessage}</Notice> : null}
    </div>
  );
}
