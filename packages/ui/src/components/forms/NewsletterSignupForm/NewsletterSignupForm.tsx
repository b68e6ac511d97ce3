import type { ReactNode } from 'react';
import {
  createNewsletterSignupSchema,
  type NewsletterSignupInput,
  type NewsletterSignupMessages,
  type NewsletterSignupOutput,
} from '@ghat/forms';
import { newsletterSignupText as text } from '@ghat/forms/words';
import { FormFrame } from '../../../forms/FormFrame.tsx';
import type { FormProps } from '../../../forms/formProps.ts';
import { bindCheckbox } from '../../../forms/useSchemaForm.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';

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

// The specification: without consent, submitting does nothing.
const consentGiven = (values: NewsletterSignupInput) => values.consent;

/**
 * The get-involved page's newsletter sign-up: first name, email and consent.
 * The button is unavailable until consent is ticked, and submitting without it
 * does nothing. A sign-up shows 'Subscription Confirmed' (with the double
 * opt-in explanation) for three seconds, then the form comes back empty.
 */
export function NewsletterSignupForm({
  firstNameLabel = text.firstNameLabel,
  emailLabel = text.emailLabel,
  consentLabel = text.consentLabel,
  submitLabel = text.submitLabel,
  successTitle = text.successTitle,
  successMessage = text.successMessage,
  confirmationDuration = 3000,
  failureMessage = text.failureMessage,
  ...props
}: NewsletterSignupFormProps) {
  return (
    <FormFrame
      {...props}
      rules={createNewsletterSignupSchema}
      defaultValues={emptyValues}
      before={consentGiven}
      fields={[
        {
          name: 'firstName',
          label: firstNameLabel,
          autoComplete: 'given-name',
          pairWithNext: true,
        },
        { name: 'email', label: emailLabel, type: 'email', autoComplete: 'email' },
        { name: 'consent', label: consentLabel, control: Checkbox, bind: bindCheckbox },
      ]}
      needsConsent
      confirmationDuration={confirmationDuration}
      submitLabel={submitLabel}
      successTitle={successTitle}
      successMessage={successMessage}
      failureMessage={failureMessage}
    />
  );
}
