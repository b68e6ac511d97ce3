// What the page and the search worker (searchWorker.ts) say to each other.
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { SearchHit } from './searchIndex.ts';

/** What the page asks, with the index to answer it from: the worker knows no page's language. */
export type SearchQuestion = { indexUrl: string } & (
  | { kind: 'load' }
  | { kind: 'search'; query: string; locale: SiteLocaleCode }
  | { kind: 'bodies'; query: string }
);

/** A question as sent: numbered, so its answer finds its way back. */
export type SearchRequest = SearchQuestion & { id: number };

export type SearchResponse = { id: number } & (
  | { kind: 'loaded' }
  | { kind: 'hits'; hits: SearchHit[] }
  | { kind: 'slugs'; slugs: string[] }
  | { kind: 'failed'; message: string }
);
