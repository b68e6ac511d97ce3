// The built-in English words of Link: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const link = {
  /** Read (hidden) after the words of a link that opens in a new tab. */
  newTab: '(opens in a new tab)',
};
