// Applies the numbered SQL files in migrations/ in name order, each in its own transaction,
// and records them in schema_migrations. Safe when two instances start together on
// PostgreSQL: each transaction first takes one advisory lock, then checks again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Transaction } from './database.ts';

export const migrationsDir = join(import.meta.dirname, 'migrations');

/** Any fixed number: every instance of this service locks the same one. */
const migrationLock = 7_340_117;

/** The migration files, in the order they apply ('001-forms.sql', '002-mail.sql', ...). */
export function migrationFiles(directory = migrationsDir): string[] {
  return readdirSync(directory)
    .filter((name) => /^\d+-[\w-]+\.sql$/.test(name))
    .sort();
}

/**
 * Applies one migration in `tx` unless `schema_migrations` has it; returns whether it ran.
 * The restore (restore.ts) calls it too, to rebuild a schema inside its one transaction.
 */
export async function applyMigration(
  tx: Transaction,
  name: string,
  directory = migrationsDir,
): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
  await tx.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
  if (rows.length > 0) return false;
  await tx.exec(readFileSync(join(directory, name), 'utf8'));
  await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  return true;
}

/** Applies what is not yet applied; returns the names it applied. */
export async function migrate(db: Database, directory = migrationsDir): Promise<string[]> {
  const applied: string[] = [];
  for (const name of migrationFiles(directory)) {
    if (await db.transaction((tx) => applyMigration(tx, name, directory))) applied.push(name);
  }
  return applied;
}
