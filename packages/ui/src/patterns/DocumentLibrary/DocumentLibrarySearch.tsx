import { useLayoutEffect } from 'react';
import { IconSvg } from '../../primitives/brand/Icon/IconSvg.tsx';
import { file } from '../../primitives/brand/Icon/shapes.ts';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../i18n/messageFormat.ts';
import { documentLibrary as documentLibraryWords } from '../../i18n/words/documentLibrary.ts';
import * as styles from './DocumentLibrary.css.ts';
import { DocumentLibraryFilterForm } from './DocumentLibraryFilterForm.tsx';
import { useDocumentFilters, type DocumentLibraryFilters } from './documentLibraryFilters.ts';
import {
  documentFilterOptions,
  filterDocuments,
  type DocumentFilters as DocumentFilterValues,
  type FilterableDocument,
} from './filterDocuments.ts';

/** The attribute that names a card's document, for DocumentLibrarySearch's `listId`. */
export const documentIdAttribute = 'data-document-id';

export interface DocumentLibrarySearchProps {
  /** Every document, in the order listed. */
  documents: readonly FilterableDocument[];
  /** The filters, when the parent owns them; pair with `onFiltersChange`. */
  filters?: DocumentFilterValues;
  /** The filters to start with, when these filters own them. */
  defaultFilters?: DocumentFilterValues;
  /** Called with the whole set of filters whenever one changes. */
  onFiltersChange?: (filters: DocumentLibraryFilters) => void;
  /**
   * The id of a DocumentList elsewhere in the page (static HTML, say): its cards that do not
   * match are hidden, and the list too when none does. Without it, the parent shows what matches.
   */
  listId?: string;
  /** Names the filter area for screen readers. */
  filtersLabel?: string;
  searchLabel?: string;
  /** The search field's clear button. */
  clearSearchLabel?: string;
  typeLabel?: string;
  allTypesLabel?: string;
  yearLabel?: string;
  allYearsLabel?: string;
  clearFiltersLabel?: string;
  /** Announced, and shown, when no document matches. */
  emptyMessage?: string;
  /** The number of matching documents, in words: '2 documents'. */
  resultCountMessage?: (count: number) => string;
}

/** Hides the cards of the list `listId` whose documents are not `found`. */
function useHiddenCards(listId: string | undefined, found: readonly FilterableDocument[]) {
  const shown = found.map((document) => document.id).join('\n');
  useLayoutEffect(() => {
    const list = listId ? document.getElementById(listId) : null;
    if (!list) return;
    const ids = new Set(shown.split('\n'));
    for (const card of list.querySelectorAll<HTMLElement>(`[${documentIdAttribute}]`)) {
      // The list item around the card, so the grid closes up over it.
      const item = card.closest('li') ?? card;
      item.hidden = !ids.has(card.getAttribute(documentIdAttribute) ?? '');
    }
    list.hidden = shown === '';
  }, [listId, shown]);
}

/**
 * DocumentLibrary's search box, type and year filters and the count of what matches,
 * announced politely. On a page whose list of documents is static HTML (a DocumentList
 * with an `id`), these alone need script: given `listId`, they hide the cards that do not
 * match.
 */
export function DocumentLibrarySearch({
  documents,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  listId,
  filtersLabel,
  searchLabel,
  clearSearchLabel,
  typeLabel,
  allTypesLabel,
  yearLabel,
  allYearsLabel,
  clearFiltersLabel,
  emptyMessage,
  resultCountMessage,
}: DocumentLibrarySearchProps) {
  const words = useWords('documentLibrary', documentLibraryWords);
  const formatMessage = useMessageFormat();
  const countMessage =
    resultCountMessage ?? ((count: number) => formatMessage(words.resultCount, { count }));
  const [filters, change] = useDocumentFilters(filtersProp, defaultFilters, onFiltersChange);

  const { types, years } = documentFilterOptions(documents);
  const found = filterDocuments(documents, filters);
  useHiddenCards(listId, found);

  return (
    <>
      <DocumentLibraryFilterForm
        filters={filters}
        types={types}
        years={years}
        onChange={change}
        labels={{
          filtersLabel: filtersLabel ?? words.filters,
          searchLabel: searchLabel ?? words.search,
          clearSearchLabel: clearSearchLabel ?? words.clearSearch,
          typeLabel: typeLabel ?? words.type,
          allTypesLabel: allTypesLabel ?? words.allTypes,
          yearLabel: yearLabel ?? words.year,
          allYearsLabel: allYearsLabel ?? words.allYears,
          clearFiltersLabel: clearFiltersLabel ?? words.clearFilters,
        }}
      />
      {/* Always in the page, so screen readers announce each new count as the list changes. */}
      <p
        role="status"
        className={styles.status}
        data-state={found.length === 0 ? 'empty' : 'results'}
      >
        {found.length === 0 ? (
          <>
            <IconSvg name="file" shape={file} size="lg" className={styles.emptyIcon} />
            {emptyMessage ?? words.empty}
          </>
        ) : (
          countMessage(found.length)
        )}
      </p>
    </>
  );
}
