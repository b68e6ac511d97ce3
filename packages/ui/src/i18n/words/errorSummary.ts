// The built-in English words of ErrorSummary: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const errorSummary = {
  /** The heading of the box that lists a form's problems after a failed submit. */
  title: 'There is a problem',
};
