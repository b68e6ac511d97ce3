// The site search's index: one definition of how records are indexed and queried, shared
// by the build (build/searchIndex.ts writes the index as a JSON file), the browser (which
// loads that file the first time the search dialog opens) and the benchmark.
import { siteLocale, type SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { SearchResult } from '@ghat/ui';
import { foldSearchText } from '@ghat/ui/search-text';
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/**
 * What the build indexes: a search record and the plain text of its page. A translated
 * language's records say their language by its code (the index holds two letters, not a
 * name, for each); the English index's records say nothing.
 */
export interface IndexedRecord extends Omit<SearchResult, 'language'> {
  body: string;
  language?: SiteLocaleCode;
}

/** A result as the dialog shows it, with the indexed words it matched (to highlight). */
export type SearchHit = SearchResult & { highlight: string[] };

// A record without a language stores none, so the English index is as it was before any
// record had one.
const storeFields = ['type', 'title', 'url', 'excerpt', 'date', 'language'] as const;

/**
 * One word as the index holds it: lower case, without accents, so 'Résumé' and 'resume'
 * are the same word. The dialog marks a word of a title or excerpt by the same rule
 * (`foldSearchText`, from `@ghat/ui`), and the blog's filters fold their texts by it too.
 */
export function normaliseTerm(term: string): string | null {
  const normalised = foldSearchText(term);
  return normalised === '' ? null : normalised;
}

/**
 * How the index is built and read: the address is the id; titles, excerpts and bodies are
 * searched; what a result shows is stored, so the browser needs nothing but the index.
 */
export const indexOptions: Options<IndexedRecord> = {
  idField: 'url',
  fields: ['title', 'excerpt', 'body'],
  storeFields: [...storeFields],
  processTerm: normaliseTerm,
};

/** A word of four letters or more may have one typo in five letters ('helth', 'safegaurding'). */
const fuzziness = (term: string) => (term.length >= 4 ? 0.2 : false);

/** Two letters or more may be the start of a word ('gov' finds 'governance'); one may not. */
const prefix = (term: string) => term.length >= 2;

/**
 * How a query is matched: the last word of what is typed may be the start of a word
 * (prefix), longer words forgive typos (fuzzy), and a match in a title counts for more than
 * one in an excerpt, which counts for more than one in the body.
 */
export const querySettings: SearchOptions = {
  boost: { title: 5, excerpt: 2, body: 1 },
  prefix,
  fuzzy: fuzziness,
  combineWith: 'AND',
};

/** The words of a text as the index holds them. */
function words(text: string): string[] {
  return (text.match(/[^\s\p{Z}\p{P}]+/gu) ?? []).flatMap((word) => normaliseTerm(word) ?? []);
}

export function buildSearchIndex(records: readonly IndexedRecord[]): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(indexOptions);
  index.addAll(records);
  return index;
}

/** The index as the JSON file the browser loads. */
export function serialiseSearchIndex(index: MiniSearch<IndexedRecord>): string {
  return JSON.stringify(index);
}

export function loadSearchIndex(json: string): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJSON<IndexedRecord>(json, indexOptions);
}

/** The same, in slices that leave the page free to respond (the browser's way). */
export function loadSearchIndexAsync(json: string): Promise<MiniSearch<IndexedRecord>> {
  return MiniSearch.loadJSONAsync<IndexedRecord>(json, indexOptions);
}

/**
 * A fetched index file's text, or an error that names the HTTP status. With `loadOnce`, the
 * page (searchHere.ts) and the search worker fetch and load an index the same way.
 */
export function indexText(response: Response): Promise<string> {
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return response.text();
}

/** What `load` gives for `key`, made once and kept; a failed load is tried again next time. */
export function loadOnce<Key, Value>(
  loads: Map<Key, Promise<Value>>,
  key: Key,
  load: () => Promise<Value>,
): Promise<Value> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, loading);
  }
  return loading;
}

/**
 * The hits in the page's language first, then the rest (the English-only pages), each group
 * in the order it came: a stable partition, so relevance still orders each language's own.
 * On an English page every hit is in the page's language, and nothing moves.
 */
export function pageLanguageFirst<Hit extends Pick<SearchResult, 'language'>>(
  hits: readonly Hit[],
  pageLocale: SiteLocaleCode,
): Hit[] {
  const inPageLanguage = (hit: Hit) => (hit.language?.code ?? pageLocale) === pageLocale;
  return [...hits.filter(inPageLanguage), ...hits.filter((hit) => !inPageLanguage(hit))];
}

/**
 * The results for a query on a page in `pageLocale`, best first: the records that match
 * every word; if none does, those that match any (so one mistyped word among several still
 * finds something); the page's own language before English. A blank query finds nothing.
 */
export function queryIndex(
  index: MiniSearch<IndexedRecord>,
  query: string,
  pageLocale: SiteLocaleCode = 'en',
): SearchHit[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  let found = index.search(trimmed, querySettings);
  if (found.length === 0) found = index.search(trimmed, { ...querySettings, combineWith: 'OR' });
  const hits = found.map((result) => {
    const title = result.title as string;
    const excerpt = result.excerpt as string;
    // Only the matched words the reader will see: those of the title and the excerpt.
    const shown = new Set(words(`${title} ${excerpt}`));
    const hit: SearchHit = {
      type: result.type as SearchResult['type'],
      title,
      url: result.url as string,
      excerpt,
      highlight: result.terms.filter((term) => shown.has(term)),
    };
    if (typeof result.date === 'string') hit.date = result.date;
    if (typeof result.language === 'string') {
      const language = siteLocale(result.language as SiteLocaleCode);
      hit.language = { code: language.code, name: language.nativeName };
    }
    return hit;
  });
  return pageLanguageFirst(hits, pageLocale);
}
