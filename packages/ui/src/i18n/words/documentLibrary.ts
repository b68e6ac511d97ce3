// The built-in English words of DocumentLibrary: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const documentLibrary = {
  /** The filter area's accessible name. */
  filters: 'Filter documents',
  /** The search field's label. */
  search: 'Search documents',
  /** The search field's clear button. */
  clearSearch: 'Clear search',
  /** The type drop-down's label. */
  type: 'Type',
  /** The type drop-down's first choice, which matches every type. */
  allTypes: 'All types',
  /** The year drop-down's label. */
  year: 'Year',
  /** The year drop-down's first choice, which matches every year. */
  allYears: 'All years',
  /** The button that clears every filter, shown while one is in force. */
  clearFilters: 'Clear filters',
  /** Shown, and announced, when no document matches. */
  empty: 'No documents found',
  /** The number of matching documents, shown and announced above them. */
  resultCount: '{count, plural, one {# document} other {# documents}}',
};
