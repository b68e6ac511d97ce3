// What every composed form shares, so that each form declares only its fields, rules and
// words: the form state (useSchemaForm), the error summary, the <form> that also posts
// without script, the fields, the submit button, the failure notice, and the outcome: a
// confirmation in place of the form that takes focus (and gives it back to the first field
// when the form returns), or a status line above a form that stays. Internal, as its shape
// is the composed forms' own; they are the public components.
import { useStore } from '@tanstack/react-form';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type * as v from 'valibot';
import { Button } from '../components/Button/Button.tsx';
import { ErrorSummary } from '../components/ErrorSummary/ErrorSummary.tsx';
import { Notice } from '../components/Notice/Notice.tsx';
import { useTimeout } from '../time/clock.tsx';
import { fieldId, FormFields, type FieldSlot, type FieldSpec } from './formFields.tsx';
import * as styles from './formFrame.css.ts';
import { postableForm, sendNowhere } from './formHelpers.ts';
import type { FormProps } from './formProps.ts';
import { useSchemaForm, type SchemaFormOptions } from './useSchemaForm.ts';

export interface FormFrameProps<TInput, TOutput, TMessages>
  extends
    FormProps<TOutput, TMessages>,
    Pick<SchemaFormOptions<TInput, TOutput>, 'defaultValues' | 'before' | 'drop'> {
  /** The rules, with the page's messages. */
  rules: (messages?: Partial<TMessages>) => v.GenericSchema<TInput, TOutput>;
  /** The fields, in order. */
  fields: readonly FieldSpec[];
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
  /** Until the `consent` box is ticked the button looks unavailable (it still says why). */
  needsConsent?: boolean;
}

export function FormFrame<TInput, TOutput, TMessages>({
  rules,
  messages,
  defaultValues,
  fields,
  submit = sendNowhere,
  before,
  drop,
  successTitle,
  successMessage,
  outcome = 'replace',
  sendAnotherLabel,
  confirmationDuration,
  submitLabel,
  sendingLabel,
  needsConsent,
  failureMessage,
  errorSummaryTitle,
  headingLevel,
  requiredMarker,
  action,
  className,
  ref,
  ...props
}: FormFrameProps<TInput, TOutput, TMessages>) {
  const frameId = useId();
  const schema = useMemo(() => rules(messages), [rules, messages]);
  const { form, sending, succeeded, failed, summary, handleSubmit, resetOutcome, scripted } =
    useSchemaForm({
      schema,
      defaultValues,
      fields: fields.map(({ name }) => ({ name, id: fieldId(frameId, name) })),
      submit,
      before,
      drop,
    });
  const consent = useStore(form.store, (state) => (state.values as { consent?: boolean }).consent);
  const replace = outcome === 'replace';
  const confirmationRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);
  const firstFieldId = fieldId(frameId, fields[0]?.name ?? '');

  const backToForm = (focus: boolean) => {
    focusFirstField.current = focus;
    resetOutcome();
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
      document.getElementById(firstFieldId)?.focus();
    }
  }, [replace, succeeded, firstFieldId]);

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
          <form className={styles.form} {...postableForm(action)} onSubmit={handleSubmit}>
            <FormFields
              Field={form.Field as unknown as FieldSlot}
              frameId={frameId}
              fields={fields}
              requiredMarker={requiredMarker}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                className={styles.submitButton}
                busy={sending}
                // Not `disabled`: the button stays in the tab order, and pressing it says what is
                // missing. Only once script runs: before, the browser checks the required box.
                aria-disabled={(needsConsent && scripted && !consent) || undefined}
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
