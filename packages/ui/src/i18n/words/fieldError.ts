// The built-in English words of FieldError: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const fieldError = {
  /** Read (not shown) before a field's error message, so it is heard as an error. */
  prefix: 'Error:',
};
