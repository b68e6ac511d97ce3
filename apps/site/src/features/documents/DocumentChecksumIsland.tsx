// A document's full checksum with Copy and Verify, as an island (/constitution, and each card
// on /publications): ui's ChecksumDetails opens without script, and shows the actions once
// opened, which needs it to run.
import { ChecksumDetails, useLocale } from '@ghat/ui';
import { DocumentChecksumActions } from './DocumentChecksum.tsx';

export interface DocumentChecksumIslandProps {
  checksum: string;
  /** The file Verify fetches and hashes. */
  fileUrl: string;
  /**
   * The disclosure's summary, in the text's language; without it, @ghat/ui's words in the
   * page's language, marked as that language.
   */
  label?: string;
}

export default function DocumentChecksumIsland({
  checksum,
  fileUrl,
  label,
}: DocumentChecksumIslandProps) {
  // Without a label every word in it is @ghat/ui's, in the page's language, which need not be
  // the text's: a translated page's English-only body (/ar/constitution). Marked, they are read
  // in their own language.
  const { code, direction } = useLocale();
  const marked = label === undefined ? { lang: code, dir: direction } : {};
  return (
    <ChecksumDetails checksum={checksum} label={label} {...marked}>
      <DocumentChecksumActions checksum={checksum} fileUrl={fileUrl} />
    </ChecksumDetails>
  );
}
