// The built-in English words of SearchInput: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const searchInput = {
  /** The accessible name of the button that empties the search box. */
  clearLabel: 'Clear search',
};
