import { useMemo, type ReactNode } from 'react';
import {
  createNewsletterSignupSchema,
  type NewsletterSignupInput,
  type NewsletterSignupMessages,
  type NewsletterSignupOutput,
} from '@ghat/forms';
import { FormFrame } from '../../../forms/FormFrame.tsx';
import type { FormProps } from '../../../forms/formProps.ts';
import { bindCheckbox } from '../../../forms/useSchemaForm.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { newsletterSignupForm as newsletterSignupFormWords } from '../../../i18n/words/newsletterSignupForm.ts';
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
const consentGiven = (values: NewsletterSignupInput) => values.consent === true;

/**
 * The get-involved page's newsletter sign-up: first name, email and consent.
 * The button is unavailable until consent is ticked, and submitting without it
 * does nothing. A sign-up shows 'Subscription Confirmed' (with the double
 * opt-in explanation) for three seconds, then the form comes back empty. Its words, validation
 * messages included, are the locale's (LocaleProvider) unless given.
 */
export function NewsletterSignupForm(allProps: NewsletterSignupFormProps) {
  const words = useWords('newsletterSignupForm', newsletterSignupFormWords);
  const {
    firstNameLabel = words.firstNameLabel,
    emailLabel = words.emailLabel,
    consentLabel = words.consentLabel,
    submitLabel = words.submitLabel,
    successTitle = words.successTitle,
    successMessage = words.successMessage,
    confirmationDuration = 3000,
    failureMessage = words.failureMessage,
    messages,
    ...props
  } = allProps;
  // The locale's validation messages, with any given over them, key by key (kept from render
  // to render: the rules are made again whenever it changes).
  const ruleMessages = useMemo(() => ({ ...words, ...messages }), [words, messages]);
  return (
    <FormFrame
      {...props}
      messages={ruleMessages}
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
