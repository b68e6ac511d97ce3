import { defineConfig } from 'tsup';

export default defineConfig({
  // Each form's words an entry too: split into modules of their own, which a site's bundler
  // can leave out of the pages without that form (one module would put every form's words
  // on every page with any form). Exported are '.' and './words' (words/index.ts).
  entry: ['src/index.ts', 'src/words/*.ts'],
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  minify: true,
  sourcemap: false,
  target: 'es2022',
});
