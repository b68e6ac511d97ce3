// One Vitest project of story tests: every story of a Storybook configuration as a test in
// Chromium, with its play function, axe, and the layout check (.storybook/textFitCheck.ts) in
// the language and at the width `textFitTargets` names.
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Debian's Chromium by default; point CHROMIUM_PATH at any other Chromium or Chrome.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const fromApp = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export interface StorybookProjectOptions {
  /** The Storybook configuration whose stories run: its folder, from apps/storybook. */
  configDir?: string;
  /**
   * What the layout check looks at after each play function: unset, the story as it is;
   * 'pseudo' or 'ar', the story in that locale; 'en@320,pseudo@320', at 320 px in each.
   */
  textFitTargets?: string;
}

export function storybookProject(
  name: string,
  { configDir = '.storybook', textFitTargets }: StorybookProjectOptions = {},
): TestProjectInlineConfiguration {
  return {
    plugins: [
      storybookTest({
        configDir: fromApp(configDir),
        initialGlobals: textFitTargets ? { textFitTargets } : {},
      }),
    ],
    test: {
      name,
      // Vitest caches a module's transform by its own text, but a .css.ts module's output (class
      // names, custom properties) comes from the files it imports: a changed token would be read
      // stale from the cache.
      fsModuleCache: false,
      // Each story is checked in up to three languages, axe in each.
      testTimeout: 60_000,
      // A string: addon-vitest keeps a string of setup files, and replaces a list.
      setupFiles: fromApp('test/setup-viewport.ts'),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
