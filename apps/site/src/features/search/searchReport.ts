// The search the dialog runs: the site search, reported to the page-event tracker.
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import { searchSite } from './search.ts';
import type { SearchHit } from './searchIndex.ts';
import { track } from '../analytics/tracker.ts';

/** Searches and reports how many results a query found and its length: never its text. */
export async function trackedSearch(
  query: string,
  locale: SiteLocaleCode = 'en',
): Promise<SearchHit[]> {
  const results = await searchSite(query, locale);
  track('search', { results: results.length, query_length: query.length });
  return results;
}
