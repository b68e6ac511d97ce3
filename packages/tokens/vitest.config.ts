import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // Vitest caches a module's transform by its own text, but a .css.ts module's output (class
    // names, custom properties) comes from the files it imports: a changed token would be read
    // stale from the cache.
    fsModuleCache: false,
    environment: 'node',
  },
});
