// The words of Copy and Verify under a document's whole checksum. A module of their own:
// pages load them, with the verifier, only once the reader opens a checksum.
/**
 * The words of Copy and Verify under the whole checksum (ui ChecksumVerifier). The
 * disclosure's own label is documentChecksumDetailsLabel, in ./index.ts.
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
