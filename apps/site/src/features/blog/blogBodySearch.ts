// The blog's search looks in the articles' bodies too, through the site search's index (it
// already holds every article's text): fetched the first time a reader searches the blog,
// never with the first view. A body match ranks below a title, summary or tag match.
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

/** The articles whose text matches `query`, by slug (the English index: the articles are English). */
export async function articleBodyMatches(query: string): Promise<Set<string>> {
  // Imported when first wanted, as the index is: neither is in the blog's first view.
  const { siteSearchIndex } = await import('../search/search.ts');
  return bodyMatchesIn(await siteSearchIndex('en'), query);
}
