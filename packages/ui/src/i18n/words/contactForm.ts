// The built-in English words of ContactForm: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

// The English is written once, in @ghat/forms: the form's labels, buttons and outcomes
// (contactFormText), then its validation messages (contactMessages).
import { contactMessages, type ContactMessages } from '@ghat/forms';
import { contactFormText } from '@ghat/forms/words';

type Keys<Words> = Record<keyof Words, string>;

/** ContactForm's words: @ghat/forms' contactFormText and contactMessages. */
interface ContactFormWords extends Keys<typeof contactFormText & ContactMessages> {
  /** The full name field's label. */
  nameLabel: string;
  /** The email field's label. */
  emailLabel: string;
  /** The subject field's label. */
  subjectLabel: string;
  /** The message field's label. */
  messageLabel: string;
  /** The consent tick box's label. */
  consentLabel: string;
  /** The button's text. */
  submitLabel: string;
  /** The button's text while the message is being sent. */
  sendingLabel: string;
  /** The title of the confirmation that takes the form's place once sent. */
  sentTitle: string;
  /** The confirmation's text under its title. */
  sentMessage: string;
  /** The button under the confirmation that brings back an empty form. */
  sendAnotherLabel: string;
  /** The error notice shown when the message could not be sent. */
  failureMessage: string;
  /** The error under the full name field (and in the error summary) when it is empty. */
  nameRequired: string;
  /** The error under the full name field when it holds a line break, a tab or another control character. */
  nameSingleLine: string;
  /** The error under the email field when it is empty. */
  emailRequired: string;
  /** The error under the email field when the address is not one. */
  emailInvalid: string;
  /** The error under the subject field when it is empty. */
  subjectRequired: string;
  /** The error under the subject field when it holds a line break, a tab or another control character. */
  subjectSingleLine: string;
  /** The error under the message field when it is empty. */
  messageRequired: string;
  /** The error under the consent tick box when it is not ticked. */
  consentRequired: string;
}

export const contactForm: ContactFormWords = /* @__PURE__ */ Object.assign(
  {},
  contactFormText,
  contactMessages,
);
