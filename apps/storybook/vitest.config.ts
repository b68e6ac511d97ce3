import { defineConfig } from 'vitest/config';
import { storybookProject } from './test/storybookProject.ts';

// Every story as a test in Chromium (play function, axe, and text that fits its box), in
// English at the story's own viewport; then in pseudo-long (every word about 40% longer) and
// in Arabic (right to left); and the layout stories, the header and the footer at 320 px wide
// in English and pseudo-long. One project each, so a failure names where it happened.
export default defineConfig({
  test: {
    projects: [
      storybookProject('storybook'),
      storybookProject('storybook-pseudo', { textFitTargets: 'pseudo' }),
      storybookProject('storybook-ar', { textFitTargets: 'ar' }),
      storybookProject('storybook-320', {
        configDir: 'test/reflow/.storybook',
        textFitTargets: 'en@320,pseudo@320',
      }),
    ],
  },
});
