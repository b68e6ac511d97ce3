// /publications' document library as an island: the search, the type and year filters and
// each card's checksum Copy and Verify. The documents arrive as props, serialised into the page.
import { documentChecksumDetailsLabel } from '@ghat/content';
import {
  DocumentLibrary,
  useLocale,
  type DocumentLibraryProps,
  type LibraryDocument,
} from '@ghat/ui';
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

// @ghat/content's words on an English page; @ghat/ui's own in a translated page's language.
const englishCardProps = { checksumDetailsLabel: documentChecksumDetailsLabel };

export default function DocumentLibraryIsland({
  documents,
  headingLevel,
}: DocumentLibraryIslandProps) {
  const english = useLocale().messages.checksumDetails === undefined;
  return (
    <DocumentLibrary
      documents={documents}
      headingLevel={headingLevel}
      cardProps={english ? englishCardProps : undefined}
      onView={trackView}
      renderChecksumActions={checksumActions}
    />
  );
}
