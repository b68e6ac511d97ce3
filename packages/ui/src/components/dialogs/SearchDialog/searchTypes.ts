import type { UiMessages } from '../../../i18n/types.ts';
import { searchDialog as searchDialogWords } from '../../../i18n/words/searchDialog.ts';

export const searchResultTypes = ['page', 'blog', 'document'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One entry the site search found. */
export interface SearchResult {
  type: SearchResultType;
  title: string;
  url: string;
  excerpt: string;
  /** An ISO date (YYYY-MM-DD), for articles and documents. */
  date?: string;
  /**
   * The words the query matched, to mark in the title and excerpt: a word of either is
   * marked when it is one of these once lower-cased and stripped of accents (see
   * `foldSearchText`). Prefix and typo matches are the whole words they matched.
   */
  highlight?: readonly string[];
  /**
   * The language the result's title and excerpt are written in, where a search mixes
   * languages (a translated site's own pages and its English-only ones): its BCP 47 code,
   * the `lang` of the result's text, and its name in that language ('Français', 'English'),
   * shown as a tag. Left out where every result is in the page's language.
   */
  language?: SearchResultLanguage;
}

/** A result's language: 'fr' and 'Français'. */
export interface SearchResultLanguage {
  code: string;
  /** The language's own name for itself, which needs no translation. */
  name: string;
}

/** The words shown for each result type, from the search dialog's words in a language. */
export function searchTypeLabels(
  words: UiMessages['searchDialog'],
): Record<SearchResultType, string> {
  return { page: words.typePage, blog: words.typeBlog, document: words.typeDocument };
}

/** The English words shown for each result type (the dialog shows its locale's own). */
export const defaultSearchTypeLabels: Record<SearchResultType, string> =
  /* @__PURE__ */ searchTypeLabels(searchDialogWords);
