// The built-in English words of ShareButton: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const shareButton = {
  /** The button's words. */
  label: 'Share Article',
  /** The button in the list of ways to share that copies the page's address. */
  copyLink: 'Copy link',
  /** The status shown and announced once the address is copied. */
  copied: 'Link copied',
  /** The status when the browser will not copy; the address then shows in a field below. */
  copyFailed: 'The link could not be copied. Copy it from the box below.',
  /** The accessible name of that field. */
  linkField: 'Link to this page',
  /** The share link that opens the reader's email app (the others are product names: X, LinkedIn, Facebook). */
  email: 'Email',
};
