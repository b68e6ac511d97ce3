import { defineConfig } from 'tsup';

export default defineConfig({
  // The articles, each page and each policy are entries of their own too, so a site can
  // load each one only where it shows it (`@ghat/content/policies/privacyPolicy`).
  entry: [
    'src/index.ts',
    'src/articles/index.ts',
    'src/i18n/index.ts',
    'src/i18n/addresses.ts',
    'src/i18n/siteLocales.ts',
    'src/pages/*.ts',
    'src/policies/*.ts',
    '!src/**/*.test.ts',
    '!src/pages/pageTestSupport.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
