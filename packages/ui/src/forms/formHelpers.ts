// Plumbing the composed forms share: reading TanStack Form's errors, building
// the error summary, and submitting without a page load or a second send.
import type { FormEvent } from 'react';
import type { ErrorSummaryItem } from '../components/forms/ErrorSummary/ErrorSummary.tsx';

/** The transport when none is given: nothing is sent, and it succeeds at once. */
export function sendNowhere(): Promise<void> {
  return Promise.resolve();
}

/** The first message among a field's errors (Standard Schema issues or plain strings). */
export function firstMessage(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error !== '') return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { message } = error;
      if (typeof message === 'string' && message !== '') return message;
    }
  }
  return undefined;
}

type FieldMetaMap = Partial<Record<string, { errors?: readonly unknown[] } | undefined>>;

/** One summary entry per field in error, in the order the form shows them. */
export function summaryEntries(
  fieldMeta: FieldMetaMap,
  fields: readonly { name: string; id: string }[],
): ErrorSummaryItem[] {
  return fields.flatMap(({ name, id }) => {
    const message = firstMessage(fieldMeta[name]?.errors);
    return message === undefined ? [] : [{ fieldId: id, message }];
  });
}

interface Submittable {
  state: { isSubmitting: boolean };
  handleSubmit: () => Promise<unknown>;
}

/**
 * Hands a form's submit event to TanStack Form: no page load, and nothing
 * while a send is under way (a second Enter or click must not send twice).
 * `before` runs first and may stop the submission by returning false.
 */
export function submitHandler(form: Submittable, before?: () => boolean) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (form.state.isSubmitting) return;
    if (before && !before()) return;
    void form.handleSubmit();
  };
}

/** Once the page's script runs, it checks the form itself: the browser's own check steps aside. */
function checkedByScript(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}

/**
 * The props that make a composed form work before its script has run, or without one: an
 * ordinary POST of its named fields to `action`, checked first by the browser (`required`,
 * `type="email"`). Prerendered HTML carries no `novalidate`; hydration sets it, and from
 * then on the form is checked and sent by script, as before.
 */
export function postableForm(action: string | undefined) {
  return { method: 'post', action, ref: checkedByScript } as const;
}
