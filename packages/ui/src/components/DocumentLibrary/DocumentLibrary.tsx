import { clsx } from 'clsx';
import {
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useAdoptedValues } from '../../forms/useAdoptedValues.ts';
import { Button } from '../Button/Button.tsx';
import { DocumentCard, type DocumentCardProps } from '../DocumentCard/DocumentCard.tsx';
import { Grid } from '../Grid/Grid.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SearchInput } from '../SearchInput/SearchInput.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import * as styles from './DocumentLibrary.css.ts';
import {
  anyDocumentFilter,
  documentFilterOptions,
  filterDocuments,
  type DocumentFilters,
  type FilterableDocument,
} from './filterDocuments.ts';

/** A document in the library: what the filters search, plus what its card shows. */
export interface LibraryDocument
  extends
    FilterableDocument,
    Pick<
      DocumentCardProps,
      'version' | 'size' | 'checksum' | 'viewHref' | 'downloadHref' | 'downloadFileName'
    > {}

/** The filters with every field filled in: what `onFiltersChange` receives. */
export type DocumentLibraryFilters = Required<DocumentFilters>;

/** No search text, every type, every year. */
export const noDocumentFilters: DocumentLibraryFilters = {
  query: '',
  type: anyDocumentFilter,
  year: anyDocumentFilter,
};

/** Filters with any missing field set to match everything. */
export function completeDocumentFilters(filters: DocumentFilters = {}): DocumentLibraryFilters {
  return {
    query: filters.query ?? '',
    type: filters.type || anyDocumentFilter,
    year: filters.year || anyDocumentFilter,
  };
}

/** Whether any filter narrows the list (outer spaces in the search text do not count). */
export function hasActiveDocumentFilter(filters: DocumentFilters): boolean {
  const { query, type, year } = completeDocumentFilters(filters);
  return query.trim() !== '' || type !== anyDocumentFilter || year !== anyDocumentFilter;
}

/** '1 document', '2 documents'. */
export function defaultDocumentCount(count: number): string {
  return count === 1 ? '1 document' : `${count} documents`;
}

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

/** The options for one filter: 'all' first, then the values in the data, and the current value even if the data lacks it. */
function filterOptions(values: readonly string[], allLabel: string, current: string) {
  const shown =
    current === anyDocumentFilter || values.includes(current) ? values : [...values, current];
  return [
    { value: anyDocumentFilter, label: allLabel },
    ...shown.map((value) => ({ value, label: value })),
  ] satisfies SelectOption[];
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
  filtersLabel = 'Filter documents',
  searchLabel = 'Search documents',
  clearSearchLabel = 'Clear search',
  typeLabel = 'Type',
  allTypesLabel = 'All types',
  yearLabel = 'Year',
  allYearsLabel = 'All years',
  clearFiltersLabel = 'Clear filters',
  emptyMessage = 'No documents found',
  resultCountMessage = defaultDocumentCount,
  className,
  ref,
  ...props
}: DocumentLibraryProps) {
  const [ownFilters, setOwnFilters] = useState(() => completeDocumentFilters(defaultFilters));
  const controlled = filtersProp !== undefined;
  const filters = controlled ? completeDocumentFilters(filtersProp) : ownFilters;
  const searchRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const yearRef = useRef<HTMLSelectElement>(null);

  const change = (next: Partial<DocumentLibraryFilters>) => {
    const updated = { ...filters, ...next };
    if (!controlled) setOwnFilters(updated);
    onFiltersChange?.(updated);
  };

  // Prerendered, the library may hydrate after the reader has typed or chosen: filter by
  // that at once, as a change after hydrating would.
  useAdoptedValues({ query: searchRef, type: typeRef, year: yearRef }, filters, change);

  const clearFilters = () => {
    change(noDocumentFilters);
    // The button disappears with the filters; focus goes back to the start of the filters.
    searchRef.current?.focus();
  };

  // The list updates as the reader types: Enter has nothing left to send.
  const stayOnPage = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const { types, years } = documentFilterOptions(documents);
  const found = filterDocuments(documents, filters);
  const active = hasActiveDocumentFilter(filters);

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <form
        role="search"
        aria-label={filtersLabel}
        className={styles.filters}
        onSubmit={stayOnPage}
      >
        <SearchInput
          ref={searchRef}
          label={searchLabel}
          clearable
          clearLabel={clearSearchLabel}
          value={filters.query}
          onChange={(event) => change({ query: event.target.value })}
          onClear={() => change({ query: '' })}
          className={styles.search}
        />
        <Select
          ref={typeRef}
          label={typeLabel}
          options={filterOptions(types, allTypesLabel, filters.type)}
          value={filters.type}
          onChange={(event) => change({ type: event.target.value })}
          className={styles.select}
        />
        <Select
          ref={yearRef}
          label={yearLabel}
          options={filterOptions(years, allYearsLabel, filters.year)}
          value={filters.year}
          onChange={(event) => change({ year: event.target.value })}
          className={styles.select}
        />
        {active ? (
          <Button
            variant="ghost"
            iconStart={<Icon name="close" />}
            onClick={clearFilters}
            className={styles.clearFilters}
          >
            {clearFiltersLabel}
          </Button>
        ) : null}
      </form>
      {/* Always in the page, so screen readers announce each new count as the list changes. */}
      <p
        role="status"
        className={styles.status}
        data-state={found.length === 0 ? 'empty' : 'results'}
      >
        {found.length === 0 ? (
          <>
            <Icon name="file" size="lg" className={styles.emptyIcon} />
            {emptyMessage}
          </>
        ) : (
          resultCountMessage(found.length)
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
    </div>
  );
}
