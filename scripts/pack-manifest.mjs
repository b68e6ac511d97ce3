// `prepack` and `postpack` of every published package (run from the package's folder).
//
// prepack refuses to pack without a build: every file the exports name must exist and be
// newer than the source, or the tarball would hold only package.json (or stale code). Then
// it takes the workspace-only "@ghat/source" export condition (TypeScript source, which the
// tarball does not ship) out of the manifest that goes into the tarball. postpack puts the
// workspace's manifest back.
import {
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const step = process.argv[2];
const manifestFile = 'package.json';
const backupFile = 'package.json.workspace';
const sourceCondition = '@ghat/source';

/**
 * Writes `file` by renaming a finished copy over it: a test of another task that reads the
 * manifest meanwhile (turbo runs two at once) sees the old or the new one, never the empty
 * file a plain write passes through (a fresh-clone run once failed on it).
 */
function replaceAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function newestIn(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Every file an export names, with the conditions' object flattened. */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.entries(exports).flatMap(([key, value]) =>
    key === sourceCondition ? [] : exportTargets(value),
  );
}

function withoutSourceCondition(exports) {
  if (typeof exports === 'string') return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== sourceCondition)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

if (step === 'prepack') {
  const text = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(text);
  const targets = exportTargets(manifest.exports).filter((target) => target !== './package.json');
  const missing = targets.filter((target) => !existsSync(target));
  if (missing.length > 0) {
    console.error(
      `${manifest.name}: not packed, it is not built (missing ${missing.join(', ')}). ` +
        'Run `npm run build` at the repository root first.',
    );
    process.exit(1);
  }
  const oldestBuilt = Math.min(...targets.map((target) => statSync(target).mtimeMs));
  if (existsSync('src') && newestIn('src') > oldestBuilt) {
    console.error(
      `${manifest.name}: not packed, dist is older than src. Run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  copyFileSync(manifestFile, backupFile);
  manifest.exports = withoutSourceCondition(manifest.exports);
  replaceAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(backupFile)) {
    replaceAtomically(manifestFile, readFileSync(backupFile, 'utf8'));
    rmSync(backupFile);
  }
} else {
  console.error('usage: node pack-manifest.mjs prepack|postpack');
  process.exit(2);
}
