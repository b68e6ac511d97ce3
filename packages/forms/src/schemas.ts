// The rules of the site's forms, with the specification's messages (sections 4,
// 5 and 8). Valibot only: no React and no styles, so a server can import the
// same rules through `@ghat/forms` (or `@ghat/ui/schemas`) and check a submission again.
import * as v from 'valibot';

/**
 * The usual address shape the specification asks for: text, '@', a domain, a
 * dot and a suffix of at least two letters, in any case.
 */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/**
 * A line break or another control character: C0 (tab, line feed and carriage return among
 * them), DEL, C1, and Unicode's line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Whether a one-line field's text is one line: no line break and no other control character,
 * anywhere in what was sent, before any trimming. A browser's `<input>` cannot hold a line
 * break, so one comes only from a hand-made post; and a name such as 'Eve\r\nEmail: …' would
 * show in the trust's notification email as a field of its own.
 */
function isSingleLine(text: string): boolean {
  return !controlCharacter.test(text);
}

/**
 * Text that must not be empty once trimmed; the output is the trimmed text. Left out, or not
 * text at all (a hand-made post), it gets the same message as left empty, never valibot's own.
 * It may hold several lines: the message of a contact or an enquiry.
 */
function requiredText(message: string) {
  return v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message)), '');
}

/**
 * Required text of one line (a name, a subject): as `requiredText`, and refused with
 * `singleLineMessage` when it holds a line break or another control character.
 */
function requiredLine(message: string, singleLineMessage: string) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.check(isSingleLine, singleLineMessage),
      v.trim(),
      v.nonEmpty(message),
    ),
    '',
  );
}

/**
 * One line of text with no other rule (an optional phone number): trimmed, empty when left
 * out, and refused with `singleLineMessage` when it holds a line break or control character.
 */
function optionalLine(singleLineMessage: string) {
  return v.optional(v.pipe(v.string(), v.check(isSingleLine, singleLineMessage), v.trim()), '');
}

/**
 * A required email address. The pipe stops at the first problem, so an empty
 * field says 'Email is required' and not also that the address is invalid. The pattern
 * refuses a line break or control character inside the address; one at either end is trimmed.
 */
function emailAddress(requiredMessage: string, invalidMessage: string) {
  return v.optional(
    v.config(
      v.pipe(
        v.string(requiredMessage),
        v.trim(),
        v.nonEmpty(requiredMessage),
        v.regex(emailPattern, invalidMessage),
      ),
      { abortPipeEarly: true },
    ),
    '',
  );
}

/** A tick box that must be ticked: the person's consent. Left out, it is not given. */
function consentGiven(message: string) {
  return v.optional(
    v.pipe(
      v.boolean(message),
      v.check((ticked) => ticked, message),
    ),
    false,
  );
}

/**
 * The hidden spam trap: people never see it, so any value means a bot filled
 * it in. It is accepted here and dropped silently (see `isHoneypotFilled`), so
 * a bot learns nothing from an error.
 */
const honeypot = v.optional(v.string(), '');

/**
 * The spam trap's input name in an ordinary form post (HoneypotField's default): one no
 * browser or password manager matches for autofill, so a person's browser never fills it.
 */
export const honeypotFieldName = 'contact_reference';

/** Whether the hidden spam-trap field was filled in, so the submission should be dropped. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

// Footer newsletter -------------------------------------------------------------

export const footerNewsletterMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
};
export type FooterNewsletterMessages = typeof footerNewsletterMessages;

/**
 * The footer's one-field sign-up. In the page the browser checks it (a
 * required email input); the schema is for the server.
 */
export function createFooterNewsletterSchema(messages: Partial<FooterNewsletterMessages> = {}) {
  const text = { ...footerNewsletterMessages, ...messages };
  return v.object({ email: emailAddress(text.emailRequired, text.emailInvalid) });
}

export const footerNewsletterSchema = createFooterNewsletterSchema();
export type FooterNewsletterInput = v.InferInput<typeof footerNewsletterSchema>;
export type FooterNewsletterOutput = v.InferOutput<typeof footerNewsletterSchema>;

// Get-involved newsletter -------------------------------------------------------

export const newsletterSignupMessages = {
  firstNameRequired: 'First name is required',
  firstNameSingleLine: 'First name must be on one line, with no line breaks or tabs',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  consentRequired: 'Please confirm you would like to receive our newsletter.',
};
export type NewsletterSignupMessages = typeof newsletterSignupMessages;

export function createNewsletterSignupSchema(messages: Partial<NewsletterSignupMessages> = {}) {
  const text = { ...newsletterSignupMessages, ...messages };
  return v.object({
    firstName: requiredLine(text.firstNameRequired, text.firstNameSingleLine),
    email: emailAddress(text.emailRequired, text.emailInvalid),
    consent: consentGiven(text.consentRequired),
  });
}

export const newsletterSignupSchema = createNewsletterSignupSchema();
export type NewsletterSignupInput = v.InferInput<typeof newsletterSignupSchema>;
export type NewsletterSignupOutput = v.InferOutput<typeof newsletterSignupSchema>;

// Contact -----------------------------------------------------------------------

export const contactMessages = {
  nameRequired: 'Full name is required',
  nameSingleLine: 'Full name must be on one line, with no line breaks or tabs',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectSingleLine: 'Subject must be on one line, with no line breaks or tabs',
  messageRequired: 'Message is required',
  consentRequired: 'Please provide consent to process your enquiry.',
};
export type ContactMessages = typeof contactMessages;

export function createContactSchema(messages: Partial<ContactMessages> = {}) {
  const text = { ...contactMessages, ...messages };
  return v.object({
    name: requiredLine(text.nameRequired, text.nameSingleLine),
    email: emailAddress(text.emailRequired, text.emailInvalid),
    subject: requiredLine(text.subjectRequired, text.subjectSingleLine),
    // Many lines: it keeps its line breaks (and tabs).
    message: requiredText(text.messageRequired),
    consent: consentGiven(text.consentRequired),
    honeypot,
  });
}

export const contactSchema = createContactSchema();
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactOutput = v.InferOutput<typeof contactSchema>;

// Enquiry (donate page) ---------------------------------------------------------

export const enquiryMessages = {
  nameRequired: 'Name is required',
  nameSingleLine: 'Name must be on one line, with no line breaks or tabs',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneSingleLine: 'Phone number must be on one line, with no line breaks or tabs',
  messageRequired: 'Message is required',
};
export type EnquiryMessages = typeof enquiryMessages;

export function createEnquirySchema(messages: Partial<EnquiryMessages> = {}) {
  const text = { ...enquiryMessages, ...messages };
  return v.object({
    name: requiredLine(text.nameRequired, text.nameSingleLine),
    email: emailAddress(text.emailRequired, text.emailInvalid),
    // The specification gives the phone number no rule but the one every one-line field has.
    phone: optionalLine(text.phoneSingleLine),
    // Many lines: it keeps its line breaks (and tabs).
    message: requiredText(text.messageRequired),
  });
}

export const enquirySchema = createEnquirySchema();
export type EnquiryInput = v.InferInput<typeof enquirySchema>;
export type EnquiryOutput = v.InferOutput<typeof enquirySchema>;
