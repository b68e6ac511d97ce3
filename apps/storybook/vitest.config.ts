import { defineConfig } from 'vitest/config';
import { storybookProject } from './test/storybookProject.ts';
import { storyTargets } from './test/storyTargets.ts';

// Every story as a test in Chromium: its play function once, in English at the story's own
// viewport; then, on the state it reached, axe and the check that text fits its box in
// English, in pseudo-long (every word about 40% longer) and in Arabic (right to left). And the
// layout stories, the header and the footer at 320 px wide in English and pseudo-long. A
// failure names the language and width it happened in (textFitCheck.ts).
// Until 2 December 2026 each language was a project of its own, which mounted and played every
// story again: the story tests took 28 minutes of a fresh clone's 54 (turbo's run summary).
export default defineConfig({
  test: {
    projects: [
      storybookProject('storybook', { textFitTargets: storyTargets }),
      storybookProject('storybook-320', {
        configDir: 'test/reflow/.storybook',
        textFitTargets: 'en@320,pseudo@320',
      }),
    ],
  },
});
