// The forms' rules: valibot schemas, their messages and the honeypot, with no React and no
// styles, so a browser form and a server check a submission with the same rules and messages.
export {
  contactMessages,
  contactSchema,
  createContactSchema,
  createEnquirySchema,
  createFooterNewsletterSchema,
  createNewsletterSignupSchema,
  emailPattern,
  enquiryMessages,
  enquirySchema,
  footerNewsletterMessages,
  footerNewsletterSchema,
  honeypotFieldName,
  isHoneypotFilled,
  newsletterSignupMessages,
  newsletterSignupSchema,
  type ContactInput,
  type ContactMessages,
  type ContactOutput,
  type EnquiryInput,
  type EnquiryMessages,
  type EnquiryOutput,
  type FooterNewsletterInput,
  type FooterNewsletterMessages,
  type FooterNewsletterOutput,
  type NewsletterSignupInput,
  type NewsletterSignupMessages,
  type NewsletterSignupOutput,
} from './schemas.ts';

// The forms' English words (labels, buttons, outcomes): @ghat/ui's defaults, and @ghat/content's.
// One module each (see tsup.config.ts).
export { contactFormText } from './words/contactFormText.ts';
export { enquiryFormText } from './words/enquiryFormText.ts';
export { footerNewsletterText } from './words/footerNewsletterText.ts';
export { newsletterSignupText } from './words/newsletterSignupText.ts';

// The long UK date ('1 January 2024'), here because ui, content and the server all use it
// and this is the package they share that needs no React.
export { formatLongDate, longDateParts, parseIsoDate } from './dates.ts';
