// What every composed form shares, so that each form declares only its fields, rules and
// words: the form state (useSchemaForm), the error summary, the <form> that also posts
// without script, the fields, the spam trap, the submit button, the failure notice, and the
// outcome once sent. Internal, as its shape is the composed forms' own; they are the public
// components.
import { useStore } from '@tanstack/react-form';
import { clsx } from 'clsx';
import { useId, useMemo, type ChangeEventHandler, type ComponentType, type ReactNode } from 'react';
import type * as v from 'valibot';
import { Button } from '../primitives/actions/Button/Button.tsx';
import { ErrorSummary } from '../components/forms/ErrorSummary/ErrorSummary.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { ConfirmationInPlace } from './ConfirmationInPlace.tsx';
import { fieldId, FormFields, type FieldSlot, type FieldSpec } from './formFields.tsx';
import * as styles from './formFrame.css.ts';
import { postableForm, sendNowhere } from './formHelpers.ts';
import type { OutcomeProps } from './formOutcome.ts';
import type { FormProps } from './formProps.ts';
import { bindTextField, useSchemaForm, type SchemaFormOptions } from './useSchemaForm.ts';

export interface FormFrameProps<TInput, TOutput, TMessages>
  extends
    FormProps<TOutput, TMessages>,
    Pick<SchemaFormOptions<TInput, TOutput>, 'defaultValues' | 'before' | 'drop'>,
    Pick<OutcomeProps, 'successTitle' | 'successMessage' | 'sendAnotherLabel'> {
  /** The rules, with the page's messages. */
  rules: (messages?: Partial<TMessages>) => v.GenericSchema<TInput, TOutput>;
  /** The fields, in order. */
  fields: readonly FieldSpec[];
  /**
   * How the form shows it was sent: ConfirmationInPlace (the default), or StatusAbove. The
   * default is in the frame's own module: a separate one would be one more file to fetch.
   */
  outcome?: ComponentType<OutcomeProps>;
  confirmationDuration?: number | undefined;
  /** The button's text while sending; without it the button keeps `submitLabel`. */
  sendingLabel?: ReactNode;
  /** The hidden spam trap (HoneypotField), bound to the `honeypot` value, after the fields. */
  trap?: ComponentType<{ value: string; onChange: ChangeEventHandler<HTMLInputElement> }>;
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
  outcome: Outcome = ConfirmationInPlace,
  successTitle,
  successMessage,
  sendAnotherLabel,
  confirmationDuration,
  submitLabel,
  sendingLabel,
  trap: Trap,
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
  const {
    form,
    sending,
    succeeded,
    failed,
    failure,
    summary,
    handleSubmit,
    resetOutcome,
    scripted,
  } = useSchemaForm({
    schema,
    defaultValues,
    fields: fields.map(({ name }) => ({ name, id: fieldId(frameId, name) })),
    submit,
    before,
    drop,
  });
  const consent = useStore(form.store, (state) => (state.values as { consent?: boolean }).consent);
  const Field = form.Field as unknown as FieldSlot;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <Outcome
        succeeded={succeeded}
        resetOutcome={resetOutcome}
        firstFieldId={fieldId(frameId, fields[0]?.name ?? '')}
        successTitle={successTitle}
        successMessage={successMessage}
        sendAnotherLabel={sendAnotherLabel}
        confirmationDuration={confirmationDuration}
      >
        <ErrorSummary
          key={summary.attempt}
          errors={summary.errors}
          title={errorSummaryTitle}
          headingLevel={headingLevel}
        />
        <form className={styles.form} {...postableForm(action)} onSubmit={handleSubmit}>
          <FormFields
            Field={Field}
            frameId={frameId}
            fields={fields}
            requiredMarker={requiredMarker}
          />
          {Trap ? (
            <Field name="honeypot">
              {(field) => {
                // Only the value: the trap keeps its own name, and shows no error.
                const { value, onChange } = bindTextField(field);
                return <Trap value={value} onChange={onChange} />;
              }}
            </Field>
          ) : null}
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
        {failed ? <FailureNotice failure={failure} failureMessage={failureMessage} /> : null}
      </Outcome>
    </div>
  );
}
