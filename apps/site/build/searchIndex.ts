// The site search's indexes, built from @ghat/content's search records when the site is
// built: one per site language, each written into the client output as
// /assets/search-index-<hash>.json (English) or /assets/search-index-<code>-<hash>.json (so
// the server caches it for a year, and a new build gets a new name), and named by the module
// `virtual:ghat/search-index`, which only the search (loaded when the dialog first opens)
// imports. A page fetches its own language's index only. The dev server serves the same files.
import { createHash } from 'node:crypto';
import { searchIndexRecordsIn } from '@ghat/content';
import { siteLocales, type SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { Plugin } from 'vite';
import { buildSearchIndex, serialiseSearchIndex } from '../src/features/search/searchIndex.ts';

const id = 'virtual:ghat/search-index';
const resolvedId = `\0${id}`;

export interface SearchIndexFile {
  /** Where the site serves it: '/assets/search-index-<hash>.json', '/assets/search-index-fr-<hash>.json'. */
  path: string;
  json: string;
}

/**
 * The index of every page, article and document as a page in `locale` searches them (its
 * own language's and the English rest), and the address it is served at. English keeps the
 * name it had before there were others.
 */
export function searchIndexFile(locale: SiteLocaleCode = 'en'): SearchIndexFile {
  const json = serialiseSearchIndex(buildSearchIndex(searchIndexRecordsIn(locale)));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
  const name = locale === 'en' ? 'search-index' : `search-index-${locale}`;
  return { path: `/assets/${name}-${hash}.json`, json };
}

/** Every site language's index, by language. */
export function searchIndexFiles(): Record<SiteLocaleCode, SearchIndexFile> {
  return Object.fromEntries(
    siteLocales.map((locale) => [locale.code, searchIndexFile(locale.code)]),
  ) as Record<SiteLocaleCode, SearchIndexFile>;
}

export function searchIndex(): Plugin {
  let files: Record<SiteLocaleCode, SearchIndexFile> | undefined;
  const built = () => (files ??= searchIndexFiles());
  return {
    name: 'ghat-site:search-index',
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      const urls = Object.fromEntries(
        Object.entries(built()).map(([code, file]) => [code, file.path]),
      );
      return `export const searchIndexUrls = ${JSON.stringify(urls)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const file = Object.values(built()).find((candidate) => candidate.path === path);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(file.json);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of Object.values(built())) {
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.json });
      }
    },
  };
}
