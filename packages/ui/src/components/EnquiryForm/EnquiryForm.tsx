import { clsx } from 'clsx';
import { useId, useMemo, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { postableForm, sendNowhere } from '../../forms/formHelpers.ts';
import {
  createEnquirySchema,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
} from '@ghat/forms';
import { bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Button } from '../Button/Button.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './EnquiryForm.css.ts';

export interface EnquiryFormProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends the enquiry (trimmed); reject to show the failure message. By default nothing is sent. */
  submit?: (values: EnquiryOutput) => Promise<void>;
  nameLabel?: ReactNode;
  emailLabel?: ReactNode;
  phoneLabel?: ReactNode;
  phoneHint?: ReactNode;
  messageLabel?: ReactNode;
  submitLabel?: ReactNode;
  /** The button's text while sending. */
  sendingLabel?: ReactNode;
  /** The title of the notice shown after a successful send. */
  successTitle?: ReactNode;
  successMessage?: ReactNode;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  /** Validation messages, for pages in other languages. */
  messages?: Partial<EnquiryMessages>;
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

const emptyValues: EnquiryInput = { name: '', email: '', phone: '', message: '' };

/**
 * The donate page's 'Get in Touch' enquiry: name, email, optional phone and
 * message. It validates first on submit and then on every change, with an
 * error summary and a message by each field; a send shows 'Thank you' and
 * empties the form.
 */
export function EnquiryForm({
  submit = sendNowhere,
  action,
  nameLabel = 'Name',
  emailLabel = 'Email address',
  phoneLabel = 'Phone number (optional)',
  phoneHint,
  messageLabel = 'Message',
  submitLabel = 'Send Enquiry',
  sendingLabel = 'Sending...',
  successTitle = 'Thank you',
  successMessage = 'Our team will be in touch within 48 hours.',
  failureMessage = 'Sorry, your enquiry could not be sent. Please try again.',
  messages,
  errorSummaryTitle,
  headingLevel,
  requiredMarker,
  className,
  ref,
  ...props
}: EnquiryFormProps) {
  const id = useId();
  const fields = [
    { name: 'name', id: `${id}name` },
    { name: 'email', id: `${id}email` },
    { name: 'phone', id: `${id}phone` },
    { name: 'message', id: `${id}message` },
  ] as const;
  const [nameField, emailField, phoneField, messageField] = fields;
  const schema = useMemo(() => createEnquirySchema(messages), [messages]);
  const { form, sending, succeeded, failed, summary, handleSubmit } = useSchemaForm({
    schema,
    defaultValues: emptyValues,
    fields,
    submit,
  });

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      {/* Always on the page, so the thank-you is announced when it appears in it. */}
      <div role="status">
        {succeeded ? (
          <Notice tone="success" live="off" title={successTitle}>
            {successMessage}
          </Notice>
        ) : null}
      </div>
      <ErrorSummary
        key={summary.attempt}
        errors={summary.errors}
        title={errorSummaryTitle}
        headingLevel={headingLevel}
      />
      <form className={styles.form} {...postableForm(action)} onSubmit={handleSubmit}>
        <div className={styles.pair}>
          <form.Field name="name">
            {(field) => (
              <TextField
                id={nameField.id}
                className={styles.pairedField}
                label={nameLabel}
                {...bindTextField(field)}
                autoComplete="name"
                required
                requiredMarker={requiredMarker}
              />
            )}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextField
                id={emailField.id}
                className={styles.pairedField}
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
        <form.Field name="phone">
          {(field) => (
            <TextField
              id={phoneField.id}
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
              id={messageField.id}
              label={messageLabel}
              {...bindTextField(field)}
              required
              requiredMarker={requiredMarker}
              rows={6}
            />
          )}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" busy={sending}>
            {sending ? sendingLabel : submitLabel}
          </Button>
        </div>
      </form>
      {failed ? <Notice tone="error">{failureMessage}</Notice> : null}
    </div>
  );
}
