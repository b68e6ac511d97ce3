// Which articles' text matches a blog search, in the site search's index. Kept apart from
// blogBodySearch.ts (which fetches the index when first wanted) so the search worker can
// answer it without that module's import of the page's search.
import type MiniSearch from 'minisearch';
import { querySettings, type IndexedRecord } from '../search/searchIndex.ts';

const articlePrefix = '/blog/';

/** The slugs of the articles whose text has every word of `query`, in `index`. */
export function bodyMatchesIn(index: MiniSearch<IndexedRecord>, query: string): Set<string> {
  if (query.trim() === '') return new Set();
  const found = index.search(query, {
    ...querySettings,
    fields: ['body'],
    filter: (result) => result.type === 'blog',
  });
  return new Set(
    found
      .map((result) => String(result.id))
      .filter((url) => url.startsWith(articlePrefix))
      .map((url) => url.slice(articlePrefix.length)),
  );
}
