// The built-in English words of EnquiryForm: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

// The English is written once, in @ghat/forms: the form's labels, buttons and outcomes
// (enquiryFormText), then its validation messages (enquiryMessages).
import { enquiryMessages, type EnquiryMessages } from '@ghat/forms';
import { enquiryFormText } from '@ghat/forms/words';

type Keys<Words> = Record<keyof Words, string>;

/** EnquiryForm's words: @ghat/forms' enquiryFormText and enquiryMessages. */
interface EnquiryFormWords extends Keys<typeof enquiryFormText & EnquiryMessages> {
  /** The name field's label. */
  nameLabel: string;
  /** The email field's label. */
  emailLabel: string;
  /** The phone field's label, which says it may be left empty. */
  phoneLabel: string;
  /** The message field's label. */
  messageLabel: string;
  /** The button's text. */
  submitLabel: string;
  /** The button's text while the enquiry is being sent. */
  sendingLabel: string;
  /** The title of the status notice above the form once sent. */
  successTitle: string;
  /** The status notice's text under its title. */
  successMessage: string;
  /** The error notice shown when the enquiry could not be sent. */
  failureMessage: string;
  /** The error under the name field (and in the error summary) when it is empty. */
  nameRequired: string;
  /** The error under the name field when it holds a line break, a tab or another control character. */
  nameSingleLine: string;
  /** The error under the email field when it is empty. */
  emailRequired: string;
  /** The error under the email field when the address is not one. */
  emailInvalid: string;
  /** The error under the phone field when it holds a line break, a tab or another control character. */
  phoneSingleLine: string;
  /** The error under the message field when it is empty. */
  messageRequired: string;
}

export const enquiryForm: EnquiryFormWords = /* @__PURE__ */ Object.assign(
  {},
  enquiryFormText,
  enquiryMessages,
);
