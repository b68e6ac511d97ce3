// The built-in English words of Dialog: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const dialog = {
  /** The close button's accessible name. */
  close: 'Close',
};
