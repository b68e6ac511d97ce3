// The built-in English words of DocumentCard: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const documentCard = {
  /** The link to the document (followed by its title, hidden). */
  view: 'View',
  /** The link that downloads the file (followed by its title, hidden). */
  download: 'Download',
  /** The term before the publication date. */
  published: 'Published',
  /** The term before the version. */
  version: 'Version',
  /** The term before the file's size. */
  size: 'Size',
  /** The term before the start of the checksum; the algorithm's name. */
  checksum: 'SHA-256',
  /** Names the list of tags for screen readers. */
  tags: 'Tags',
};
