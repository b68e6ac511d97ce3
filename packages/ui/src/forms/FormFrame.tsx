// What every composed form shares, so that each form declares only its fields, rules and
// words: the error summary, the <form> that also posts without script, the hidden spam
// trap, the submit button, the failure notice, and the outcome: a confirmation in place of
// the form that takes focus (and gives it back to the first field when the form returns),
// or a status line above a form that stays. Internal: it is tied to useSchemaForm.
import { clsx } from 'clsx';
import { useEffect, useRef, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { ErrorSummary } from '../components/ErrorSummary/ErrorSummary.tsx';
import { HoneypotField } from '../components/HoneypotField/HoneypotField.tsx';
import { Notice } from '../components/Notice/Notice.tsx';
import { useTimeout } from '../time/clock.tsx';
import { postableForm } from './formHelpers.ts';
import * as styles from './formFrame.css.ts';
import type { FormProps } from './formProps.ts';
import type { BindableField, ErrorSummaryState } from './useSchemaForm.ts';

/** What the frame reads of `useSchemaForm`'s result (any form's). */
export interface FrameState {
  form: { Field: unknown };
  sending: boolean;
  succeeded: boolean;
  failed: boolean;
  summary: ErrorSummaryState;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  resetOutcome: () => void;
  scripted: boolean;
  firstFieldId: string | undefined;
}

export interface FormFrameProps extends Omit<FormProps<never, never>, 'submit' | 'messages'> {
  state: FrameState;
  /** The form's fields, in order. */
  children: ReactNode;
  successTitle: ReactNode;
  successMessage: ReactNode;
  /**
   * `replace`: the confirmation takes the form's place and focus. `status`: it shows in a
   * status line above the form, which stays (emptied).
   */
  outcome?: 'replace' | 'status';
  /** With `replace`: a button under the confirmation that brings back an empty form. */
  sendAnotherLabel?: ReactNode;
  /** With `replace`: the form comes back empty on its own after this many milliseconds. */
  confirmationDuration?: number;
  /** The button's text while sending; without it the button keeps `submitLabel`. */
  sendingLabel?: ReactNode;
  /** For a form that needs consent: whether it is given (the button looks unavailable until it is). */
  consent?: boolean;
  /** Adds the hidden spam trap, bound to the `honeypot` value. */
  honeypot?: boolean;
}

// The trap's field, by name; the form's type is not known here.
type HoneypotFieldSlot = ComponentType<{
  name: 'honeypot';
  children: (field: BindableField<string | undefined>) => ReactNode;
}>;

export function FormFrame({
  state,
  children,
  successTitle,
  successMessage,
  outcome = 'replace',
  sendAnotherLabel,
  confirmationDuration,
  submitLabel,
  sendingLabel,
  consent,
  honeypot,
  failureMessage,
  errorSummaryTitle,
  headingLevel,
  action,
  className,
  ref,
  ...props
}: FormFrameProps) {
  const { form, sending, succeeded, failed, summary, scripted, firstFieldId } = state;
  const replace = outcome === 'replace';
  const confirmationRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);

  const backToForm = (focus: boolean) => {
    focusFirstField.current = focus;
    state.resetOutcome();
  };

  useTimeout(
    () => {
      // Focus was on the confirmation, which is going: take it to the fresh form.
      const active = document.activeElement;
      backToForm(
        active === null || active === document.body || !!confirmationRef.current?.contains(active),
      );
    },
    confirmationDuration ?? 0,
    succeeded && confirmationDuration !== undefined,
  );

  useEffect(() => {
    if (!replace) return;
    if (succeeded) {
      confirmationRef.current?.focus();
    } else if (focusFirstField.current) {
      focusFirstField.current = false;
      if (firstFieldId) document.getElementById(firstFieldId)?.focus();
    }
  }, [replace, succeeded, firstFieldId]);

  const Field = form.Field as unknown as HoneypotFieldSlot;
  const confirmation = (
    <Notice
      ref={confirmationRef}
      tabIndex={-1}
      className={styles.confirmation}
      tone="success"
      title={successTitle}
    >
      {successMessage}
    </Notice>
  );

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      {replace ? null : (
        // Always on the page, so the thank-you is announced when it appears in it.
        <div role="status">
          {succeeded ? (
            <Notice tone="success" live="off" title={successTitle}>
              {successMessage}
            </Notice>
          ) : null}
        </div>
      )}
      {replace && succeeded ? (
        sendAnotherLabel === undefined ? (
          confirmation
        ) : (
          <div className={styles.sent}>
            {confirmation}
            <Button variant="secondary" onClick={() => backToForm(true)}>
              {sendAnotherLabel}
            </Button>
          </div>
        )
      ) : (
        <>
          <ErrorSummary
            key={summary.attempt}
            errors={summary.errors}
            title={errorSummaryTitle}
            headingLevel={headingLevel}
          />
          <form className={styles.form} {...postableForm(action)} onSubmit={state.handleSubmit}>
            {children}
            {honeypot ? (
              <Field name="honeypot">
                {(field) => (
                  <HoneypotField
                    value={field.state.value ?? ''}
                    onChange={(event) => field.handleChange(event.target.value)}
                  />
                )}
              </Field>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                className={styles.submitButton}
                busy={sending}
                // Not `disabled`: the button stays in the tab order, and pressing it says what is
                // missing. Only once script runs: before, the browser checks the required box.
                aria-disabled={(scripted && consent === false) || undefined}
              >
                {sending && sendingLabel !== undefined ? sendingLabel : submitLabel}
              </Button>
            </div>
          </form>
          {failed ? <Notice tone="error">{failureMessage}</Notice> : null}
        </>
      )}
    </div>
  );
}
