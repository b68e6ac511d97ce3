// The built-in English words of NewsletterSignupForm: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

// The English is written once, in @ghat/forms: the form's labels, buttons and outcomes
// (newsletterSignupText), then its validation messages (newsletterSignupMessages).
import { newsletterSignupMessages, type NewsletterSignupMessages } from '@ghat/forms';
import { newsletterSignupText } from '@ghat/forms/words';

type Keys<Words> = Record<keyof Words, string>;

/** NewsletterSignupForm's words: @ghat/forms' newsletterSignupText and newsletterSignupMessages. */
interface NewsletterSignupFormWords extends Keys<
  typeof newsletterSignupText & NewsletterSignupMessages
> {
  /** The first name field's label. */
  firstNameLabel: string;
  /** The email field's label. */
  emailLabel: string;
  /** The consent tick box's label. */
  consentLabel: string;
  /** The button's text. */
  submitLabel: string;
  /** The title of the confirmation that takes the form's place for a few seconds. */
  successTitle: string;
  /** The confirmation's text: a confirmation email follows (double opt-in). */
  successMessage: string;
  /** The error notice shown when the sign-up could not be sent. */
  failureMessage: string;
  /** The error under the first name field (and in the error summary) when it is empty. */
  firstNameRequired: string;
  /** The error under the first name field when it holds a line break, a tab or another control character. */
  firstNameSingleLine: string;
  /** The error under the email field when it is empty. */
  emailRequired: string;
  /** The error under the email field when the address is not one. */
  emailInvalid: string;
  /** The error under the consent tick box when it is not ticked. */
  consentRequired: string;
}

export const newsletterSignupForm: NewsletterSignupFormWords = /* @__PURE__ */ Object.assign(
  {},
  newsletterSignupText,
  newsletterSignupMessages,
);
