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
  createContactSchema,
  isHoneypotFilled,
  type ContactInput,
  type ContactMessages,
  type ContactOutput,
} from '@ghat/forms';
import { bindCheckbox, bindTextField, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { HoneypotField } from '../HoneypotField/HoneypotField.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ContactForm.css.ts';

export interface ContactFormProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends the message (trimmed); reject to show the failure message. By default nothing is sent. */
  submit?: (values: ContactOutput) => Promise<void>;
  nameLabel?: ReactNode;
  emailLabel?: ReactNode;
  subjectLabel?: ReactNode;
  messageLabel?: ReactNode;
  consentLabel?: ReactNode;
  submitLabel?: ReactNode;
  /** The button's text while sending. */
  sendingLabel?: ReactNode;
  /** The title shown once the message is sent. */
  sentTitle?: ReactNode;
  sentMessage?: ReactNode;
  /** The button that brings back an empty form. */
  sendAnotherLabel?: ReactNode;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  /** Validation messages, for pages in other languages. */
  messages?: Partial<ContactMessages>;
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
  action,
  nameLabel = 'Full name',
  emailLabel = 'Email address',
  subjectLabel = 'Subject',
  messageLabel = 'Message',
  consentLabel = 'I consent to the Trust processing my personal data to respond to my enquiry.',
  submitLabel = 'Send Message',
  sendingLabel = 'Sending...',
  sentTitle = 'Message Sent Successfully',
  sentMessage = 'Thank you for contacting us. We aim to reply within 2-3 business days.',
  sendAnotherLabel = 'Send Another Message',
  failureMessage = 'Sorry, your message could not be sent. Please try again.',
  messages,
  errorSummaryTitle,
  headingLevel,
  requiredMarker,
  className,
  ref,
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
  const [nameField, emailField, subjectField, messageField, consentField] = fields;
  const schema = useMemo(() => createContactSchema(messages), [messages]);
  const {
    form,
    sending,
    succeeded: sent,
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
    // Spam: look exactly like a success, send nothing, tell the bot nothing.
    drop: (values) => isHoneypotFilled(values.honeypot),
  });
  const sentRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const focusFirstField = useRef(false);
  const consent = useStore(form.store, (state) => state.values.consent);

  useEffect(() => {
    if (sent) {
      sentRef.current?.focus();
    } else if (focusFirstField.current) {
      focusFirstField.current = false;
      nameRef.current?.focus();
    }
  }, [sent]);

  const sendAnother = () => {
    focusFirstField.current = true;
    resetOutcome();
  };

  const fieldProps = { requiredMarker, required: true } as const;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      {sent ? (
        <div className={styles.sent}>
          <Notice
            ref={sentRef}
            tabIndex={-1}
            className={styles.confirmation}
            tone="success"
            title={sentTitle}
          >
            {sentMessage}
          </Notice>
          <Button variant="secondary" onClick={sendAnother}>
            {sendAnotherLabel}
          </Button>
        </div>
      ) : (
        <>
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
                    {...fieldProps}
                    ref={nameRef}
                    id={nameField.id}
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
                    id={emailField.id}
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
                  id={subjectField.id}
                  label={subjectLabel}
                  {...bindTextField(field)}
                />
              )}
            </form.Field>
            <form.Field name="message">
              {(field) => (
                <TextArea
                  {...fieldProps}
                  id={messageField.id}
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
                  id={consentField.id}
                  label={consentLabel}
                  {...bindCheckbox(field)}
                />
              )}
            </form.Field>
            <form.Field name="honeypot">
              {(field) => (
                <HoneypotField
                  value={field.state.value ?? ''}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              )}
            </form.Field>
            <div className={styles.actions}>
              <Button
                type="submit"
                className={styles.submitButton}
                busy={sending}
                // Not `disabled`: the button stays in the tab order, and pressing it says what is
                // missing. Only once script runs: before, the browser checks the required box.
                aria-disabled={(scripted && !consent) || undefined}
              >
                {sending ? sendingLabel : submitLabel}
              </Button>
            </div>
          </form>
          {failed ? <Notice tone="error">{failureMessage}</Notice> : null}
        </>
      )}
    </div>
  );
}
