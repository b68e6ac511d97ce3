// `npm start`: builds the site when its output is missing or older than any of its
// sources (this app and the packages it is made from), then serves it and prints where.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultOutputDir, serve } from '../server/main.ts';

const siteRoot = resolve(import.meta.dirname, '..');
const workspaceRoot = resolve(siteRoot, '../..');

/** Everything the build reads. */
export const sources = [
  ...['src', 'build', 'vite.config.ts', 'package.json'].map((path) => join(siteRoot, path)),
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

/** Why the output needs building, or undefined when it is up to date. */
export function staleReason(outputDir = defaultOutputDir): string | undefined {
  // The CSP map is written last: without it the build did not finish.
  const marker = join(outputDir, 'csp.json');
  if (!existsSync(marker)) return 'there is no build yet';
  const built = statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestChange(source) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

if (import.meta.main) {
  const reason = staleReason();
  if (reason) {
    console.log(`Building the site: ${reason}.`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: siteRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.log('The build is up to date.');
  }
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
