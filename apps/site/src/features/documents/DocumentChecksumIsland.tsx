// A document's full checksum with Copy and Verify, as an island (/constitution, and each card
// on /publications): ui's ChecksumDetails opens without script, and shows the actions once
// opened, which needs it to run.
import { ChecksumDetails } from '@ghat/ui';
import { DocumentChecksumActions } from './DocumentChecksum.tsx';

export interface DocumentChecksumIslandProps {
  checksum: string;
  /** The file Verify fetches and hashes. */
  fileUrl: string;
  /** The disclosure's summary; @ghat/ui's words in the page's language without it. */
  label?: string;
}

export default function DocumentChecksumIsland({
  checksum,
  fileUrl,
  label,
}: DocumentChecksumIslandProps) {
  return (
    <ChecksumDetails checksum={checksum} label={label}>
      <DocumentChecksumActions checksum={checksum} fileUrl={fileUrl} />
    </ChecksumDetails>
  );
}
