import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { prerenderPages, prerenderFilter, routePatterns } from './build/pages.ts';
import { notFoundPages } from './build/notFoundPages.ts';
import { sitemap } from './build/sitemap.ts';
import { analyticsConfigFile } from './build/analyticsConfig.ts';
import { searchIndex } from './build/searchIndex.ts';

const here = dirname(fileURLToPath(import.meta.url));
const routesDirectory = join(here, 'src/routes');

// The packages are rendered from their TypeScript source (their "@ghat/source" export
// condition), so neither dev nor build needs the packages built first.
const sourceCondition = '@ghat/source';

// @ghat/content's assets/documents and assets/images are served at /documents/* and
// /images/*: the folder is Vite's public directory, copied into the client output.
const contentAssets = join(
  dirname(createRequire(import.meta.url).resolve('@ghat/content/package.json')),
  'assets',
);

export default defineConfig(() => {
  const patterns = routePatterns(routesDirectory);
  const pages = prerenderPages(patterns);
  return {
    publicDir: contentAssets,
    // Read by `siteUrl(import.meta.env)`, so the client and the prerendered HTML agree.
    envPrefix: ['VITE_', 'GHAT_SITE_URL'],
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: {
      resolve: {
        conditions: [sourceCondition, ...defaultServerConditions],
        externalConditions: [sourceCondition, ...defaultServerConditions],
      },
    },
    server: { port: 3000 },
    // One stylesheet for the whole site (13.4 KB gzip, every page's CSS together): cached
    // once for every page, and code that loads later (a form hydrated on first use, a
    // dialog) never paints unstyled, whether or not the page's HTML names its chunk.
    build: { cssCodeSplit: false },
    // The client build writes .vite/manifest.json (which chunk each module became, and what
    // it imports): scripts/budgets.ts reads it to find each island's code. The server does
    // not serve it (it skips dot folders).
    environments: { client: { build: { manifest: true } } },
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'marked',
      ],
    },
    plugins: [
      tanstackStart({
        router: {
          quoteStyle: 'single',
          semicolons: true,
          // Loaders get chunks of their own too: what a route's loader reads (a policy's
          // text, every article) stays out of the JavaScript every page loads.
          codeSplittingOptions: {
            defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
          },
        },
        prerender: { enabled: true, crawlLinks: true, filter: prerenderFilter(pages) },
        pages,
      }),
      react(),
      vanillaExtractPlugin(),
      notFoundPages(patterns),
      sitemap(pages),
      ...analyticsConfigFile(),
      searchIndex(),
    ],
  };
});
