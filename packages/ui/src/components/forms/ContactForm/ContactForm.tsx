import { useMemo, type ReactNode } from 'react';
import {
  createContactSchema,
  isHoneypotFilled,
  type ContactInput,
  type ContactMessages,
  type ContactOutput,
} from '@ghat/forms';
import { FormFrame } from '../../../forms/FormFrame.tsx';
import type { FormProps } from '../../../forms/formProps.ts';
import { bindCheckbox } from '../../../forms/useSchemaForm.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { contactForm as contactFormWords } from '../../../i18n/words/contactForm.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { HoneypotField } from '../HoneypotField/HoneypotField.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';

export interface ContactFormProps extends FormProps<ContactOutput, ContactMessages> {
  nameLabel?: ReactNode;
  emailLabel?: ReactNode;
  subjectLabel?: ReactNode;
  messageLabel?: ReactNode;
  consentLabel?: ReactNode;
  /** The button's text while sending. */
  sendingLabel?: ReactNode;
  /** The title shown once the message is sent. */
  sentTitle?: ReactNode;
  sentMessage?: ReactNode;
  /** The button that brings back an empty form. */
  sendAnotherLabel?: ReactNode;
}

const emptyValues: ContactInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  consent: false,
  honeypot: '',
};

// Spam: look exactly like a success, send nothing, tell the bot nothing.
const isSpam = (values: ContactInput) => isHoneypotFilled(values.honeypot);

/**
 * The contact page's message form: full name, email, subject, message and
 * consent, with a hidden spam trap. Editing, then sending ('Sending...'), then
 * sent ('Message Sent Successfully', with 'Send Another Message'). Without
 * consent the button is unavailable, and a submit anyway says why. A filled
 * spam trap shows the sent state but sends nothing. Its words, validation messages included, are
 * the locale's (LocaleProvider) unless given.
 */
export function ContactForm(allProps: ContactFormProps) {
  const words = useWords('contactForm', contactFormWords);
  const {
    nameLabel = words.nameLabel,
    emailLabel = words.emailLabel,
    subjectLabel = words.subjectLabel,
    messageLabel = words.messageLabel,
    consentLabel = words.consentLabel,
    submitLabel = words.submitLabel,
    sendingLabel = words.sendingLabel,
    sentTitle = words.sentTitle,
    sentMessage = words.sentMessage,
    sendAnotherLabel = words.sendAnotherLabel,
    failureMessage = words.failureMessage,
    messages,
    ...props
  } = allProps;
  // The locale's validation messages, with any given over them, key by key. The same object
  // from render to render, as the rules are made again whenever it changes.
  const ruleMessages = useMemo(() => ({ ...words, ...messages }), [words, messages]);
  return (
    <FormFrame
      {...props}
      messages={ruleMessages}
      rules={createContactSchema}
      defaultValues={emptyValues}
      drop={isSpam}
      fields={[
        { name: 'name', label: nameLabel, autoComplete: 'name', pairWithNext: true },
        { name: 'email', label: emailLabel, type: 'email', autoComplete: 'email' },
        { name: 'subject', label: subjectLabel },
        { name: 'message', label: messageLabel, control: TextArea, rows: 6 },
        { name: 'consent', label: consentLabel, control: Checkbox, bind: bindCheckbox },
      ]}
      trap={HoneypotField}
      needsConsent
      submitLabel={submitLabel}
      sendingLabel={sendingLabel}
      successTitle={sentTitle}
      successMessage={sentMessage}
      sendAnotherLabel={sendAnotherLabel}
      failureMessage={failureMessage}
    />
  );
}
