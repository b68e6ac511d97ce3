import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestChange, sources, staleReason } from './buildState.ts';

describe('staleReason', () => {
  const made: string[] = [];
  const outputDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghat-build-state-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('asks for a build when there is none (no CSP map: the last step never ran)', () => {
    expect(staleReason(outputDir())).toBe('there is no build yet');
  });

  it('is content with a build newer than every source', () => {
    const dir = outputDir();
    writeFileSync(join(dir, 'csp.json'), '{}');
    const future = new Date(Date.now() + 24 * 60 * 60 * 1000);
    utimesSync(join(dir, 'csp.json'), future, future);
    expect(staleReason(dir)).toBeUndefined();
  });

  it('names the source that changed after the build', () => {
    const dir = outputDir();
    writeFileSync(join(dir, 'csp.json'), '{}');
    utimesSync(join(dir, 'csp.json'), new Date(0), new Date(0));
    expect(staleReason(dir)).toMatch(/ changed since the last build$/);
  });

  it('watches the CSP step and the packages the site is made from', () => {
    expect(sources.some((source) => source.endsWith(join('scripts', 'csp.ts')))).toBe(true);
    expect(sources.some((source) => source.endsWith(join('packages', 'ui', 'src')))).toBe(true);
    expect(newestChange(join(tmpdir(), 'no-such-path-ghat'))).toBe(0);
  });
});
