import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../../../..');
const packManifest = join(workspaceRoot, 'scripts/pack-manifest.mjs');
const checkRelease = join(workspaceRoot, 'scripts/check-release.mjs');

const folders: string[] = [];
function folder() {
  const path = mkdtempSync(join(tmpdir(), 'ghat-release-'));
  folders.push(path);
  return path;
}
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

const node = (args: string[], cwd: string) =>
  spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });

const manifest = {
  name: '@ghat/example',
  exports: {
    '.': {
      '@ghat/source': './src/index.ts',
      types: './dist/index.d.ts',
      default: './dist/index.js',
    },
    './styles.css': './dist/index.css',
    './package.json': './package.json',
  },
};

/** A package folder with its source, and its build when `built`. */
function examplePackage({ built }: { built: boolean }) {
  const path = folder();
  mkdirSync(join(path, 'src'));
  writeFileSync(join(path, 'src/index.ts'), 'export const a = 1;\n');
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(join(path, 'package.json'), text);
  if (built) {
    mkdirSync(join(path, 'dist'));
    for (const file of ['index.d.ts', 'index.js', 'index.css']) {
      writeFileSync(join(path, 'dist', file), '');
    }
  }
  return { path, text };
}

describe('packing a published package (scripts/pack-manifest.mjs)', () => {
  it('refuses to pack without a build, and says what to run', () => {
    const { path, text } = examplePackage({ built: false });
    const result = node([packManifest, 'prepack'], path);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not built');
    expect(result.stderr).toContain('npm run build');
    expect(readFileSync(join(path, 'package.json'), 'utf8')).toBe(text);
  });

  it('refuses to pack a build older than its source', () => {
    const { path } = examplePackage({ built: true });
    const past = new Date(Date.now() - 60_000);
    for (const file of ['index.d.ts', 'index.js', 'index.css']) {
      utimesSync(join(path, 'dist', file), past, past);
    }
    const result = node([packManifest, 'prepack'], path);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('older than src');
  });

  it('packs a manifest without the workspace-only source condition, then puts it back', () => {
    const { path, text } = examplePackage({ built: true });
    expect(node([packManifest, 'prepack'], path).status).toBe(0);
    const packed = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as typeof manifest;
    expect(packed.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(packed.exports['./styles.css']).toBe('./dist/index.css');
    expect(node([packManifest, 'postpack'], path).status).toBe(0);
    expect(readFileSync(join(path, 'package.json'), 'utf8')).toBe(text);
  });
});

describe('npm run release (scripts/check-release.mjs)', () => {
  /** A copy of the script in a repository whose .changeset folder holds `files`. */
  function repository(files: string[]) {
    const path = folder();
    mkdirSync(join(path, 'scripts'));
    mkdirSync(join(path, '.changeset'));
    cpSync(checkRelease, join(path, 'scripts/check-release.mjs'));
    for (const file of files) writeFileSync(join(path, '.changeset', file), '---\n---\n');
    return path;
  }

  it('refuses to publish while changesets wait to be applied by changeset version', () => {
    const path = repository(['README.md', 'config.json', 'a-change.md']);
    const result = node(['scripts/check-release.mjs'], path);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('a-change.md');
    expect(result.stderr).toContain('npm run version-packages');
  });

  it('lets the release go on once every changeset is applied', () => {
    const path = repository(['README.md', 'config.json']);
    expect(node(['scripts/check-release.mjs'], path).status).toBe(0);
  });
});
