import { defineConfig } from 'vitest/config';
import { storybookProject } from '../storybookProject.ts';
import { storyTargets } from '../storyTargets.ts';

// The deliberately broken stories, under the real preview, checked as the story projects check:
// in the story tests' own targets (test/storyTargets.ts), then in Arabic at 320 px (so the
// switch of language, the resize and axe in each all run).
export default defineConfig({
  test: {
    projects: [
      storybookProject('a11y-gate', {
        configDir: 'test/a11y-gate/.storybook',
        textFitTargets: `${storyTargets},ar@320`,
      }),
    ],
  },
});
