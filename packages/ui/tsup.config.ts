import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  // Minified so the CSS carries no long source-map comments.
  minify: true,
  sourcemap: false,
  target: 'es2022',
  // Components use hooks; the directive lets React Server Component apps import them.
  banner: { js: '"use client";' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
