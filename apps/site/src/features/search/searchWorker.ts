// The site search's index, fetched, loaded and queried in a worker. On the page's thread,
// loading an English index took slices of 89-159 ms with the CPU four times slower (issue 27),
// just as the reader types the first words into the search: each key then waited for them.
// Here the page's thread only sends the query and shows the answer.
import type MiniSearch from 'minisearch';
import { bodyMatchesIn } from '../blog/blogBodyMatches.ts';
import {
  indexText,
  loadOnce,
  loadSearchIndex,
  queryIndex,
  type IndexedRecord,
} from './searchIndex.ts';
import type { SearchRequest, SearchResponse } from './searchMessages.ts';

const loading = new Map<string, Promise<MiniSearch<IndexedRecord>>>();

/** The index at `url`, fetched once; a failed fetch is tried again by the next request. */
const indexAt = (url: string) =>
  loadOnce(loading, url, () => fetch(url).then(indexText).then(loadSearchIndex));

async function answer(request: SearchRequest): Promise<SearchResponse> {
  try {
    const index = await indexAt(request.indexUrl);
    switch (request.kind) {
      case 'load':
        return { id: request.id, kind: 'loaded' };
      case 'search':
        return {
          id: request.id,
          kind: 'hits',
          hits: queryIndex(index, request.query, request.locale),
        };
      case 'bodies':
        return { id: request.id, kind: 'slugs', slugs: [...bodyMatchesIn(index, request.query)] };
    }
  } catch (error) {
    return { id: request.id, kind: 'failed', message: String(error) };
  }
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (message: SearchResponse) => void;
};
scope.onmessage = (event) => {
  void answer(event.data).then((response) => scope.postMessage(response));
};
