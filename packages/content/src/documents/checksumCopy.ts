// The words of a document's checksum disclosure and of its Copy and Verify actions.
/** The words of the disclosure that shows a document's whole checksum (ui ChecksumDetails). */
export const documentChecksumDetailsLabel = 'Show full SHA-256 checksum';

/**
 * The words of Copy and Verify under the whole checksum (ui ChecksumVerifier). Apart from the
 * disclosure's label: pages load the verifier, and these words, only once it is opened.
 */
export const documentChecksumCopy = {
  copyLabel: 'Copy checksum',
  copiedLabel: 'Checksum copied',
  copyFailedLabel: 'The checksum could not be copied. Select it above and copy it by hand.',
  verifyLabel: 'Verify file',
  verifyingLabel: 'Downloading and checking the file…',
  matchLabel: 'The file matches this checksum: it is exactly the file we published.',
  mismatchLabel:
    'The file we received does not match this checksum. Do not rely on it: download it again, or contact us.',
  computedLabel: 'Checksum of the file received:',
  errorLabel:
    'The file could not be downloaded, so it was not checked. Check your connection and try again.',
  unsupportedLabel:
    'This browser cannot check files here. Use one of the commands on our Publications page instead.',
};
