import { useStore } from '@tanstack/react-form';
import { useId, useMemo, type ReactNode } from 'react';
import {
  contactFormText as text,
  createContactSchema,
  isHoneypotFilled,
  type ContactInput,
  type ContactMessages,
  type ContactOutput,
} from '@ghat/forms';
import { sendNowhere } from '../../forms/formHelpers.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import * as styles from '../../forms/formFrame.css.ts';
import type { FormProps } from '../../forms/formProps.ts';
import { bindCheckbox, bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';

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

/**
 * The contact page's message form: full name, email, subject, message and
 * consent, with a hidden spam trap. Editing, then sending ('Sending...'), then
 * sent ('Message Sent Successfully', with 'Send Another Message'). Without
 * consent the button is unavailable, and a submit anyway says why. A filled
 * spam trap shows the sent state but sends nothing.
 */
export function ContactForm({
  submit = sendNowhere,
  nameLabel = text.nameLabel,
  emailLabel = text.emailLabel,
  subjectLabel = text.subjectLabel,
  messageLabel = text.messageLabel,
  consentLabel = text.consentLabel,
  submitLabel = text.submitLabel,
  sendingLabel = text.sendingLabel,
  sentTitle = text.sentTitle,
  sentMessage = text.sentMessage,
  sendAnotherLabel = text.sendAnotherLabel,
  failureMessage = text.failureMessage,
  messages,
  requiredMarker,
  ...props
}: ContactFormProps) {
  const id = useId();
  const fields = [
    { name: 'name', id: `${id}name` },
    { name: 'email', id: `${id}email` },
    { name: 'subject', id: `${id}subject` },
    { name: 'message', id: `${id}message` },
    { name: 'consent', id: `${id}consent` },
  ] as const;
  const schema = useMemo(() => createContactSchema(messages), [messages]);
  const state = useSchemaForm({
    schema,
    defaultValues: emptyValues,
    fields,
    submit,
    // Spam: look exactly like a success, send nothing, tell the bot nothing.
    drop: (values) => isHoneypotFilled(values.honeypot),
  });
  const { form } = state;
  const consent = useStore(form.store, (values) => values.values.consent);
  const fieldProps = { requiredMarker, required: true } as const;

  return (
    <FormFrame
      {...props}
      state={state}
      honeypot
      consent={consent}
      submitLabel={submitLabel}
      sendingLabel={sendingLabel}
      successTitle={sentTitle}
      successMessage={sentMessage}
      sendAnotherLabel={sendAnotherLabel}
      failureMessage={failureMessage}
    >
      <div className={styles.pair}>
        <form.Field name="name">
          {(field) => (
            <TextField
              {...fieldProps}
              id={fields[0].id}
              className={styles.pairedField}
              label={nameLabel}
              {...bindTextField(field)}
              autoComplete="name"
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
      <form.Field name="subject">
        {(field) => (
          <TextField
            {...fieldProps}
            id={fields[2].id}
            label={subjectLabel}
            {...bindTextField(field)}
          />
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => (
          <TextArea
            {...fieldProps}
            id={fields[3].id}
            label={messageLabel}
            {...bindTextField(field)}
            rows={6}
          />
        )}
      </form.Field>
      <form.Field name="consent">
        {(field) => (
          <Checkbox
            {...fieldProps}
            id={fields[4].id}
            label={consentLabel}
            {...bindCheckbox(field)}
          />
        )}
      </form.Field>
    </FormFrame>
  );
}
