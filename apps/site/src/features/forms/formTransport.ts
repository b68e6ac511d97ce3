// Where the site's forms send what people type: the forms service's endpoints,
// POST /api/forms/{contact,enquiry,newsletter,footer-newsletter}, on this site or on the
// service named by formsEndpoint in /site-config.json (GHAT_FORMS_ENDPOINT at build time).
// A send resolves once the service has stored the submission (202); anything else rejects,
// and the form shows its failure message with everything typed still in place: for 429,
// @ghat/ui's TryAgainLater, with the Retry-After seconds the form puts in words.
import type { ContactForm, EnquiryForm, NewsletterForm } from '@ghat/content';
import { TryAgainLater, useLocale } from '@ghat/ui';
import { fetchAnalyticsConfig } from '../analytics/analyticsLoader.ts';
import { track } from '../analytics/tracker.ts';

export type FormName = 'contact' | 'enquiry' | 'newsletter' | 'footer-newsletter';

/**
 * The language a form is sent in, as the service reads it: ?lang=fr, from the page's
 * language tag ('fr', 'en-GB'); none for English.
 */
function languageQuery(language: string | undefined): string {
  const code = language?.toLowerCase().split('-')[0];
  return code && code !== 'en' ? `?lang=${encodeURIComponent(code)}` : '';
}

/**
 * Where each form posts when the page's script has not run: the service on this site (a
 * site hosted apart from the service needs its host to pass /api/forms/ on to it), naming
 * the page's language so its messages, pages and emails come back in it.
 */
export function formAction(form: FormName, language?: string): string {
  return `/api/forms/${form}${languageQuery(language)}`;
}

/** The service did not take the submission: `status` is its answer, none when unreachable. */
export class FormNotSent extends Error {
  readonly status: number | undefined;
  constructor(status: number | undefined) {
    super(status === undefined ? 'The forms service could not be reached' : `HTTP ${status}`);
    this.name = 'FormNotSent';
    this.status = status;
  }
}

let configuredEndpoint: Promise<string> | undefined;

/** The service's base address: '' for this site. Read once, on the first send. */
function formsEndpoint(): Promise<string> {
  configuredEndpoint ??= fetchAnalyticsConfig().then((config) => config.formsEndpoint ?? '');
  return configuredEndpoint;
}

export interface SendOptions {
  /** The service's base address; by default the site's configuration decides. */
  endpoint?: string;
  /** The page's language ('fr'): the service answers and writes to the person in it. */
  language?: string;
}

/** Posts one form's values as JSON; resolves with the service's reference for it. */
export async function postForm(
  form: FormName,
  values: object,
  { endpoint, language }: SendOptions = {},
): Promise<string> {
  const base = endpoint ?? (await formsEndpoint());
  let response: Response;
  try {
    response = await fetch(`${base}${formAction(form, language)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
      credentials: 'omit',
    });
  } catch {
    throw new FormNotSent(undefined);
  }
  // Too many from this address for now: the form says how long to wait, in words.
  if (response.status === 429) {
    throw new TryAgainLater(Number(response.headers.get('Retry-After')));
  }
  if (response.status !== 202) throw new FormNotSent(response.status);
  const { reference } = (await response.json()) as { reference?: unknown };
  // Reported by name only, never what was typed.
  track('form_submit', { form: form.replace('-', '_') });
  return typeof reference === 'string' ? reference : '';
}

/** The least time the contact form shows 'Sending...' (spec section 9), so it never flickers. */
export const contactSendDelay = 1000;

/** The contact form on /contact. */
export async function sendContactMessage(values: ContactForm, options?: SendOptions) {
  const shown = new Promise((done) => setTimeout(done, contactSendDelay));
  await postForm('contact', values, options);
  await shown;
}

/** The enquiry form on /donate. */
export async function sendEnquiry(values: EnquiryForm, options?: SendOptions) {
  await postForm('enquiry', values, options);
}

/** The newsletter sign-up on /get-involved (a confirmation email follows: double opt-in). */
export async function sendNewsletterSignup(values: NewsletterForm, options?: SendOptions) {
  await postForm('newsletter', values, options);
}

/** The footer's newsletter sign-up (an email address only). */
export async function sendFooterNewsletterSignup(values: { email: string }, options?: SendOptions) {
  await postForm('footer-newsletter', values, options);
}

/**
 * What a form island passes its @ghat/ui form: `submit`, sending in the page's language, and
 * `action`, where the form posts when the page's script has not run.
 */
export function useFormTransport<Values>(
  form: FormName,
  send: (values: Values, options: SendOptions) => Promise<void>,
): { submit: (values: Values) => Promise<void>; action: string } {
  const { code: language } = useLocale();
  return { submit: (values) => send(values, { language }), action: formAction(form, language) };
}
