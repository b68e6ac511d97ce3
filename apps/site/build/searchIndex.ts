// The site search's index, built from @ghat/content's search records when the site is
// built: written into the client output as /assets/search-index-<hash>.json (so the server
// caches it for a year, and a new build gets a new name), and named by the module
// `virtual:ghat/search-index`, which only the search (loaded when the dialog first opens)
// imports. The dev server serves the same file.
import { createHash } from 'node:crypto';
import { searchIndexRecords } from '@ghat/content';
import type { Plugin } from 'vite';
import { buildSearchIndex, serialiseSearchIndex } from '../src/features/search/searchIndex.ts';

const id = 'virtual:ghat/search-index';
const resolvedId = `\0${id}`;

export interface SearchIndexFile {
  /** Where the site serves it: '/assets/search-index-<hash>.json'. */
  path: string;
  json: string;
}

/** The index of every page, article and document, and the address it is served at. */
export function searchIndexFile(): SearchIndexFile {
  const json = serialiseSearchIndex(buildSearchIndex(searchIndexRecords()));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
  return { path: `/assets/search-index-${hash}.json`, json };
}

export function searchIndex(): Plugin {
  let file: SearchIndexFile | undefined;
  const built = () => (file ??= searchIndexFile());
  return {
    name: 'ghat-site:search-index',
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      return `export const searchIndexUrl = ${JSON.stringify(built().path)};\n`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== built().path) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(built().json);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: built().path.slice(1), source: built().json });
    },
  };
}
