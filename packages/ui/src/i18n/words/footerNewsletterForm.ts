// The built-in English words of FooterNewsletterForm: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

import { footerNewsletterText } from '@ghat/forms/words';

/** FooterNewsletterForm's words: @ghat/forms' footerNewsletterText. */
interface FooterNewsletterFormWords extends Record<keyof typeof footerNewsletterText, string> {
  /** The email field's label. */
  label: string;
  /** The button's text. */
  submitLabel: string;
  /** The status line shown for a few seconds after a sign-up. */
  confirmation: string;
  /** The error notice shown when the sign-up could not be sent. */
  failureMessage: string;
}

export const footerNewsletterForm: FooterNewsletterFormWords = footerNewsletterText;
