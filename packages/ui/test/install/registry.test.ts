import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installFromRegistry, npmDebugLog, registryUnreachable } from './registry.ts';

const dir = mkdtempSync(join(tmpdir(), 'ghat-registry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for npm: prints `stderr` and exits 1 for its first `failures` runs, then exits 0. */
function fakeNpm(name: string, failures: number, stderr: string): string {
  const script = join(dir, name);
  const count = join(dir, `${name}.count`);
  writeFileSync(
    script,
    `#!/bin/sh\nn=$(cat "${count}" 2>/dev/null || echo 0)\nn=$((n+1))\necho $n > "${count}"\n` +
      `if [ $n -le ${failures} ]; then printf '%s\\n' '${stderr}' >&2; exit 1; fi\nexit 0\n`,
  );
  chmodSync(script, 0o755);
  return script;
}

describe('registryUnreachable', () => {
  it('is true when npm could not reach the registry', () => {
    expect(
      registryUnreachable(
        'http fetch GET https://registry.npmjs.org/react attempt 3 failed with SELF_SIGNED_CERT_IN_CHAIN',
      ),
    ).toBe(true);
    expect(registryUnreachable('npm error code EAI_AGAIN')).toBe(true);
  });

  it('is false for what the registry answered: a peer range that cannot be met', () => {
    expect(
      registryUnreachable(
        'npm error code ERESOLVE\nnpm error Could not resolve dependency:\nnpm error peer react@"^20.0.0"',
      ),
    ).toBe(false);
  });
});

describe('npmDebugLog', () => {
  it('reads the full log whose path npm’s last error line gives', () => {
    const log = join(dir, 'debug-0.log');
    writeFileSync(log, '30 http fetch GET … attempt 1 failed with SELF_SIGNED_CERT_IN_CHAIN\n');
    const stderr = `npm error code ERESOLVE\nnpm error A complete log of this run can be found in: ${log}\n`;
    expect(npmDebugLog(stderr)).toContain('SELF_SIGNED_CERT_IN_CHAIN');
  });

  it('is empty when there is no log to read', () => {
    expect(npmDebugLog('npm error code ERESOLVE')).toBe('');
    expect(
      npmDebugLog('npm error A complete log of this run can be found in: /nonexistent/debug.log'),
    ).toBe('');
  });
});

describe('installFromRegistry', () => {
  it('installs again after a failure for want of the registry, and stops when it succeeds', () => {
    const npm = fakeNpm('flaky', 1, 'npm error code ECONNRESET');
    const { result, attempts } = installFromRegistry(dir, process.env, {
      command: npm,
      pauseMs: 1,
    });
    expect(result.status).toBe(0);
    expect(attempts).toBe(2);
  });

  it('fails at once on anything else', () => {
    const npm = fakeNpm('peer', 5, 'npm error code ERESOLVE');
    const { result, attempts } = installFromRegistry(dir, process.env, {
      command: npm,
      pauseMs: 1,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ERESOLVE');
    expect(attempts).toBe(1);
  });

  it('gives up after its attempts, with the last failure', () => {
    const npm = fakeNpm('down', 5, 'npm error code ETIMEDOUT');
    const { result, attempts } = installFromRegistry(dir, process.env, {
      command: npm,
      attempts: 3,
      pauseMs: 1,
    });
    expect(result.status).toBe(1);
    expect(attempts).toBe(3);
  });
});
