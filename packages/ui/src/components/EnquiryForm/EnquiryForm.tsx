import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { clsx } from 'clsx';
import * as v from 'valibot';
import { useId, useMemo, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  firstMessage,
  sendNowhere,
  submitHandler,
  summaryEntries,
} from '../../forms/formHelpers.ts';
import {
  createEnquirySchema,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
} from '../../forms/schemas.ts';
import { Button } from '../Button/Button.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary/ErrorSummary.tsx';
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
  const [succeeded, setSucceeded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [summary, setSummary] = useState<{ attempt: number; errors: ErrorSummaryItem[] }>({
    attempt: 0,
    errors: [],
  });

  const form = useForm({
    defaultValues: emptyValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await submit(v.parse(schema, value));
      } catch {
        setFailed(true);
        return;
      }
      formApi.reset();
      setSucceeded(true);
    },
    onSubmitInvalid: ({ formApi }) => {
      setSummary((previous) => ({
        attempt: previous.attempt + 1,
        errors: summaryEntries(formApi.state.fieldMeta, fields),
      }));
    },
  });
  const sending = useStore(form.store, (state) => state.isSubmitting);

  const handleSubmit = submitHandler(form, () => {
    setFailed(false);
    setSucceeded(false);
    setSummary((previous) => ({ ...previous, errors: [] }));
    return true;
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
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.pair}>
          <form.Field name="name">
            {(field) => (
              <TextField
                id={nameField.id}
                className={styles.pairedField}
                label={nameLabel}
                name={field.name}
                autoComplete="name"
                required
                requiredMarker={requiredMarker}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={firstMessage(field.state.meta.errors)}
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
                name={field.name}
                autoComplete="email"
                required
                requiredMarker={requiredMarker}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
                error={firstMessage(field.state.meta.errors)}
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
              name={field.name}
              autoComplete="tel"
              value={field.state.value ?? ''}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="message">
          {(field) => (
            <TextArea
              id={messageField.id}
              label={messageLabel}
              name={field.name}
              required
              requiredMarker={requiredMarker}
              rows={6}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
              error={firstMessage(field.state.meta.errors)}
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
