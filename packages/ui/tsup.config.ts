import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Each component is its own entry, so the output keeps one module per component
// (shared code in chunks). A consumer's bundler then drops whole modules it does not
// use; in a single bundled file every component's top-level style objects would stay.
// Components sit in tier folders (primitives/layout/Stack, components/cards/Card, patterns/Hero):
// a component is a folder holding a file of its own name.
const tiers = ['src/primitives', 'src/components', 'src/patterns'];
const componentEntries = tiers
  .flatMap((tier) => readdirSync(tier, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => `${entry.parentPath}/${entry.name}/${entry.name}.tsx`)
  .filter((file) => existsSync(file));

/** Deletes every chunk's CSS file, once sure each of its rules is in index.css. */
function removeChunkStylesheets() {
  const stylesheet = readFileSync('dist/index.css', 'utf8');
  for (const file of readdirSync('dist')) {
    if (!file.endsWith('.css') || file === 'index.css' || file === 'base.css') continue;
    const chunk = readFileSync(`dist/${file}`, 'utf8');
    const classes = new Set(chunk.match(/\.[_a-zA-Z][\w-]*/g) ?? []);
    const missing = [...classes].filter((name) => !stylesheet.includes(name));
    if (missing.length > 0) {
      throw new Error(`dist/${file} has classes index.css lacks: ${missing.join(' ')}`);
    }
    rmSync(`dist/${file}`);
  }
}

export default defineConfig([
  {
    entry: ['src/index.ts', ...componentEntries],
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    // The build script empties dist once; the two configurations run side by side.
    clean: false,
    // Minified so the CSS carries no long source-map comments.
    minify: true,
    sourcemap: false,
    target: 'es2022',
    // Components use hooks; the directive lets React Server Component apps import them.
    banner: { js: '"use client";' },
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // The per-component entries only shape the chunks (index.js imports those); their
    // own files, a CSS copy each included, are not part of the package. Nor is the CSS
    // esbuild writes beside a lazily imported chunk (the cookie preferences dialog's): its
    // rules are already in index.css, the one stylesheet a consumer imports.
    async onSuccess() {
      for (const tier of tiers) {
        rmSync(tier.replace(/^src/, 'dist'), { recursive: true, force: true });
      }
      removeChunkStylesheets();
    },
  },
  {
    // @ghat/ui/schemas (the forms' rules), @ghat/ui/markdown (markdown to rich text),
    // @ghat/ui/logo-mark (the mark as SVG, for icons) and @ghat/ui/search-text (how search
    // folds text) for servers and build scripts, with neither React nor the "use client"
    // directive.
    // The languages (@ghat/ui/locales/fr, ...) are entries of their own too: data only, and a
    // consumer's bundle holds just the ones it imports.
    entry: {
      schemas: 'src/schemas.ts',
      markdown: 'src/markdown.ts',
      logoMark: 'src/logoMark.ts',
      searchText: 'src/searchText.ts',
      ...Object.fromEntries(
        readdirSync('src/i18n/locales')
          .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
          .map((file) => [`locales/${file.replace(/\.ts$/, '')}`, `src/i18n/locales/${file}`]),
      ),
    },
    format: ['esm'],
    dts: true,
    clean: false,
    minify: true,
    sourcemap: false,
    target: 'es2022',
  },
  {
    // @ghat/ui/base.css: the page-level rules (border-box sizing, the page's text and
    // background, no body margin, each text block's own direction), opt-in, so importing
    // the components' styles never restyles a host page. Only the CSS is kept.
    entry: { base: 'src/css/base.css.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    minify: true,
    sourcemap: false,
    target: 'es2022',
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    async onSuccess() {
      rmSync('dist/base.js', { force: true });
    },
  },
]);
