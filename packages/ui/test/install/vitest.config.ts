import { defineConfig } from 'vitest/config';

// Packs the built packages and installs them into an app outside the workspace:
// slow (an npm install and a Vite build), so it runs on its own, after `build`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
