// Runs in the test browser before the story files: lets the preview's layout check
// (.storybook/textFitCheck.ts) resize the viewport after a story's play function, which the
// preview itself cannot import Vitest to do (the Storybook app would then bundle it).
import { page } from 'vitest/browser';

globalThis.__storybookTestViewport = async (width, height) => {
  await page.viewport(width, height);
};
