import { clsx } from 'clsx';
import { useState, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  DocumentCard,
  type DocumentCardProps,
} from '../../components/cards/DocumentCard/DocumentCard.tsx';
import { Grid } from '../../primitives/layout/Grid/Grid.tsx';
import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { IconSvg } from '../../primitives/brand/Icon/IconSvg.tsx';
import { file } from '../../primitives/brand/Icon/shapes.ts';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../i18n/messageFormat.ts';
import { documentLibrary as documentLibraryWords } from '../../i18n/words/documentLibrary.ts';
import * as styles from './DocumentLibrary.css.ts';
import { DocumentLibraryFilterForm } from './DocumentLibraryFilterForm.tsx';
import {
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  noDocumentFilters,
  type DocumentLibraryFilters,
} from './documentLibraryFilters.ts';
import {
  documentFilterOptions,
  filterDocuments,
  type DocumentFilters,
  type FilterableDocument,
} from './filterDocuments.ts';

export {
  completeDocumentFilters,
  defaultDocumentCount,
  hasActiveDocumentFilter,
  noDocumentFilters,
  type DocumentLibraryFilters,
};

/** A document in the library: what the filters search, plus what its card shows. */
export interface LibraryDocument
  extends
    FilterableDocument,
    Pick<
      DocumentCardProps,
      'version' | 'size' | 'checksum' | 'viewHref' | 'downloadHref' | 'downloadFileName'
    > {}

/** The card settings a library passes to each of its cards (labels in other languages, say). */
export type DocumentLibraryCardProps = Pick<
  DocumentCardProps,
  | 'tone'
  | 'locale'
  | 'viewLabel'
  | 'downloadLabel'
  | 'publishedLabel'
  | 'versionLabel'
  | 'sizeLabel'
  | 'checksumLabel'
  | 'tagsLabel'
  | 'checksumDetailsLabel'
>;

export interface DocumentLibraryProps extends HTMLAttributes<HTMLDivElement> {
  /** Every document, in the order to list them. */
  documents: readonly LibraryDocument[];
  /** The filters, when the parent owns them (to keep them in the address, say); pair with `onFiltersChange`. */
  filters?: DocumentFilters;
  /** The filters to start with, when the library owns them. */
  defaultFilters?: DocumentFilters;
  /** Called with the whole set of filters whenever one changes. */
  onFiltersChange?: (filters: DocumentLibraryFilters) => void;
  /** Called when a document's View link is followed (for page-event tracking). */
  onView?: (document: LibraryDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when a document's Download link is followed (for page-event tracking). */
  onDownload?: (document: LibraryDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * What each card shows under its whole checksum once opened (ChecksumVerifier for the
   * document, say); what it returns is only mounted once that card's checksum is opened.
   */
  renderChecksumActions?: (document: LibraryDocument) => ReactNode;
  /** The card titles' place in the page outline; 3 suits a library under a section's h2. */
  headingLevel?: HeadingLevel;
  /** Passed to every card: its labels and date language for pages in other languages. */
  cardProps?: DocumentLibraryCardProps;
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
  const words = useWords('documentLibrary', documentLibraryWords);
  const formatMessage = useMessageFormat();
  const countMessage =
    resultCountMessage ?? ((count: number) => formatMessage(words.resultCount, { count }));
  const [ownFilters, setOwnFilters] = useState(() => completeDocumentFilters(defaultFilters));
  const controlled = filtersProp !== undefined;
  const filters = controlled ? completeDocumentFilters(filtersProp) : ownFilters;
  const change = (next: Partial<DocumentLibraryFilters>) => {
    const updated = { ...filters, ...next };
    if (!controlled) setOwnFilters(updated);
    onFiltersChange?.(updated);
  };

  const { types, years } = documentFilterOptions(documents);
  const found = filterDocuments(documents, filters);

  return (
    <Stack ref={ref} space="lg" className={clsx(styles.root, className)} {...props}>
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
      {found.length > 0 ? (
        <Grid as="ul" space="lg" minItemWidth="medium">
          {found.map((document) => (
            <DocumentCard
              key={document.id}
              {...cardProps}
              headingLevel={headingLevel}
              title={document.title}
              type={document.type}
              description={document.description}
              date={document.date}
              version={document.version}
              size={document.size}
              tags={document.tags}
              checksum={document.checksum}
              viewHref={document.viewHref}
              downloadHref={document.downloadHref}
              downloadFileName={document.downloadFileName}
              onView={onView && ((event) => onView(document, event))}
              onDownload={onDownload && ((event) => onDownload(document, event))}
              checksumActions={renderChecksumActions?.(document)}
            />
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
}
