// What the story tests check each story in, after its play function: English, pseudo-long
// (every word about 40% longer) and Arabic (right to left). The a11y gate checks its broken
// stories in the same, so dropping one here fails the gate (test/a11y-gate/check.mjs).
export const storyTargets = 'en,pseudo,ar';
