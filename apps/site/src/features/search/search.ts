// The site search in the browser: imported with the search dialog (on demand), it fetches
// the index the build wrote (build/searchIndex.ts) the first time something is searched
// for, and answers every query from it. Nothing here is in a page's first view.
import { searchIndexUrl } from 'virtual:ghat/search-index';
import type MiniSearch from 'minisearch';
import {
  loadSearchIndexAsync,
  queryIndex,
  type IndexedRecord,
  type SearchHit,
} from './searchIndex.ts';

let loading: Promise<MiniSearch<IndexedRecord>> | undefined;

/** The index, fetched once; a failed fetch is tried again by the next search. */
export function siteSearchIndex(
  fetchIndex: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<MiniSearch<IndexedRecord>> {
  loading ??= fetchIndex(searchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndexAsync)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The search the dialog calls: every page, article and document that matches, best first. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  if (query.trim() === '') return [];
  return queryIndex(await siteSearchIndex(), query);
}
