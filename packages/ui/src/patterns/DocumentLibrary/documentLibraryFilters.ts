import { useState } from 'react';
import type { SelectOption } from '../../components/forms/Select/Select.tsx';
import { formatMessage } from '../../i18n/message.ts';
import { documentLibrary as documentLibraryWords } from '../../i18n/words/documentLibrary.ts';
import { anyDocumentFilter, type DocumentFilters } from './filterDocuments.ts';

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

/** '1 document', '2 documents', in English: the library's own count follows its locale. */
export function defaultDocumentCount(count: number): string {
  return formatMessage('en-GB', documentLibraryWords.resultCount, { count });
}

/** The options for one filter: 'all' first, then the values in the data, and the current value even if the data lacks it. */
export function filterOptions(values: readonly string[], allLabel: string, current: string) {
  const shown =
    current === anyDocumentFilter || values.includes(current) ? values : [...values, current];
  return [
    { value: anyDocumentFilter, label: allLabel },
    ...shown.map((value) => ({ value, label: value })),
  ] satisfies SelectOption[];
}

/**
 * The filters in force, the parent's (`filters`) or kept here from `defaultFilters`, and a
 * change that reports the whole set to `onFiltersChange`.
 */
export function useDocumentFilters(
  filtersProp: DocumentFilters | undefined,
  defaultFilters: DocumentFilters | undefined,
  onFiltersChange: ((filters: DocumentLibraryFilters) => void) | undefined,
) {
  const [ownFilters, setOwnFilters] = useState(() => completeDocumentFilters(defaultFilters));
  const controlled = filtersProp !== undefined;
  const filters = controlled ? completeDocumentFilters(filtersProp) : ownFilters;
  const change = (next: Partial<DocumentLibraryFilters>) => {
    const updated = { ...filters, ...next };
    if (!controlled) setOwnFilters(updated);
    onFiltersChange?.(updated);
  };
  return [filters, change] as const;
}
