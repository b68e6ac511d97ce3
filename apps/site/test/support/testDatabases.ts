// Test support: the databases the storage suites run on: PGlite in a temporary folder, and
// a throwaway PostgreSQL server (testPostgres.ts) when it can start.
import { mkdtempSync, rmSync } from 'node:fs';
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
