// The install test's one call on the npm registry, made again when the registry could not be
// reached. The test is about our tarballs, not the network: a connection the machine's proxy
// drops or a certificate it fails to present for a moment (seen once in CI as
// SELF_SIGNED_CERT_IN_CHAIN on every request of one install, and not a minute later) says
// nothing about them. Any other failure (a peer range our packages get wrong, say) fails at once.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** npm's codes for a request that never got an answer from the registry. */
export const unreachableRegistryCodes = [
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
] as const;

/** Whether npm's output says the registry could not be reached, rather than what it answered. */
export function registryUnreachable(npmOutput: string): boolean {
  return unreachableRegistryCodes.some((code) => npmOutput.includes(code));
}

/**
 * npm's full log of a failed run, whose path its last error line gives. A request that fails
 * is logged there only: what npm prints is the consequence (with no answer for react,
 * 'ERESOLVE … Found: react@undefined').
 */
export function npmDebugLog(npmStderr: string): string {
  const path = /A complete log of this run can be found in:\s*(\S+)/.exec(npmStderr)?.[1];
  return path && existsSync(path) ? readFileSync(path, 'utf8') : '';
}

export interface InstallAttempts {
  /** The last attempt's result. */
  result: SpawnSyncReturns<string>;
  /** How many attempts were made. */
  attempts: number;
}

/**
 * `npm install` in `cwd`, made again (up to `attempts` in all, `pauseMs` apart) only while
 * it fails for want of the registry.
 */
export function installFromRegistry(
  cwd: string,
  env: NodeJS.ProcessEnv,
  { attempts = 3, pauseMs = 20_000, command = 'npm' } = {},
): InstallAttempts {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(command, ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd,
      encoding: 'utf8',
      env,
    });
    const failedForRegistry =
      result.status !== 0 &&
      registryUnreachable(`${result.stdout}\n${result.stderr}\n${npmDebugLog(result.stderr)}`);
    if (!failedForRegistry || attempt >= attempts) return { result, attempts: attempt };
    console.warn(
      `npm install could not reach the registry (attempt ${attempt} of ${attempts}); again in ${pauseMs / 1000} s`,
    );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pauseMs);
  }
}
