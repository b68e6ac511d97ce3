// The site search in the browser: imported with the search dialog (on demand), it fetches
// the index the build wrote for the page's language (build/searchIndex.ts) the first time
// something is searched for, and answers every query from it. Nothing here is in a page's
// first view, and a page fetches only its own language's index.
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import { searchIndexUrls } from 'virtual:ghat/search-index';
import type MiniSearch from 'minisearch';
import {
  loadSearchIndexAsync,
  queryIndex,
  type IndexedRecord,
  type SearchHit,
} from './searchIndex.ts';

const loading = new Map<SiteLocaleCode, Promise<MiniSearch<IndexedRecord>>>();

/** A language's index, fetched once; a failed fetch is tried again by the next search. */
export function siteSearchIndex(
  locale: SiteLocaleCode = 'en',
  fetchIndex: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<MiniSearch<IndexedRecord>> {
  let index = loading.get(locale);
  if (!index) {
    index = fetchIndex(searchIndexUrls[locale])
      .then((response) => {
        if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
        return response.text();
      })
      .then(loadSearchIndexAsync)
      .catch((error: unknown) => {
        loading.delete(locale);
        throw error;
      });
    loading.set(locale, index);
  }
  return index;
}

/**
 * The search the dialog calls on a page in `locale`: every page, article and document that
 * matches, best first, the page's language before English.
 */
export async function searchSite(
  query: string,
  locale: SiteLocaleCode = 'en',
): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  return queryIndex(await siteSearchIndex(locale), query, locale);
}
