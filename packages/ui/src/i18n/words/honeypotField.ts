// The built-in English words of HoneypotField: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const honeypotField = {
  /** The hidden spam trap's label: only bots read it, so it tells a person to leave it empty. */
  label: 'Leave this field blank',
};
