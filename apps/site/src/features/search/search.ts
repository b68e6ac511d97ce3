// The site search in the browser: imported with the search dialog (on demand), it fetches
// the index the build wrote for the page's language (build/searchIndex.ts) the first time
// something is searched for, and answers every query from it. In a browser that is done in
// a worker (searchWorker.ts), off the page's thread; without workers (the unit tests), here.
// Nothing here is in a page's first view, and a page fetches only its own language's index.
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import { searchIndexUrls } from 'virtual:ghat/search-index';
import type { SearchHit } from './searchIndex.ts';
import type { SearchQuestion, SearchRequest, SearchResponse } from './searchMessages.ts';

interface Waiting {
  settle: (response: SearchResponse) => void;
  /** The same request answered on the page's thread, if the worker cannot start. */
  answerHere: () => void;
}

/** The same searches on the page's thread: a chunk of its own, fetched only if wanted. */
const onThisThread = () => import('./searchHere.ts');

let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** The search worker, started on first use; null where there are no workers, or it failed. */
function searchWorker(): Worker | null {
  if (worker === undefined) {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module' })
        : null;
    worker?.addEventListener('message', (event: MessageEvent<SearchResponse>) => {
      const request = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      request?.settle(event.data);
    });
    // A worker that cannot start (its script refused or not found): every request, the ones
    // waiting too, is answered here instead.
    worker?.addEventListener('error', () => {
      worker?.terminate();
      worker = null;
      const stranded = [...waiting.values()];
      waiting.clear();
      for (const request of stranded) request.answerHere();
    });
  }
  return worker;
}

/** Asks the worker, or answers on this thread with `here` where there is none. */
function ask<T>(
  question: SearchQuestion,
  read: (response: SearchResponse) => T,
  here: () => Promise<T>,
): Promise<T> {
  const searcher = searchWorker();
  if (!searcher) return here();
  return new Promise<T>((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, {
      settle: (response) => {
        if (response.kind === 'failed') reject(new Error(response.message));
        else resolve(read(response));
      },
      answerHere: () => here().then(resolve, reject),
    });
    const request: SearchRequest = { ...question, id };
    searcher.postMessage(request);
  });
}

/** Starts fetching and loading a language's index, so the first search need not wait for it. */
export function preloadSiteSearch(locale: SiteLocaleCode = 'en'): Promise<void> {
  return ask(
    { kind: 'load', indexUrl: searchIndexUrls[locale] },
    () => undefined,
    async () => {
      await (await onThisThread()).siteSearchIndex(locale);
    },
  );
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
  return ask(
    { kind: 'search', query, locale, indexUrl: searchIndexUrls[locale] },
    (response) => (response.kind === 'hits' ? response.hits : []),
    async () => (await onThisThread()).searchHere(query, locale),
  );
}

/** The blog articles whose text matches `query`, by slug (the English index). */
export async function searchArticleBodies(query: string): Promise<Set<string>> {
  if (query.trim() === '') return new Set();
  return ask(
    { kind: 'bodies', query, indexUrl: searchIndexUrls.en },
    (response) => new Set(response.kind === 'slugs' ? response.slugs : []),
    async () => (await onThisThread()).articleBodiesHere(query),
  );
}
