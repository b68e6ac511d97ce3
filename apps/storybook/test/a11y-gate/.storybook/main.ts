import type { StorybookConfig } from '@storybook/react-vite';
import baseConfig from '../../../.storybook/main.ts';

// The real Storybook configuration, pointed at stories that break accessibility on purpose.
const config: StorybookConfig = {
  ...baseConfig,
  stories: ['../stories/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
};

export default config;
