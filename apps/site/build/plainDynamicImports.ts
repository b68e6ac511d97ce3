// Vite wraps every import() of the client build in its preload helper, even with
// modulePreload off (vitejs/vite#18551): 0.9 kB gzip, a file of its own, in every first view,
// to preload nothing (the site preloads islands itself: islandPreloads.ts) and to dispatch a
// 'vite:preloadError' event nothing listens for (src/client.tsx handles a failed import).
// This gives the helper's module a body that just calls the import.
import type { Plugin } from 'vite';

/** Vite's id for its preload helper module. */
export const preloadHelperId = '\0vite/preload-helper.js';

/** The helper's replacement: `__vitePreload(() => import(x), deps)` is `import(x)`. */
export const plainPreloadHelper = 'export const __vitePreload = (load) => load();\n';

export function plainDynamicImports(): Plugin {
  return {
    name: 'ghat:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === preloadHelperId ? id : null;
    },
    load(id) {
      return id === preloadHelperId ? plainPreloadHelper : null;
    },
  };
}
