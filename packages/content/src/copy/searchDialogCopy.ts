import type { SearchResult } from '../schemas.ts';

/** SearchDialog (spec section 8). */
export const searchDialogCopy = {
  title: 'Search',
  inputLabel: 'Search pages, articles and documents',
  emptyPrompt: 'Start typing to search pages, articles, and documents',
  searchingMessage: 'Searching...',
  resultCountMessage: (count: number) => `${count} result(s) found`,
  noResultsMessage: (query: string) => `No results found for "${query}"`,
  errorMessage: 'Search is not working right now. Please try again in a moment.',
  typeLabels: { page: 'Page', blog: 'Article', document: 'Document' } satisfies Record<
    SearchResult['type'],
    string
  >,
};
