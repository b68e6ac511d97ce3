// A throwaway PostgreSQL server (Debian's `postgresql` package) on loopback, started here
// without systemd, for tests and the benchmark. When it cannot start, `startTestPostgres`
// says why; test suites then report themselves as not run with that reason, and in CI
// (CI=true), where .ci/run installs PostgreSQL, that is an error instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/storage/database.ts';

export interface TestPostgres {
  /** A connection string for a new, empty database on the server. */
  createDatabase(): Promise<string>;
  stop(): void;
}

export type TestPostgresResult =
  { available: true; server: TestPostgres } | { available: false; reason: string };

function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(bin));
}

/** A port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Starts a PostgreSQL server for this test file, or says why it cannot. */
export async function startTestPostgres(): Promise<TestPostgresResult> {
  const bin = postgresBin();
  if (!bin) {
    return {
      available: false,
      reason:
        'no PostgreSQL binaries (apt-get install postgresql, or set PG_BIN to the folder of initdb and pg_ctl)',
    };
  }
  // initdb refuses to run as root: run the server as the postgres user then.
  const root = process.getuid?.() === 0;
  const asUser = (command: string, args: string[]) =>
    root
      ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
      : ([command, args] as const);
  const dir = mkdtempSync(join(tmpdir(), 'ghat-postgres-'));
  try {
    if (root) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    const data = join(dir, 'data');
    const run = (command: string, args: string[]) => {
      const [file, fileArgs] = asUser(join(bin, command), args);
      const result = spawnSync(file, fileArgs, { encoding: 'utf8', timeout: 60_000 });
      if (result.status !== 0) {
        throw new Error(
          `${command} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
        );
      }
    };
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    // Test files start their servers side by side: should another take the free port
    // between our asking and our starting, try another one.
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        run('pg_ctl', [
          '-D',
          data,
          '-w',
          '-l',
          join(dir, 'log'),
          '-o',
          `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
          'start',
        ]);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let count = 0;
    const server: TestPostgres = {
      async createDatabase() {
        count += 1;
        const name = `test_${process.pid}_${count}`;
        const db = await openDatabase({ databaseUrl: admin });
        try {
          await db.query(`CREATE DATABASE ${name}`);
        } finally {
          await db.close();
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
      stop() {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
    return { available: true, server };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Tells the runner a PostgreSQL suite is not run and why; in CI that is a failure, since
 * .ci/run installs PostgreSQL.
 */
export function reportPostgresUnavailable(reason: string): void {
  const message = `PostgreSQL suites NOT RUN: ${reason}`;
  if (process.env.CI) throw new Error(message);
  console.warn(message);
}
