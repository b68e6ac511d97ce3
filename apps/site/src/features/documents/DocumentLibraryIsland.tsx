// /publications' document library as an island: the search, the type and year filters and
// each card's checksum Copy and Verify. The documents arrive as props, serialised into the page.
import { documentChecksumDetailsLabel } from '@ghat/content';
import { DocumentLibrary, type DocumentLibraryProps, type LibraryDocument } from '@ghat/ui';
import { track } from '../analytics/tracker.ts';
import { DocumentChecksumActions } from './DocumentChecksum.tsx';

export interface DocumentLibraryIslandProps {
  documents: readonly LibraryDocument[];
  headingLevel: DocumentLibraryProps['headingLevel'];
}

/** View is reported here; Download (a link with `download`) by the site's click tracking. */
function trackView(document: LibraryDocument) {
  track('document_view', { document: document.id, href: document.viewHref });
}

function checksumActions(document: LibraryDocument) {
  return <DocumentChecksumActions checksum={document.checksum} fileUrl={document.downloadHref} />;
}

const cardProps = { checksumDetailsLabel: documentChecksumDetailsLabel };

export default function DocumentLibraryIsland({
  documents,
  headingLevel,
}: DocumentLibraryIslandProps) {
  return (
    <DocumentLibrary
      documents={documents}
      headingLevel={headingLevel}
      cardProps={cardProps}
      onView={trackView}
      renderChecksumActions={checksumActions}
    />
  );
}
