/** The filter value that matches every type or every year. */
export const anyDocumentFilter = 'all';

/** The fields of a document the library searches and filters on; records may carry more. */
export interface FilterableDocument {
  id: string;
  title: string;
  description: string;
  /** 'Constitution', 'Policy Statement'… */
  type: string;
  /** Published date as YYYY-MM-DD. */
  date: string;
  tags: readonly string[];
}

export interface DocumentFilters {
  /** Search text: matched against title, description and tags, ignoring case and outer spaces. */
  query?: string;
  /** An exact document type, or 'all'. */
  type?: string;
  /** A four-digit year, or 'all'. */
  year?: string;
}

export interface DocumentFilterOptions {
  /** Every type in the data, once each, in alphabetical order. */
  types: string[];
  /** Every year in the data, once each, newest first. */
  years: string[];
}

const isAny = (value: string | undefined) =>
  value === undefined || value === '' || value === anyDocumentFilter;

/**
 * The documents that match the search text, type and year, in their original
 * order. An empty query, and 'all' for type or year, match everything.
 */
export function filterDocuments<Document extends FilterableDocument>(
  documents: readonly Document[],
  { query = '', type, year }: DocumentFilters = {},
): Document[] {
  const needle = query.trim().toLowerCase();
  return documents.filter(
    (document) =>
      (needle === '' ||
        document.title.toLowerCase().includes(needle) ||
        document.description.toLowerCase().includes(needle) ||
        document.tags.some((tag) => tag.toLowerCase().includes(needle))) &&
      (isAny(type) || document.type === type) &&
      (isAny(year) || document.date.startsWith(year ?? '')),
  );
}

/** Letters, digits and spaces only: labels whose alphabetical order needs no collator. */
const plainLabel = /^[A-Za-z0-9 ]*$/;

/** 'a' and 'A' swapped, so that in code-unit order a lower-case letter comes first. */
const swapCase = (text: string) =>
  text.replace(/[A-Za-z]/g, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );

let englishCollator: Intl.Collator | undefined;

/**
 * Alphabetical order, as `Intl.Collator('en')` sorts. Plain labels ('Annual Report', 'Policy
 * Statement') are compared without it: a page's first collator loads the browser's locale
 * data, a long task on a slow phone just as the library hydrates. The plain order (case
 * ignored, then lower case first) is Intl's for such labels (filterDocuments.test.ts).
 */
export function compareLabels(a: string, b: string): number {
  if (!plainLabel.test(a) || !plainLabel.test(b)) {
    englishCollator ??= new Intl.Collator('en');
    return englishCollator.compare(a, b);
  }
  const byLetters = compareCodeUnits(a.toLowerCase(), b.toLowerCase());
  return byLetters === 0 ? compareCodeUnits(swapCase(a), swapCase(b)) : byLetters;
}

function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** The type and year choices for the filters, taken from the documents themselves. */
export function documentFilterOptions(
  documents: readonly FilterableDocument[],
): DocumentFilterOptions {
  const types = [...new Set(documents.map((document) => document.type))].sort(compareLabels);
  const years = [
    ...new Set(
      documents
        .map((document) => /^\d{4}/.exec(document.date)?.[0])
        .filter((found): found is string => found !== undefined),
    ),
  ].sort((a, b) => Number(b) - Number(a));
  return { types, years };
}
