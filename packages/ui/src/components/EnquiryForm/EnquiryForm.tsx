import { useId, useMemo, type ReactNode } from 'react';
import {
  createEnquirySchema,
  enquiryFormText as text,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
} from '@ghat/forms';
import { sendNowhere } from '../../forms/formHelpers.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import * as styles from '../../forms/formFrame.css.ts';
import type { FormProps } from '../../forms/formProps.ts';
import { bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';

export interface EnquiryFormProps extends FormProps<EnquiryOutput, EnquiryMessages> {
  nameLabel?: ReactNode;
  emailLabel?: ReactNode;
  phoneLabel?: ReactNode;
  phoneHint?: ReactNode;
  messageLabel?: ReactNode;
  /** The button's text while sending. */
  sendingLabel?: ReactNode;
  /** The title of the notice shown after a successful send. */
  successTitle?: ReactNode;
  successMessage?: ReactNode;
}

const emptyValues: EnquiryInput = { name: '', email: '', phone: '', message: '' };

/**
 * The donate page's 'Get in Touch' enquiry: name, email, optional phone and
 * message. It validates first on submit and then on every change, with an
 * error summary and a message by each field; a send shows 'Thank you' and
 * empties the form.
 */
export function EnquiryForm({
  submit = sendNowhere,
  nameLabel = text.nameLabel,
  emailLabel = text.emailLabel,
  phoneLabel = text.phoneLabel,
  phoneHint,
  messageLabel = text.messageLabel,
  submitLabel = text.submitLabel,
  sendingLabel = text.sendingLabel,
  successTitle = text.successTitle,
  successMessage = text.successMessage,
  failureMessage = text.failureMessage,
  messages,
  requiredMarker,
  ...props
}: EnquiryFormProps) {
  const id = useId();
  const fields = [
    { name: 'name', id: `${id}name` },
    { name: 'email', id: `${id}email` },
    { name: 'phone', id: `${id}phone` },
    { name: 'message', id: `${id}message` },
  ] as const;
  const schema = useMemo(() => createEnquirySchema(messages), [messages]);
  const state = useSchemaForm({ schema, defaultValues: emptyValues, fields, submit });
  const { form } = state;
  const fieldProps = { requiredMarker, required: true } as const;

  return (
    <FormFrame
      {...props}
      state={state}
      outcome="status"
      submitLabel={submitLabel}
      sendingLabel={sendingLabel}
      successTitle={successTitle}
      successMessage={successMessage}
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
      <form.Field name="phone">
        {(field) => (
          <TextField
            id={fields[2].id}
            label={phoneLabel}
            hint={phoneHint}
            type="tel"
            {...bindTextField(field)}
            autoComplete="tel"
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
    </FormFrame>
  );
}
