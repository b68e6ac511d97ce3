// Whether the built site is up to date with what it is built from, and a build when it is
// not: `npm start` and `npm test` build only when needed. So under turbo, which has just
// run the site's build task, the tests use that build rather than write a second one over
// it (two builds writing dist at once leave pages and their CSP hashes from different
// builds: every build's inline router state differs, so the scripts are blocked).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { npmEnvironment } from '../../../scripts/npm-env.mjs';

const siteRoot = resolve(import.meta.dirname, '..');
const workspaceRoot = resolve(siteRoot, '../..');

/** Everything the build reads. */
export const sources = [
  ...['src', 'build', 'vite.config.ts', 'scripts/csp.ts', 'package.json'].map((path) =>
    join(siteRoot, path),
  ),
  ...[
    'packages/ui/src',
    'packages/tokens/src',
    'packages/content/src',
    'packages/content/assets',
  ].map((path) => join(workspaceRoot, path)),
  join(workspaceRoot, 'package-lock.json'),
];

/** The newest modification time under `path`, in milliseconds (0 when it does not exist). */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.parentPath.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the output in `outputDir` needs building, or undefined when it is up to date. */
export function staleReason(outputDir = join(siteRoot, 'dist')): string | undefined {
  // The CSP map is written last: without it the build did not finish.
  const marker = join(outputDir, 'csp.json');
  if (!existsSync(marker)) return 'there is no build yet';
  const built = statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestChange(source) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Runs `npm run build` when the output is stale; exits the process if the build fails. */
export function buildIfStale(): void {
  const reason = staleReason();
  if (!reason) {
    console.log('The build is up to date.');
    return;
  }
  console.log(`Building the site: ${reason}.`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // With the user's npm configuration, which an npm on the workspace's node would not read.
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: siteRoot,
    stdio: 'inherit',
    env: npmEnvironment(),
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.main) buildIfStale();
