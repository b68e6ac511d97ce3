import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests run in happy-dom; every story also runs in real Chromium from apps/storybook.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      '@ghat/tokens': fileURLToPath(new URL('../tokens/src/index.ts', import.meta.url)),
      // Before '@ghat/forms', which would otherwise take it as a path under its index.
      '@ghat/forms/words': fileURLToPath(new URL('../forms/src/words/index.ts', import.meta.url)),
      '@ghat/forms': fileURLToPath(new URL('../forms/src/index.ts', import.meta.url)),
    },
  },
  test: {
    // Vitest caches a module's transform by its own text, but a .css.ts module's output (class
    // names, custom properties) comes from the files it imports: a changed token would be read
    // stale from the cache.
    fsModuleCache: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
