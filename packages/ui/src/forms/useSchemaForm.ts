// The machinery the composed forms share around TanStack Form: a Valibot
// schema that checks first on submit and then on every change, the outcome
// (sent or failed), the error summary, and the props that bind a field to its
// control. Each form keeps its own fields, words, layout and focus. Kept apart
// from formHelpers.ts so the footer's sign-up, which has no TanStack Form,
// never pulls it in.
import { revalidateLogic, useForm, type DeepKeys } from '@tanstack/react-form';
import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import * as v from 'valibot';
import type { ErrorSummaryItem } from '../components/forms/ErrorSummary/ErrorSummary.tsx';
import { firstMessage, submitHandler, summaryEntries } from './formHelpers.ts';
import { afterNextPaint } from '../time/afterNextPaint.ts';

/** A field the error summary can list: its name in the values, and its control's id. */
export interface SummaryField {
  name: string;
  id: string;
}

/** What the error summary shows. A new `attempt` remounts it, so it takes focus again. */
export interface ErrorSummaryState {
  attempt: number;
  errors: ErrorSummaryItem[];
}

export interface SchemaFormOptions<TInput, TOutput> {
  /** The rules; memoise it, or every render brings new validators. */
  schema: v.GenericSchema<TInput, TOutput>;
  defaultValues: TInput;
  /** The fields the error summary lists, in the order the form shows them. */
  fields: readonly SummaryField[];
  /** Sends what the schema outputs (trimmed); a rejection shows the failure. */
  submit: (values: TOutput) => Promise<void>;
  /** Runs first on every submit; returning false stops it and changes nothing. */
  before?: (values: TInput) => boolean;
  /**
   * Whether to drop a submission silently (a filled spam trap): it looks
   * exactly like a success, but nothing is checked or sent.
   */
  drop?: (values: TInput) => boolean;
}

/**
 * A TanStack Form checked by `schema`, with what every composed form shows
 * around it: `sending` while `submit` is under way, then `succeeded` (the form
 * is emptied) or `failed` (what was typed is kept), and the error `summary`
 * after a submit with problems. Give `handleSubmit` to the `<form>`.
 */
export function useSchemaForm<TInput, TOutput>({
  schema,
  defaultValues,
  fields,
  submit,
  before,
  drop,
}: SchemaFormOptions<TInput, TOutput>) {
  const [succeeded, setSucceeded] = useState(false);
  // What the last send rejected with (kept to say why: TryAgainLater), or none.
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const [summary, setSummary] = useState<ErrorSummaryState>({ attempt: 0, errors: [] });
  // While `submit` is under way: set here, not read from TanStack's isSubmitting, which is
  // also true while the rules are checked. A press on an empty form then renders its
  // messages once, not also a button that flips to sending and back (issue 27's latency).
  const [sending, setSending] = useState(false);

  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setSending(true);
      try {
        await submit(v.parse(schema, value));
      } catch (reason) {
        setFailure({ reason });
        return;
      } finally {
        setSending(false);
      }
      formApi.reset();
      setSucceeded(true);
    },
    onSubmitInvalid: ({ formApi }) => {
      showSummary(formApi.state.fieldMeta);
    },
  });

  const showSummary = (fieldMeta: typeof form.state.fieldMeta) => {
    setSummary((previous) => ({
      attempt: previous.attempt + 1,
      errors: summaryEntries(fieldMeta, fields),
    }));
  };

  /**
   * Checks a submit and shows what the rules turn down: whether it was turned down. The
   * summary comes first, on its own: Valibot's check alone (a few ms), one render of the
   * summary, and its focus, so the press is answered in the next frame. The fields' own state
   * follows once that frame is painted (issue 27: a press of Send on an empty enquiry form,
   * with the CPU four times slower, took 200-300 ms with both in one render): each field
   * touched, TanStack's own check setting their messages, then a submission attempt counted,
   * so the rules then check each change, as after TanStack's submit. A submit that passes goes
   * on to TanStack's, which checks again and sends.
   */
  const turnedDown = () => {
    const result = v.safeParse(schema, form.state.values);
    if (result.success) return false;
    setSummary((previous) => ({
      attempt: previous.attempt + 1,
      errors: summaryFromIssues(result.issues, fields),
    }));
    afterNextPaint(() => {
      for (const name of Object.keys(form.fieldInfo) as DeepKeys<TInput>[]) {
        form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }));
      }
      form.validateSync('submit');
      form.baseStore.setState((state) => ({
        ...state,
        isSubmitted: false,
        isSubmitSuccessful: false,
        submissionAttempts: state.submissionAttempts + 1,
      }));
    });
    return true;
  };

  // A prerendered form works as plain HTML until it hydrates, and a visitor may type (or
  // tick) before then. React leaves that on screen, but the state starts from
  // `defaultValues`: take in what the controls hold, once, as the form comes alive.
  const firstFieldId = fields[0]?.id;
  useEffect(() => {
    const control = firstFieldId ? document.getElementById(firstFieldId) : null;
    const element = control && 'form' in control ? (control.form as HTMLFormElement | null) : null;
    if (element) adoptTypedValues(element, form as unknown as AdoptingForm);
  }, [firstFieldId, form]);

  const handleSubmit = submitHandler(form, () => {
    const values = form.state.values;
    if (before && !before(values)) return false;
    setFailure(null);
    setSummary((previous) => ({ ...previous, errors: [] }));
    if (drop?.(values)) {
      form.reset();
      setSucceeded(true);
      return false;
    }
    setSucceeded(false);
    return !turnedDown();
  });

  /** Back to editing, with neither the success nor the failure shown. */
  const resetOutcome = () => {
    setSucceeded(false);
    setFailure(null);
  };

  const scripted = useScripted();

  return {
    form,
    sending,
    succeeded,
    failed: failure !== null,
    /** What the last send rejected with, while `failed`. */
    failure: failure?.reason,
    summary,
    handleSubmit,
    resetOutcome,
    scripted,
  };
}

const noSubscription = () => () => undefined;

/**
 * Whether the page's script runs this form: false in prerendered HTML and while hydrating,
 * true after. Before that the form is an ordinary post the browser checks, so nothing may
 * claim otherwise (a button marked unavailable that in fact works).
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface AdoptingForm {
  state: { values: Record<string, unknown> };
  setFieldValue: (name: string, value: unknown, options: { dontValidate: boolean }) => void;
}

/** Copies each control's value (by its name) into the form's state where they differ. */
function adoptTypedValues(element: HTMLFormElement, form: AdoptingForm) {
  for (const [name, value] of Object.entries(form.state.values)) {
    const control = element.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== Boolean(value)) {
        form.setFieldValue(name, control.checked, { dontValidate: true });
      }
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      if (control.value !== (value ?? '')) {
        form.setFieldValue(name, control.value, { dontValidate: true });
      }
    }
  }
}

/** The parts of a TanStack Form field that its control is bound to. */
export interface BindableField<TValue> {
  name: string;
  state: { value: TValue; meta: { errors: readonly unknown[] } };
  handleChange: (value: NonNullable<TValue>) => void;
  handleBlur: () => void;
}

/**
 * The props that bind a TextField or TextArea to a form field. An optional
 * field left out reads as empty, so the control stays controlled.
 */
export function bindTextField(field: BindableField<string | undefined>) {
  return {
    name: field.name,
    value: field.state.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error: firstMessage(field.state.meta.errors),
  };
}

/** The props that bind a Checkbox to a yes-or-no form field. */
export function bindCheckbox(field: BindableField<boolean>) {
  return {
    name: field.name,
    checked: field.state.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.checked),
    onBlur: field.handleBlur,
    error: firstMessage(field.state.meta.errors),
  };
}

/**
 * The error summary's entries from Valibot's issues: each field's first, in the order the
 * form shows them. The same messages TanStack's check gives the fields, as it reads the
 * same issues by their paths.
 */
function summaryFromIssues(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly SummaryField[],
): ErrorSummaryItem[] {
  return fields.flatMap(({ name, id }) => {
    const issue = issues.find((candidate) => candidate.path?.[0]?.key === name);
    return issue ? [{ fieldId: id, message: issue.message }] : [];
  });
}
