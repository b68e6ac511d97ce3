import { existsSync, readdirSync, rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Each component is its own entry, so the output keeps one module per component
// (shared code in chunks). A consumer's bundler then drops whole modules it does not
// use; in a single bundled file every component's top-level style objects would stay.
const componentEntries = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/components/${entry.name}/${entry.name}.tsx`)
  .filter((file) => existsSync(file));

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
    // own files, a CSS copy each included, are not part of the package.
    async onSuccess() {
      rmSync('dist/components', { recursive: true, force: true });
    },
  },
  {
    // @ghat/ui/schemas (the forms' rules) and @ghat/ui/markdown (markdown to rich text)
    // for servers and build scripts, with neither React nor the "use client" directive.
    entry: ['src/schemas.ts', 'src/markdown.ts'],
    format: ['esm'],
    dts: true,
    clean: false,
    minify: true,
    sourcemap: false,
    target: 'es2022',
  },
]);
