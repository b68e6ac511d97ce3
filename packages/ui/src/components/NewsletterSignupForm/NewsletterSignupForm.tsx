import { useStore } from '@tanstack/react-form';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { postableForm, sendNowhere } from '../../forms/formHelpers.ts';
import {
  createNewsletterSignupSchema,
  type NewsletterSignupInput,
  type NewsletterSignupMessages,
  type NewsletterSignupOutput,
} from '@ghat/forms';
import { bindCheckbox, bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { useTimeout } from '../../time/clock.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './NewsletterSignupForm.css.ts';

export interface NewsletterSignupFormProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends the sign-up (trimmed); reject to show the failure message. By default nothing is sent. */
  submit?: (values: NewsletterSignupOutput) => Promise<void>;
  firstNameLabel?: ReactNode;
  emailLabel?: ReactNode;
  consentLabel?: ReactNode;
  submitLabel?: ReactNode;
  /** The title of the confirmation. */
  successTitle?: ReactNode;
  /** Says that a confirmation email follows (double opt-in). */
  successMessage?: ReactNode;
  /** How long the confirmation shows before the form comes back empty, in milliseconds. */
  confirmationDuration?: number;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  /** Validation messages, for pages in other languages. */
  messages?: Partial<NewsletterSignupMessages>;
  errorSummaryTitle?: ReactNode;
  /** The level of the error summary's heading. */
  headingLevel?: HeadingLevel;
  requiredMarker?: ReactNode;
  /**
   * Where an ordinary form post goes when the page's script has not run (or never will), such
   * as '/api/forms/{form}'. Without it the form still posts to its own page's address.
   */
  action?: string;
  ref?: Ref<HTMLDivElement>;
}

const emptyValues: NewsletterSignupInput = { firstName: '', email: '', consent: false };

/**
 * The get-involved page's newsletter sign-up: first name, email and consent.
 * The button is unavailable until consent is ticked, and submitting without it
 * does nothing. A sign-up shows 'Subscription Confirmed' (with the double
 * opt-in explanation) for three seconds, then the form comes back empty.
 */
export function NewsletterSignupForm({
  submit = sendNowhere,
  action,
  firstNameLabel = 'First name',
  emailLabel = 'Email address',
  consentLabel = 'I would like to receive email updates about the Trust’s work. I can unsubscribe at any time.',
  submitLabel = 'Subscribe',
  successTitle = 'Subscription Confirmed',
  successMessage = 'Thank you for subscribing. We have sent you a confirmation email: follow the instructions in it to complete your subscription.',
  confirmationDuration = 3000,
  failureMessage = 'Sorry, we could not subscribe you. Please try again.',
  messages,
  errorSummaryTitle,
  headingLevel,
  requiredMarker,
  className,
  ref,
  ...props
}: NewsletterSignupFormProps) {
  const id = useId();
  const fields = [
    { name: 'firstName', id: `${id}firstName` },
    { name: 'email', id: `${id}email` },
    { name: 'consent', id: `${id}consent` },
  ] as const;
  const [firstNameField, emailField, consentField] = fields;
  const schema = useMemo(() => createNewsletterSignupSchema(messages), [messages]);
  const {
    form,
    sending,
    succeeded: confirmed,
    failed,
    summary,
    handleSubmit,
    resetOutcome,
    scripted,
  } = useSchemaForm({
    schema,
    defaultValues: emptyValues,
    fields,
    submit,
    // The specification: without consent, submitting does nothing.
    before: (values) => values.consent,
  });
  const confirmationRef = useRef<HTMLDivElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const focusFirstField = useRef(false);
  const consent = useStore(form.store, (state) => state.values.consent);

  useTimeout(
    () => {
      // Focus was on the confirmation, which is going: take it to the fresh form.
      const active = document.activeElement;
      focusFirstField.current =
        active === null || active === document.body || !!confirmationRef.current?.contains(active);
      resetOutcome();
    },
    confirmationDuration,
    confirmed,
  );

  useEffect(() => {
    if (confirmed) {
      confirmationRef.current?.focus();
    } else if (focusFirstField.current) {
      focusFirstField.current = false;
      firstNameRef.current?.focus();
    }
  }, [confirmed]);

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      {confirmed ? (
        <Notice
          ref={confirmationRef}
          tabIndex={-1}
          className={styles.confirmation}
          tone="success"
          title={successTitle}
        >
          {successMessage}
        </Notice>
      ) : (
        <>
          <ErrorSummary
            key={summary.attempt}
            errors={summary.errors}
            title={errorSummaryTitle}
            headingLevel={headingLevel}
          />
          <form className={styles.form} {...postableForm(action)} onSubmit={handleSubmit}>
            <div className={styles.nameAndEmail}>
              <form.Field name="firstName">
                {(field) => (
                  <TextField
                    ref={firstNameRef}
                    id={firstNameField.id}
                    className={styles.field}
                    label={firstNameLabel}
                    {...bindTextField(field)}
                    autoComplete="given-name"
                    required
                    requiredMarker={requiredMarker}
                  />
                )}
              </form.Field>
              <form.Field name="email">
                {(field) => (
                  <TextField
                    id={emailField.id}
                    className={styles.field}
                    label={emailLabel}
                    type="email"
                    {...bindTextField(field)}
                    autoComplete="email"
                    required
                    requiredMarker={requiredMarker}
                  />
                )}
              </form.Field>
            </div>
            <form.Field name="consent">
              {(field) => (
                <Checkbox
                  id={consentField.id}
                  label={consentLabel}
                  {...bindCheckbox(field)}
                  required
                  requiredMarker={requiredMarker}
                />
              )}
            </form.Field>
            <div className={styles.actions}>
              <Button
                type="submit"
                className={styles.submitButton}
                busy={sending}
                // Not `disabled`: the button stays in the tab order, so people can find it. Only
                // once script runs: before, the browser checks the required box.
                aria-disabled={(scripted && !consent) || undefined}
              >
                {submitLabel}
              </Button>
            </div>
          </form>
          {failed ? <Notice tone="error">{failureMessage}</Notice> : null}
        </>
      )}
    </div>
  );
}
