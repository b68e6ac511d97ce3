import { rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const splitEntries = ['src/tokens.ts', 'src/contrast.ts', 'src/themes/partnerTokens.ts'];

export default defineConfig({
  // Each module with values built at load (the contrast pairs; the partner theme, spread from
  // GHAT's) is an entry of its own only to be split into a chunk of its own: in one file with
  // the media queries, every page that needs a breakpoint would build them and keep the whole
  // palette (0.9 kB gzip). Apart, a bundler leaves out the ones nothing uses (package.json's
  // sideEffects says only the CSS has any).
  entry: ['src/index.ts', ...splitEntries],
  splitting: true,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  // index.js imports the split modules' chunks, never these entries' own files.
  async onSuccess() {
    for (const entry of splitEntries) {
      rmSync(entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js'));
    }
    rmSync('dist/themes', { recursive: true, force: true });
  },
  clean: true,
  minify: true,
  sourcemap: false,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
