// Runs the deliberately broken stories and passes only if each failed the way it should (axe,
// or the check that text fits its box), and the story that breaks nothing passed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmEnvironment } from '../../../../scripts/npm-env.mjs';

/** Each story: null to pass, or the words its failure must hold. */
const expected = {
  'Image Without Alt': ['(image-alt)'],
  'Button Without Name': ['(button-name)'],
  'Too Narrow For Longer Words': ['Text does not fit (pseudo-long)', 'wider than its box'],
  // Clipped in every target: so each of the story tests' own targets (test/storyTargets.ts)
  // must be named, or one was dropped.
  'Clipped By Its Container': [
    'Text does not fit (en)',
    'Text does not fit (pseudo-long)',
    'Text does not fit (ar)',
    'which hides what overflows it',
  ],
  'Wider Than A Phone': ['Text does not fit (ar, 320 px wide)', 'the page scrolls sideways'],
  Fits: null,
};

const folder = mkdtempSync(join(tmpdir(), 'a11y-gate-'));
const report = join(folder, 'report.json');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'test/a11y-gate/vitest.config.ts',
    '--reporter=json',
    `--outputFile=${report}`,
  ],
  { cwd: new URL('../..', import.meta.url), encoding: 'utf8', env: npmEnvironment() },
);

const problems = [];
const tests = new Map();
try {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of testResults) {
    for (const test of file.assertionResults) tests.set(test.title, test);
  }
} catch (error) {
  problems.push(`no report from Vitest (${error.message})`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}

for (const [story, words] of Object.entries(expected)) {
  const test = tests.get(story);
  if (!test) {
    problems.push(`${story} did not run`);
  } else if (words === null) {
    if (test.status !== 'passed') {
      problems.push(`${story} should pass and ${test.status}:\n${test.failureMessages.join('\n')}`);
    }
  } else if (test.status !== 'failed') {
    problems.push(`${story} should fail and ${test.status}`);
  } else {
    const message = test.failureMessages.join('\n');
    const missing = words.filter((word) => !message.includes(word));
    if (missing.length > 0) {
      problems.push(`${story} failed without ${missing.join(', ')}:\n${message}`);
    }
  }
}

if (result.status === 0 || problems.length > 0) {
  console.error(`${result.stdout}\n${result.stderr}`);
  console.error(
    `The story tests' gate is broken${result.status === 0 ? ': the broken stories passed' : ''}.\n` +
      problems.map((problem) => `- ${problem}`).join('\n') +
      '\nCheck parameters.a11y.test and the textFit check in .storybook/preview.tsx.',
  );
  process.exit(1);
}
console.log(
  'Story test gate holds: axe failed the broken stories (image-alt, button-name), text that ' +
    'does not fit failed them (in pseudo-long; clipped in English, pseudo-long and Arabic; ' +
    'at 320 px), and the story that fits passed.',
);
