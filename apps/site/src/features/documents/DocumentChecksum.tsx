// Copy and Verify under a document's full checksum (ui ChecksumDetails shows them once the
// reader opens it): the verifier and its words are imported only then, never in a first view.
import { lazy, Suspense } from 'react';

export interface DocumentChecksumActionsProps {
  /** The published SHA-256 checksum. */
  checksum: string;
  /** The file Verify fetches and hashes. */
  fileUrl: string;
}

const LazyVerifier = lazy(() => import('./ChecksumVerifier.tsx'));

export function DocumentChecksumActions(props: DocumentChecksumActionsProps) {
  return (
    <Suspense fallback={null}>
      <LazyVerifier {...props} />
    </Suspense>
  );
}
