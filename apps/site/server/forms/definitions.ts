// The four forms the service accepts, each checked by the very schema its browser form uses,
// with the messages of the language the page was in (@ghat/ui's own words for its forms).
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import {
  createContactSchema,
  createEnquirySchema,
  createFooterNewsletterSchema,
  createNewsletterSignupSchema,
  honeypotFieldName,
  isHoneypotFilled,
} from '@ghat/forms';
import type { UiLocale } from '@ghat/ui';
import * as v from 'valibot';
import { uiLocales } from '../../src/features/page/uiLocales.ts';

export const formNames = ['contact', 'enquiry', 'newsletter', 'footer-newsletter'] as const;
export type FormName = (typeof formNames)[number];

export function isFormName(name: string): name is FormName {
  return (formNames as readonly string[]).includes(name);
}

type FormSchema = v.GenericSchema<unknown, { email: string } & Record<string, unknown>>;

interface FormDefinition {
  /** The schema with a language's messages; English when it has none of its own. */
  schema: (messages: UiLocale['messages']) => FormSchema;
  /** Tick boxes: in an ordinary form post, present means ticked. */
  checkboxes: readonly string[];
}

export const forms: Record<FormName, FormDefinition> = {
  contact: {
    schema: (messages) => createContactSchema(messages.contactForm),
    checkboxes: ['consent'],
  },
  enquiry: { schema: (messages) => createEnquirySchema(messages.enquiryForm), checkboxes: [] },
  newsletter: {
    schema: (messages) => createNewsletterSignupSchema(messages.newsletterSignupForm),
    checkboxes: ['consent'],
  },
  // The footer's field asks only for an address: the contact form words its two messages.
  'footer-newsletter': {
    schema: (messages) => createFooterNewsletterSchema(messages.contactForm),
    checkboxes: [],
  },
};

/** Each form's schema in each language, made once. */
const schemas = new Map<string, FormSchema>();

function schemaFor(form: FormName, locale: SiteLocaleCode): FormSchema {
  const key = `${form}:${locale}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = forms[form].schema(locale === 'en' ? {} : uiLocales[locale].messages);
    schemas.set(key, schema);
  }
  return schema;
}

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

/** The schema's verdict: the trimmed values, or each field's first message, in `locale`. */
export function validate(form: FormName, body: unknown, locale: SiteLocaleCode = 'en'): Validation {
  const result = v.safeParse(schemaFor(form, locale), body);
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
