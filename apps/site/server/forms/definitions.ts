// The four forms the service accepts, each checked by the very schema its browser form uses.
import { ContactFormSchema, EnquiryFormSchema, NewsletterFormSchema } from '@ghat/content';
import { footerNewsletterSchema, honeypotFieldName, isHoneypotFilled } from '@ghat/forms';
import * as v from 'valibot';

export const formNames = ['contact', 'enquiry', 'newsletter', 'footer-newsletter'] as const;
export type FormName = (typeof formNames)[number];

export function isFormName(name: string): name is FormName {
  return (formNames as readonly string[]).includes(name);
}

interface FormDefinition {
  schema: v.GenericSchema<unknown, { email: string } & Record<string, unknown>>;
  /** Tick boxes: in an ordinary form post, present means ticked. */
  checkboxes: readonly string[];
}

export const forms: Record<FormName, FormDefinition> = {
  contact: { schema: ContactFormSchema, checkboxes: ['consent'] },
  enquiry: { schema: EnquiryFormSchema, checkboxes: [] },
  newsletter: { schema: NewsletterFormSchema, checkboxes: ['consent'] },
  'footer-newsletter': { schema: footerNewsletterSchema, checkboxes: [] },
};

/**
 * An ordinary form post as the JSON the schemas read: a tick box is sent only when ticked
 * (with any value), and the spam trap arrives under the HoneypotField's input name.
 */
export function fromFormPost(form: FormName, params: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  for (const box of forms[form].checkboxes) values[box] = params.has(box);
  return values;
}

/** Whether a body filled the spam trap, under either of its names. */
export function filledHoneypot(values: Record<string, unknown>): boolean {
  return isHoneypotFilled(values.honeypot) || isHoneypotFilled(values[honeypotFieldName]);
}

export type Validation =
  | { ok: true; values: { email: string } & Record<string, unknown> }
  | { ok: false; errors: Record<string, string> };

/** The schema's verdict: the trimmed values, or each field's first message. */
export function validate(form: FormName, body: unknown): Validation {
  const result = v.safeParse(forms[form].schema, body);
  if (result.success) {
    // The trap has done its work: it is not part of what is kept.
    const { honeypot: _honeypot, ...values } = result.output;
    return { ok: true, values: { ...values, email: result.output.email } };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
