// ui's ChecksumVerifier with the site's words: loaded on demand by documentChecksum.tsx.
import { documentChecksumCopy } from '@ghat/content';
import { ChecksumVerifier } from '@ghat/ui';
import type { DocumentChecksumActionsProps } from './documentChecksum.tsx';

export default function SiteChecksumVerifier({ checksum, fileUrl }: DocumentChecksumActionsProps) {
  return <ChecksumVerifier {...documentChecksumCopy} checksum={checksum} fileUrl={fileUrl} />;
}
