// The built-in English words of ChecksumVerifier: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const checksumVerifier = {
  /** The Copy button. */
  copy: 'Copy checksum',
  /** Announced once the checksum is on the clipboard. */
  copied: 'Checksum copied',
  /** Announced when the clipboard refused the checksum. */
  copyFailed: 'The checksum could not be copied. Select it above and copy it by hand.',
  /** The Verify button. */
  verify: 'Verify file',
  /** Announced while the file is fetched and hashed. */
  verifying: 'Checking the file…',
  /** Announced when the file's checksum is the published one. */
  match: 'The file matches this checksum: it is exactly the file we published.',
  /** Announced when the file's checksum differs from the published one. */
  mismatch:
    'The file does not match this checksum. Do not rely on it: download it again, or contact us.',
  /** Before the checksum the file turned out to have, on a mismatch. */
  computed: 'Checksum of the file received:',
  /** Announced when the file could not be fetched. */
  error:
    'The file could not be fetched, so it was not checked. Check your connection and try again.',
  /** Announced when the browser cannot hash files (SubtleCrypto needs a secure page). */
  unsupported:
    'This browser cannot check files on this page. Use one of the commands below instead.',
};
