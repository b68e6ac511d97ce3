// The forms components' built-in English words, one module each; this file gathers them for
// the types and the English locale.
export { errorSummary } from './errorSummary.ts';
export { fieldError } from './fieldError.ts';
export { fieldLabel } from './fieldLabel.ts';
export { honeypotField } from './honeypotField.ts';
export { searchInput } from './searchInput.ts';
export { footerNewsletterForm } from './footerNewsletterForm.ts';
export { contactForm } from './contactForm.ts';
export { enquiryForm } from './enquiryForm.ts';
export { newsletterSignupForm } from './newsletterSignupForm.ts';
export { tryAgainLater } from './tryAgainLater.ts';
