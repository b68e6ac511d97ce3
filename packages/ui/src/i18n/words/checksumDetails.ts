// The built-in English words of ChecksumDetails: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const checksumDetails = {
  /** The disclosure's summary, which opens the whole checksum. */
  show: 'Show full SHA-256 checksum',
};
