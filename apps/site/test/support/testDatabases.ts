// Test support: the databases the storage suites run on: PGlite in a temporary folder, and
// a throwaway PostgreSQL server (testPostgres.ts) when it can start.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase, type Database } from '../../server/storage/database.ts';
import { migrate } from '../../server/storage/migrate.ts';
import {
  reportPostgresUnavailable,
  startTestPostgres,
  type TestPostgres,
  type TestPostgresResult,
} from './testPostgres.ts';

export interface TestDatabaseKind {
  kind: 'pglite' | 'postgres';
  /** A fresh, migrated database; close it when done. */
  open(): Promise<Database>;
}

let template: Promise<string> | undefined;

/**
 * A migrated PGlite folder, made once in a test file and copied for each of its databases:
 * opening a new folder runs PostgreSQL's initdb inside PGlite (about 3.5 s here), opening a
 * copy about 0.7 s. A test of opening an empty folder calls openDatabase itself.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghat-pglite-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const db = await openDatabase({ dataDir: dir, databaseUrl: '' });
    await migrate(db);
    await db.close();
    return dir;
  })();
  return template;
}

/** PGlite in a new temporary folder each time, removed when the database is closed. */
export const pgliteKind: TestDatabaseKind = {
  kind: 'pglite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'ghat-pglite-'));
    cpSync(await migratedTemplate(), dir, { recursive: true });
    const db = await openDatabase({ dataDir: dir, databaseUrl: '' });
    // Applies nothing on a copy of the template; kept so the promise of `open` stands alone.
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
