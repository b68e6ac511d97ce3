import { rmSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The contrast checks are a module of their own: their pair list is built when the module
  // loads, so in one file with the media queries every page that needs a breakpoint would
  // also build it (0.3 kB gzip of every first view). Apart, a bundler leaves it out unless it
  // is used (package.json's sideEffects says only the CSS has any).
  entry: ['src/index.ts', 'src/contrast.ts'],
  splitting: true,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  // contrast.ts is an entry only to be split off; index.js imports its chunk, not this file.
  async onSuccess() {
    rmSync('dist/contrast.js');
  },
  clean: true,
  minify: true,
  sourcemap: false,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
