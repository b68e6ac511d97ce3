// The built-in English words of MainNav: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const mainNav = {
  /** The accessible name of the main navigation landmark. */
  navigation: 'Main',
  /** The accessible name of a submenu's toggle: {label} is the label of the entry it belongs to. */
  showSubmenu: 'Show {label} submenu',
};
