import { defineConfig } from 'vitest/config';
import { storybookProject } from '../storybookProject.ts';

// The deliberately broken stories, under the real preview, checked as the story projects check:
// as rendered, then in pseudo-long, then in Arabic at 320 px (so the switch of language, the
// resize and axe in each all run).
export default defineConfig({
  test: {
    projects: [
      storybookProject('a11y-gate', {
        configDir: 'test/a11y-gate/.storybook',
        textFitTargets: 'en,pseudo,ar@320',
      }),
    ],
  },
});
