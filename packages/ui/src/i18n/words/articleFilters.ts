// The built-in English words of ArticleFilters: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const articleFilters = {
  /** The filter form's accessible name. */
  form: 'Search and filter articles',
  /** The search field's label. */
  search: 'Search articles',
  /** The search field's clear button. */
  clearSearch: 'Clear search',
  /** The category drop-down's label. */
  category: 'Category',
  /** The category drop-down's first choice, which matches every category. */
  allCategories: 'All categories',
  /** The region drop-down's label. */
  region: 'Region',
  /** The region drop-down's first choice, which matches every region. */
  allRegions: 'All regions',
  /** The programme area drop-down's label. */
  programmeArea: 'Programme area',
  /** The programme area drop-down's first choice, which matches every area. */
  allProgrammeAreas: 'All programme areas',
  /** The submit button. */
  filter: 'Filter',
  /** The link back to the unfiltered list, shown while a filter is in force. */
  clear: 'Clear filters',
};
