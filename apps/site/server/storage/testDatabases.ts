// Test support: the databases the storage tests run against. PGlite in a temporary folder,
// and a throwaway PostgreSQL server (Debian's `postgresql` package) on loopback, started
// here without systemd. When PostgreSQL cannot start, `startTestPostgres` says why, and the
// suites that need it report themselves as not run with that reason; in CI (CI=true), where
// .ci/run installs it, that is an error instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

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

function freePort(): Promise<number> {
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
    const port = await freePort();
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

export interface TestDatabaseKind {
  kind: 'pglite' | 'postgres';
  /** A fresh, migrated database; close it when done. */
  open(): Promise<Database>;
}

/** PGlite in a new temporary folder each time, removed when the database is closed. */
export const pgliteKind: TestDatabaseKind = {
  kind: 'pglite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'ghat-pglite-'));
    const db = await openDatabase({ dataDir: dir, databaseUrl: '' });
    await migrate(db);
    return {
      ...db,
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

export function postgresKind(server: TestPostgres): TestDatabaseKind {
  return {
    kind: 'postgres',
    async open() {
      const db = await openDatabase({ databaseUrl: await server.createDatabase() });
      await migrate(db);
      return db;
    },
  };
}

/**
 * The mail service's tables (its 002-mail.sql), only the columns the purge and the rights
 * requests read: for tests of those before or without that migration. Tests insert rows
 * that suit both this shape and the real one.
 */
export const mailTablesSql = `
  CREATE TABLE IF NOT EXISTS newsletter_subscriptions (email text PRIMARY KEY, first_name text, source text,
    created_at timestamptz NOT NULL DEFAULT now(), requested_at timestamptz NOT NULL DEFAULT now(),
    confirmed_at timestamptz, unsubscribed_at timestamptz);
  CREATE TABLE IF NOT EXISTS mail_outbox (id serial PRIMARY KEY, kind text NOT NULL,
    recipient text NOT NULL, reply_to text, subject text NOT NULL, text text NOT NULL,
    sent_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());`;

/**
 * For a test file: the databases its storage suites run on (PGlite, and PostgreSQL when it
 * can start; stopped after the file), and the PostgreSQL server's own result.
 */
export async function databasesForThisFile(): Promise<{
  kinds: TestDatabaseKind[];
  postgres: TestPostgresResult;
}> {
  const postgres = await startTestPostgres();
  if (!postgres.available) reportPostgresUnavailable(postgres.reason);
  afterAll(() => {
    if (postgres.available) postgres.server.stop();
  });
  return {
    kinds: [pgliteKind, ...(postgres.available ? [postgresKind(postgres.server)] : [])],
    postgres,
  };
}
