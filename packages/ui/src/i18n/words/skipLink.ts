// The built-in English words of SkipLink: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const skipLink = {
  /** The skip link's words (PageShell's too), first on every page. */
  label: 'Skip to main content',
};
