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
import { islandPreloads } from './build/islandPreloads.ts';
import { islandBundles } from './build/islandBundles.ts';
import { wordsInProps } from './src/features/islands/wordsInProps.ts';
import { translatedLocales } from '@ghat/content/i18n/siteLocales';
import { brandIcons } from './build/brandIcons.ts';
import { plainDynamicImports } from './build/plainDynamicImports.ts';
import { reactScript } from './build/reactScript.ts';
import { compileHint } from './build/compileHint.ts';

const here = dirname(fileURLToPath(import.meta.url));
const islandRegistry = join(here, 'src/features/islands/registry.ts');
const routesDirectory = join(here, 'src/routes');

// The dev server renders the packages from their TypeScript source (their "@ghat/source"
// export condition), so an edit to ui or content shows at once. The build uses the packages
// as published (their dist, built first by turbo's ^build): the browser's one stylesheet is
// then @ghat/tokens' and @ghat/ui's own (imported by src/client.tsx), holding every
// component's styles, including those of the components only the prerender renders.
const sourceCondition = '@ghat/source';

// @ghat/content's assets/documents and assets/images are served at /documents/* and
// /images/*: the folder is Vite's public directory, copied into the client output.
const contentAssets = join(
  dirname(createRequire(import.meta.url).resolve('@ghat/content/package.json')),
  'assets',
);

/**
 * In the build, @ghat/ui and @ghat/tokens as published: their JavaScript and their one
 * stylesheet come from the same compilation, so every class a page uses (including the
 * components only the prerender renders) is in the stylesheet the browser gets. @ghat/content
 * stays source (per-module, so a page's code takes only the words it shows).
 */
function publishedStyledPackages() {
  const require = createRequire(import.meta.url);
  const dist = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'dist');
  const ui = dist('@ghat/ui');
  const tokens = dist('@ghat/tokens');
  return [
    { find: /^@ghat\/ui$/, replacement: join(ui, 'index.js') },
    { find: /^@ghat\/ui\/(markdown|schemas)$/, replacement: join(ui, '$1.js') },
    { find: /^@ghat\/tokens$/, replacement: join(tokens, 'index.js') },
  ];
}

/** A module from a dependency's published build, or one of the bundler's own. */
const isBuiltDependency = (id: string) =>
  id.startsWith('\0') || id.includes('/node_modules/') || /\/packages\/[^/]+\/dist\//.test(id);

export default defineConfig(({ command }) => {
  const patterns = routePatterns(routesDirectory);
  const pages = prerenderPages(patterns);
  const source = [sourceCondition];
  const published = command === 'serve' ? [] : publishedStyledPackages();
  return {
    publicDir: contentAssets,
    // Read by `siteUrl(import.meta.env)`, so the client and the prerendered HTML agree.
    envPrefix: ['VITE_', 'GHAT_SITE_URL'],
    resolve: {
      conditions: [...source, ...defaultClientConditions],
      // In dev the styles come from the source with each module, so the packages' built
      // stylesheets (which may not exist yet) are left out.
      alias:
        command === 'serve'
          ? [
              {
                find: /^@ghat\/(ui|tokens)\/styles\.css$/,
                replacement: join(here, 'build/devStyles.css'),
              },
              {
                find: /^@ghat\/ui\/base\.css$/,
                replacement: join(here, '../../packages/ui/src/css/base.css.ts'),
              },
            ]
          : published,
    },
    ssr: {
      resolve: {
        conditions: [...source, ...defaultServerConditions],
        externalConditions: [...source, ...defaultServerConditions],
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
    // No modulePreload: the pages preload each island's files themselves (islandPreloads,
    // data-island-files), so Vite's list of every dynamic import's files in the entry would
    // only repeat that, in every first view (1.0 kB gzip).
    environments: {
      client: {
        build: {
          manifest: true,
          modulePreload: false,
          rolldownOptions: {
            // Every exported constant inlined where it is read (vanilla-extract's class names,
            // the icons' shapes): a chunk that only held constants, and the imports naming
            // them, go. About 2.5 kB off each island's files, 1.5 kB off every page.
            optimization: { inlineConst: { mode: 'all' } },
            output: {
              // A shared chunk is only ever named by the chunks that import it: each import
              // spells its file name out, once per importing file, where gzip cannot share
              // it. Shared chunks made only of dependencies' built code (named after a bundle
              // chunk, 'chunk-J76ZW6KE', or a runtime) go by their hash alone: about a
              // kilobyte less of an island's files. Entries, the chunks import() loads and
              // the site's own modules keep their names, for people reading the network panel.
              chunkFileNames: (chunk) =>
                chunk.isDynamicEntry || !chunk.moduleIds.every(isBuiltDependency)
                  ? 'assets/[name]-[hash].js'
                  : 'assets/[hash].js',
              // V8's explicit compile hint, on every file: compile each function as the file
              // streams in, off the main thread, rather than on its first call, on the main
              // thread while the islands hydrate or at a visitor's first press. A file is only
              // asked for when its code is about to run: at load, as its island nears the
              // viewport, or at the press that opens it. Measured on one machine, in turn:
              // - the entry alone: Lighthouse mobile TBT, medians: / 123, 169, 146 ms (was 173,
              //   298, 150); INP at CPU 4x, 5 runs, median: Accept All 184 ms (was 216), the
              //   submenu 120 (was 144), the mobile menu 104 (was 144);
              // - the islands' files too: Send Enquiry at CPU 4x, 30 runs alternating, median
              //   152 ms (was 184), faster in 21 runs and slower in 4; lazy compiling in a
              //   traced press 1-6 ms (was 14-19).
              // https://v8.dev/blog/explicit-compile-hints
              postBanner: () => compileHint,
              // Everything the page's script imports statically is in its one file. Rolldown
              // otherwise split off what the islands share with it (React's modules, which read
              // React's own script, @ghat/ui's locale and link contexts, the icon): more files
              // on every page, each a request that costs the main thread 3-12 ms at CPU 4x to
              // start and, over HTTP/1.1, a place in the six connections' queue. The islands import them from
              // the entry, which has always run before them. 1.2-1.3 kB less gzip per page.
              codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
            },
          },
        },
      },
    },
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'marked',
      ],
    },
    plugins: [
      plainDynamicImports(),
      // React and React DOM as a classic script of their own, asked for early (issue 27).
      reactScript(),
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
      brandIcons(),
      // Before islandPreloads, which lists the files each island's chunk imports.
      islandBundles(islandRegistry),
      islandPreloads(
        islandRegistry,
        translatedLocales.map((locale) => locale.code),
        wordsInProps,
      ),
    ],
  };
});
