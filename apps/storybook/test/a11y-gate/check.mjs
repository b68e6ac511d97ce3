// Runs the deliberately broken stories and passes only if axe made each of them fail.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', '--config', 'test/a11y-gate/vitest.config.ts'], {
  cwd: new URL('../..', import.meta.url),
  encoding: 'utf8',
});
const output = `${result.stdout}\n${result.stderr}`;
const expectedRules = ['image-alt', 'button-name'];
const missing = expectedRules.filter((rule) => !output.includes(`(${rule})`));

if (result.status === 0 || missing.length > 0) {
  console.error(output);
  console.error(
    `The accessibility gate is broken: broken stories ${result.status === 0 ? 'passed' : 'failed'}` +
      (missing.length ? `, and axe did not report ${missing.join(', ')}` : '') +
      '. Check parameters.a11y.test in .storybook/preview.tsx.',
  );
  process.exit(1);
}
console.log(
  `Accessibility gate holds: axe failed the broken stories (${expectedRules.join(', ')}).`,
);
