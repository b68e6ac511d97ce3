// The site search: the one module that finds results, so a real index can replace the
// matching later without anything else changing. Imported on demand with the search dialog.
import { searchCorpus, type SearchResult } from '@ghat/content';

/**
 * Every page, article and document whose title or excerpt contains the query, ignoring
 * case, in the corpus's order. A blank query finds nothing.
 */
export function findResults(
  query: string,
  corpus: readonly SearchResult[] = searchCorpus,
): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  if (needle === '') return [];
  return corpus.filter(
    (entry) =>
      entry.title.toLocaleLowerCase('en-GB').includes(needle) ||
      entry.excerpt.toLocaleLowerCase('en-GB').includes(needle),
  );
}

/** The search the dialog calls. Asynchronous, as a real index or a server would be. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  return findResults(query);
}
