import type { StorybookConfig } from '@storybook/react-vite';
import baseConfig from '../../../.storybook/main.ts';

// The real Storybook configuration with only the stories checked at 320 px as well: the
// Layout and Page layouts groups (CookieBanner, in the patterns folder, is an overlay), the
// header and the footer.
const ui = '../../../../../packages/ui/src';

const config: StorybookConfig = {
  ...baseConfig,
  stories: [
    `${ui}/primitives/layout/**/*.stories.tsx`,
    `${ui}/patterns/!(CookieBanner)/*.stories.tsx`,
    `${ui}/components/navigation/SiteHeader/*.stories.tsx`,
    `${ui}/components/navigation/SiteFooter/*.stories.tsx`,
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
};

export default config;
