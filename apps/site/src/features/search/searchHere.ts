// The site search on the page's own thread, where there is no worker (searchWorker.ts does
// the same off it): the unit tests, and a browser whose worker could not start.
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import { searchIndexUrls } from 'virtual:ghat/search-index';
import type MiniSearch from 'minisearch';
import { bodyMatchesIn } from '../blog/blogBodyMatches.ts';
import {
  indexText,
  loadOnce,
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
  return loadOnce(loading, locale, () =>
    fetchIndex(searchIndexUrls[locale]).then(indexText).then(loadSearchIndexAsync),
  );
}

export async function searchHere(query: string, locale: SiteLocaleCode): Promise<SearchHit[]> {
  return queryIndex(await siteSearchIndex(locale), query, locale);
}

export async function articleBodiesHere(query: string): Promise<Set<string>> {
  return bodyMatchesIn(await siteSearchIndex('en'), query);
}
