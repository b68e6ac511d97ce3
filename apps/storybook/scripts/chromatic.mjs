// Visual review on Chromatic, only when a project token is configured.
import { spawnSync } from 'node:child_process';
import { npmEnvironment } from '../../../scripts/npm-env.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build', '--exit-zero-on-changes', '--only-changed'],
  // npx and the `npm run build` chromatic starts: with the user's npm configuration.
  { stdio: 'inherit', env: npmEnvironment() },
);
process.exit(result.status ?? 1);
