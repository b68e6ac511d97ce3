import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Render the packages from source, so a change shows without a build.
      resolve: {
        alias: {
          // Before '@ghat/ui', which would otherwise take it as a path under its index:
          // @ghat/ui/locales/fr is packages/ui/src/i18n/locales/fr.ts.
          '@ghat/ui/locales': fromHere('../../../packages/ui/src/i18n/locales'),
          '@ghat/ui': fromHere('../../../packages/ui/src/index.ts'),
          '@ghat/tokens': fromHere('../../../packages/tokens/src/index.ts'),
          // Before '@ghat/forms', which would otherwise take it as a path under its index.
          '@ghat/forms/words': fromHere('../../../packages/forms/src/words/index.ts'),
          '@ghat/forms': fromHere('../../../packages/forms/src/index.ts'),
        },
      },
      // Found late on a cold cache otherwise, which reloads the page and times out every story test.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@tanstack/react-form',
          'valibot',
          'marked',
          // Stories of prerendered islands render server HTML in the browser.
          'react-dom/server',
          // The preview's own imports (its layout check runs axe through addon-a11y's).
          '@storybook/addon-a11y/preview',
          'storybook/viewport',
        ],
      },
    });
  },
};

export default config;
