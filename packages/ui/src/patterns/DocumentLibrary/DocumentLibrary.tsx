import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './DocumentLibrary.css.ts';
import {
  DocumentLibrarySearch,
  type DocumentLibrarySearchProps,
} from './DocumentLibrarySearch.tsx';
import {
  DocumentList,
  type DocumentLibraryCardProps,
  type DocumentListProps,
  type LibraryDocument,
} from './DocumentList.tsx';
import {
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  noDocumentFilters,
  useDocumentFilters,
  type DocumentLibraryFilters,
} from './documentLibraryFilters.ts';
import { filterDocuments } from './filterDocuments.ts';

export {
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  noDocumentFilters,
  type DocumentLibraryFilters,
};

export type { DocumentLibraryCardProps, LibraryDocument };

/** The search's props (DocumentLibrarySearchProps), and what the cards below it need. */
export interface DocumentLibraryProps
  extends
    HTMLAttributes<HTMLDivElement>,
    Omit<DocumentLibrarySearchProps, 'documents' | 'listId'>,
    Pick<
      DocumentListProps,
      'onView' | 'onDownload' | 'renderChecksumActions' | 'headingLevel' | 'cardProps'
    > {
  /** Every document, in the order to list them. */
  documents: readonly LibraryDocument[];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The publications library: a search box and type and year filters above the
 * documents that match, updated as the reader types or chooses, with the
 * number found announced politely.
 */
export function DocumentLibrary({
  documents,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  onView,
  onDownload,
  renderChecksumActions,
  headingLevel = 3,
  cardProps,
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
  className,
  ref,
  ...props
}: DocumentLibraryProps) {
  const [filters, change] = useDocumentFilters(filtersProp, defaultFilters, onFiltersChange);
  const found = filterDocuments(documents, filters);

  return (
    <Stack ref={ref} space="lg" className={clsx(styles.root, className)} {...props}>
      <DocumentLibrarySearch
        documents={documents}
        filters={filters}
        onFiltersChange={change}
        filtersLabel={filtersLabel}
        searchLabel={searchLabel}
        clearSearchLabel={clearSearchLabel}
        typeLabel={typeLabel}
        allTypesLabel={allTypesLabel}
        yearLabel={yearLabel}
        allYearsLabel={allYearsLabel}
        clearFiltersLabel={clearFiltersLabel}
        emptyMessage={emptyMessage}
        resultCountMessage={resultCountMessage}
      />
      {found.length > 0 ? (
        <DocumentList
          documents={found}
          onView={onView}
          onDownload={onDownload}
          renderChecksumActions={renderChecksumActions}
          headingLevel={headingLevel}
          cardProps={cardProps}
        />
      ) : null}
    </Stack>
  );
}
