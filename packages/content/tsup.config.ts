import { defineConfig } from 'tsup';

export default defineConfig({
  // articles: its own entry, so a site can load the articles only where it shows them.
  entry: ['src/index.ts', 'src/articles/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
