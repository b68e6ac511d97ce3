// The built-in English words of Notice: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const notice = {
  /** Hidden before an information notice's words, so its tone is said in text. */
  info: 'Information:',
  /** Hidden before a success notice's words. */
  success: 'Success:',
  /** Hidden before a warning notice's words. */
  warning: 'Warning:',
  /** Hidden before an error notice's words. */
  error: 'Error:',
  /** The close button's accessible name, on a notice that can be dismissed. */
  dismiss: 'Dismiss',
};
