import { useStore } from '@tanstack/react-form';
import { useId, useMemo, type ReactNode } from 'react';
import {
  createNewsletterSignupSchema,
  newsletterSignupText as text,
  type NewsletterSignupInput,
  type NewsletterSignupMessages,
  type NewsletterSignupOutput,
} from '@ghat/forms';
import { sendNowhere } from '../../forms/formHelpers.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import * as styles from '../../forms/formFrame.css.ts';
import type { FormProps } from '../../forms/formProps.ts';
import { bindCheckbox, bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from '../TextField/TextField.tsx';

export interface NewsletterSignupFormProps extends FormProps<
  NewsletterSignupOutput,
  NewsletterSignupMessages
> {
  firstNameLabel?: ReactNode;
  emailLabel?: ReactNode;
  consentLabel?: ReactNode;
  /** The title of the confirmation. */
  successTitle?: ReactNode;
  /** Says that a confirmation email follows (double opt-in). */
  successMessage?: ReactNode;
  /** How long the confirmation shows before the form comes back empty, in milliseconds. */
  confirmationDuration?: number;
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
  firstNameLabel = text.firstNameLabel,
  emailLabel = text.emailLabel,
  consentLabel = text.consentLabel,
  submitLabel = text.submitLabel,
  successTitle = text.successTitle,
  successMessage = text.successMessage,
  confirmationDuration = 3000,
  failureMessage = text.failureMessage,
  messages,
  requiredMarker,
  ...props
}: NewsletterSignupFormProps) {
  const id = useId();
  const fields = [
    { name: 'firstName', id: `${id}firstName` },
    { name: 'email', id: `${id}email` },
    { name: 'consent', id: `${id}consent` },
  ] as const;
  const schema = useMemo(() => createNewsletterSignupSchema(messages), [messages]);
  const state = useSchemaForm({
    schema,
    defaultValues: emptyValues,
    fields,
    submit,
    // The specification: without consent, submitting does nothing.
    before: (values) => values.consent,
  });
  const { form } = state;
  const consent = useStore(form.store, (values) => values.values.consent);
  const fieldProps = { requiredMarker, required: true } as const;

  return (
    <FormFrame
      {...props}
      state={state}
      consent={consent}
      confirmationDuration={confirmationDuration}
      submitLabel={submitLabel}
      successTitle={successTitle}
      successMessage={successMessage}
      failureMessage={failureMessage}
    >
      <div className={styles.pair}>
        <form.Field name="firstName">
          {(field) => (
            <TextField
              {...fieldProps}
              id={fields[0].id}
              className={styles.pairedField}
              label={firstNameLabel}
              {...bindTextField(field)}
              autoComplete="given-name"
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              {...fieldProps}
              id={fields[1].id}
              className={styles.pairedField}
              label={emailLabel}
              type="email"
              {...bindTextField(field)}
              autoComplete="email"
            />
          )}
        </form.Field>
      </div>
      <form.Field name="consent">
        {(field) => (
          <Checkbox
            {...fieldProps}
            id={fields[2].id}
            label={consentLabel}
            {...bindCheckbox(field)}
          />
        )}
      </form.Field>
    </FormFrame>
  );
}
