// The built-in English words of SearchDialog: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const searchDialog = {
  /** The dialog's title, which is also its accessible name. */
  title: 'Search',
  /** The search field's visible label. */
  inputLabel: 'Search pages, articles and documents',
  /** The status while the field is empty. */
  emptyPrompt: 'Start typing to search pages, articles, and documents',
  /** The status while a search runs. */
  searching: 'Searching...',
  /** The status when results are found (1 or more), and the results list's name. */
  resultCount: '{count} result(s) found',
  /** The status when nothing matches the query ({query}, as typed, trimmed). */
  noResults: 'No results found for "{query}"',
  /** The button under the first results that shows the next ones. */
  showMore: 'Show more results',
  /** The error notice when the search fails. */
  error: 'Search is not working right now. Please try again in a moment.',
  /** The badge on a result that is a page. */
  typePage: 'Page',
  /** The badge on a result that is a blog article. */
  typeBlog: 'Article',
  /** The badge on a result that is a document. */
  typeDocument: 'Document',
};
