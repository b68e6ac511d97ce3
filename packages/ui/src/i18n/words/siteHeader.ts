// The built-in English words of SiteHeader: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const siteHeader = {
  /** The search button's accessible name (the button shows only a magnifying glass). */
  search: 'Search',
  /** The text of the button that shows the menu when the header is folded (small screens). */
  menu: 'Menu',
};
