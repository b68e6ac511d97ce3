// ui's ChecksumVerifier with the site's words: loaded on demand by documentChecksum.tsx.
import { documentChecksumCopy } from '@ghat/content';
import { ChecksumVerifier, useLocale } from '@ghat/ui';
import type { DocumentChecksumActionsProps } from './DocumentChecksum.tsx';
import { track } from '../analytics/tracker.ts';

export default function SiteChecksumVerifier({ checksum, fileUrl }: DocumentChecksumActionsProps) {
  // Reported like a download: by the file's name, with the check's outcome.
  const file = fileUrl.slice(fileUrl.lastIndexOf('/') + 1);
  // @ghat/content's words on an English page; @ghat/ui's own in a translated page's language.
  const english = useLocale().messages.checksumVerifier === undefined;
  return (
    <ChecksumVerifier
      {...(english ? documentChecksumCopy : {})}
      checksum={checksum}
      fileUrl={fileUrl}
      onCopy={() => track('checksum_copy', { file })}
      onVerify={(outcome) => track('checksum_verify', { file, outcome })}
    />
  );
}
