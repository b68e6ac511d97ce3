// /publications' search and type and year filters as an island. The documents' cards are
// static HTML beside it (a DocumentList with an id, each card's checksum an island of its
// own): the filters hide the cards that do not match, and report a card's View.
import { DocumentLibrarySearch, type LibraryDocument } from '@ghat/ui';
import { useEffect } from 'react';
import { track } from '../analytics/tracker.ts';

/** What the filters search, and each View link's address for reporting. */
export type SearchedDocument = Pick<
  LibraryDocument,
  'id' | 'title' | 'description' | 'type' | 'date' | 'tags' | 'viewHref'
>;

export interface DocumentLibraryIslandProps {
  documents: readonly SearchedDocument[];
  /** The id of the page's list of cards. */
  listId: string;
}

/**
 * Reports a followed View link in the list as document_view. Download (a link with
 * `download`) is reported by the site's click tracking.
 */
function useViewTracking(listId: string, documents: readonly SearchedDocument[]) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const reportView = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href]:not([download])');
      const viewed = link && documents.find((item) => item.viewHref === link.getAttribute('href'));
      if (viewed) track('document_view', { document: viewed.id, href: viewed.viewHref });
    };
    list.addEventListener('click', reportView);
    return () => list.removeEventListener('click', reportView);
  }, [listId, documents]);
}

export default function DocumentLibraryIsland({ documents, listId }: DocumentLibraryIslandProps) {
  useViewTracking(listId, documents);
  return <DocumentLibrarySearch documents={documents} listId={listId} />;
}
