// The forms' English words alone ('@ghat/forms/words'): importing them brings no rules and no
// valibot, which the footer's sign-up on every page has no use for.
export { contactFormText } from './contactFormText.ts';
export { enquiryFormText } from './enquiryFormText.ts';
export { footerNewsletterText } from './footerNewsletterText.ts';
export { newsletterSignupText } from './newsletterSignupText.ts';
