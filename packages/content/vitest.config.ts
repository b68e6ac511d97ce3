import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Before '@ghat/forms', which would otherwise take it as a path under its index.
      '@ghat/forms/words': fileURLToPath(new URL('../forms/src/words/index.ts', import.meta.url)),
      // The forms' rules, React-free, read from @ghat/forms' source.
      '@ghat/forms': fileURLToPath(new URL('../forms/src/index.ts', import.meta.url)),
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
});
