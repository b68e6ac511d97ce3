import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Two kinds of test: `unit` (the server, the CSP step, the page list and the seo helper,
// in Node) and `e2e` (the built site, served by the real server, in Chromium). The e2e
// tests read the build output, so `npm test` builds between the two.
export default defineConfig({
  // Unit tests of site modules that import @ghat/ui (its styles are vanilla-extract files).
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@ghat/source'] },
  ssr: { resolve: { conditions: ['@ghat/source'] } },
  test: {
    // Vitest caches a module's transform by its own text, but a .css.ts module's output (class
    // names, custom properties) comes from the files it imports: a changed token would be read
    // stale from the cache.
    fsModuleCache: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Opening a PGlite database compiles its WebAssembly: seconds on a busy machine (a
          // rate-limit suite's open timed out at vitest's 10 s beside a browser test run).
          hookTimeout: 60_000,
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/globalSetup.ts'],
          // One browser at a time: the machine has two cores, and the files that visit many pages
          // keep both busy. Two at a time beside the Storybook tests (tried 29 November 2026) put
          // the load at 10-12, each file took about twice as long, and the Storybook tests 13
          // minutes longer. Two at a time alone (tried later that day) took as long again too:
          // accessibility 561 s and first-view-budget 419 s; singly, 280 alone and 249 in CI.
          fileParallelism: false,
          // Within a file, tests marked concurrent (each page's axe checks, the cold-page tests) run
          // three at a time.
          maxConcurrency: 3,
          // expect.poll waits up to 10 s (vitest's default is 1 s): on a busy machine a form's
          // round trip to the real service and its storage can take longer than that.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
