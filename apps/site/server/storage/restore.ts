// Restores a backup (backup.ts) into the database `npm start` would use, in one
// transaction: the target ends as the backup, migrated to this version, with every erasure
// and do-not-contact entry of the suppression list applied again, or exactly as it was.
import { BackupError, quoteName, schemaTables, type Backup, type BackupHeader } from './backup.ts';
import type { Database, Transaction } from './database.ts';
import { applyMigration, migrationFiles } from './migrate.ts';
import { eraseRecords } from './rights.ts';
import {
  existingSuppressionKey,
  recordSuppressions,
  storedSuppressions,
  SuppressionListError,
  suppressionKey,
  syncSuppressions,
  unionOfSuppressions,
  type Suppression,
  type SuppressionList,
} from './suppressions.ts';

export interface RestoreOptions {
  /** Replace a target that holds data; without it such a target is refused. */
  replace?: boolean;
  /** The suppression list file beside the backups, when there is one. */
  list?: SuppressionList;
}

export interface RestoreReport {
  header: BackupHeader;
  rows: Record<string, number>;
  /** Migrations applied after the backup's rows: it came from an older version. */
  migrated: string[];
  erasures: { listed: number; people: number; records: number };
  doNotContact: { listed: number; unsubscribed: number };
  /** The list as it now stands in the database, for the file beside the backups. */
  suppressions?: SuppressionList;
  /** What the restore could not carry over, said plainly. */
  warnings: string[];
}

/** Tables whose rows do not make a store "in use": made by any first start, or fleeting. */
const setupTables = new Set([
  'schema_migrations',
  'app_secrets',
  'form_rate_limit',
  'suppressions',
]);

/** The rows a target holds, by table, counting only what setup does not make. */
async function dataRows(tx: Transaction): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await schemaTables(tx)) {
    if (setupTables.has(name)) continue;
    const { rows } = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${quoteName(name)}`,
    );
    if ((rows[0]?.count ?? 0) > 0) counts[name] = rows[0]?.count ?? 0;
  }
  return counts;
}

/** Sets every identity and serial sequence past the largest value restored. */
async function resetSequences(tx: Transaction) {
  const { rows } = await tx.query<{ table: string; column: string; sequence: string }>(
    `SELECT c.relname AS table, a.attname AS column,
            pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = current_schema() AND c.relkind = 'r'
        AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
  );
  for (const { table, column, sequence } of rows) {
    await tx.query(
      `SELECT setval($1, coalesce((SELECT max(${quoteName(column)}) FROM ${quoteName(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

/** Every address the records name, lower-cased as the erasure's queries compare them. */
async function addressesHeld(tx: Transaction): Promise<string[]> {
  const names = new Set((await schemaTables(tx)).map((table) => table.name));
  const sources = [
    names.has('submissions') && 'SELECT lower(email) AS address FROM submissions',
    names.has('newsletter_subscriptions') &&
      'SELECT lower(email) AS address FROM newsletter_subscriptions',
    names.has('mail_outbox') && 'SELECT lower(recipient) AS address FROM mail_outbox',
    names.has('mail_outbox') &&
      'SELECT lower(reply_to) AS address FROM mail_outbox WHERE reply_to IS NOT NULL',
  ].filter(Boolean);
  if (sources.length === 0) return [];
  const { rows } = await tx.query<{ address: string }>(sources.join(' UNION '));
  return rows.map((row) => row.address);
}

/** Inserts a table's rows, a thousand at a time, each row parsed by PostgreSQL itself. */
async function insertRows(tx: Transaction, table: string, columns: string[], rows: string[]) {
  const list = columns.map(quoteName).join(', ');
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.query(
      `INSERT INTO ${quoteName(table)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::${quoteName(table)}, $1::json)`,
      [`[${rows.slice(start, start + 1000).join(',')}]`],
    );
  }
}

/**
 * Restores `backup` into `db`. Throws a BackupError, leaving the target as it was, when
 * the target holds data and `replace` is not set, or the backup's rows do not fit its
 * schema; a SuppressionListError when the list file was made under another key.
 */
export async function restoreBackup(
  db: Database,
  backup: Backup,
  { replace = false, list }: RestoreOptions = {},
): Promise<RestoreReport> {
  const known = migrationFiles();
  const { header } = backup;
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const held = await dataRows(tx);
    if (!replace && Object.keys(held).length > 0) {
      const what = Object.entries(held)
        .map(([table, count]) => `${count} in ${table}`)
        .join(', ');
      throw new BackupError(
        'not-empty',
        `The target already holds data (${what}), so nothing was restored. Restore into an empty store, or add --replace to replace everything it holds.`,
      );
    }
    // The list the target itself holds (a --replace of the live store), with its own
    // unsubscribes up to now: carried over.
    await syncSuppressions(tx);
    const previousKey = await existingSuppressionKey(tx);
    const previous = await storedSuppressions(tx);

    for (const { name } of await schemaTables(tx)) {
      await tx.exec(`DROP TABLE ${quoteName(name)} CASCADE`);
    }
    for (const name of header.migrations) await applyMigration(tx, name);
    const tables = new Map((await schemaTables(tx)).map((table) => [table.name, table.columns]));
    const rows: Record<string, number> = {};
    for (const table of backup.tables) {
      const columns = tables.get(table.name);
      if (!columns || columns.join() !== table.columns.join()) {
        throw new BackupError(
          'schema-mismatch',
          `The backup's table ${table.name} (${table.columns.join(', ')}) does not match schema ${header.migrations.at(-1)}'s (${columns?.join(', ') ?? 'no such table'}), so nothing was restored.`,
        );
      }
      // Rows a migration wrote (defaults, secrets) give way to the backup's.
      await tx.exec(`TRUNCATE ${quoteName(table.name)}`);
      await insertRows(tx, table.name, table.columns, table.rows);
      rows[table.name] = table.rows.length;
    }
    await resetSequences(tx);
    const migrated: string[] = [];
    for (const name of known.slice(header.migrations.length)) {
      if (await applyMigration(tx, name)) migrated.push(name);
    }

    const report: RestoreReport = {
      header,
      rows,
      migrated,
      erasures: { listed: 0, people: 0, records: 0 },
      doNotContact: { listed: 0, unsubscribed: 0 },
      warnings: [],
    };
    const key = await suppressionKey(tx);
    if (!key) return report;
    if (list && list.key !== key.fingerprint && list.entries.length > 0) {
      throw new SuppressionListError(
        `The suppression list beside the backups was made with another key (${list.key}) than this backup's (${key.fingerprint}), so its ${list.entries.length} entries could not be applied and nothing was restored. Is it the list of another installation? Move it aside to restore without it.`,
      );
    }
    let carried = previous;
    if (previousKey && previousKey.fingerprint !== key.fingerprint && previous.length > 0) {
      report.warnings.push(
        `The replaced store's own ${previous.length} suppression entries were made with another key and could not be carried over.`,
      );
      carried = [];
    }
    const entries = unionOfSuppressions(await storedSuppressions(tx), list?.entries ?? [], carried);
    await recordSuppressions(tx, entries);

    // Apply each entry to what it matches: the addresses are hashed here, never stored.
    const listed = new Map(entries.map((entry) => [`${entry.kind} ${entry.hash}`, entry]));
    const find = (kind: Suppression['kind'], address: string) =>
      listed.get(`${kind} ${key.hash(address)}`);
    for (const address of await addressesHeld(tx)) {
      const erased = find('erased', address);
      if (erased) {
        const result = await eraseRecords(tx, address, erased.at);
        const records = result.submissions + result.newsletterSubscriptions + result.emails;
        if (records > 0) report.erasures.people += 1;
        report.erasures.records += records;
      }
      const unsubscribed = find('do-not-contact', address);
      if (unsubscribed) {
        // As the unsubscribe link does; a confirmation after it was a new consent.
        const { rows: updated } = await tx.query(
          `UPDATE newsletter_subscriptions SET unsubscribed_at = $2, first_name = NULL
            WHERE lower(email) = $1 AND unsubscribed_at IS NULL
              AND coalesce(confirmed_at, requested_at) < $2
            RETURNING 1`,
          [address, unsubscribed.at],
        );
        report.doNotContact.unsubscribed += updated.length;
      }
    }
    report.erasures.listed = entries.filter((entry) => entry.kind === 'erased').length;
    report.doNotContact.listed = entries.length - report.erasures.listed;
    report.suppressions = { key: key.fingerprint, entries: await storedSuppressions(tx) };
    return report;
  });
}
