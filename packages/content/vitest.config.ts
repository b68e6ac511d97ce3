import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // The forms' rules come from the ui package's React-free entry, read from source.
      '@ghat/ui/schemas': fileURLToPath(new URL('../ui/src/schemas.ts', import.meta.url)),
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
