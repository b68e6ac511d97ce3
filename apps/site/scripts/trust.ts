// The trust's command line for what the forms service holds (storage as for `npm start`:
// DATABASE_URL, or PGlite in GHAT_DATA_DIR, which only one process may open at a time, so
// stop the server first when it uses PGlite):
//   npm run trust -w @ghat/site -- export --from 2026-01-01 --to 2026-03-31 [--form contact] > out.csv
//   npm run trust -w @ghat/site -- find someone@example.org
//   npm run trust -w @ghat/site -- export-person someone@example.org > person.json
//   npm run trust -w @ghat/site -- erase someone@example.org [--yes]
//   npm run trust -w @ghat/site -- backup FILE
//   npm run trust -w @ghat/site -- restore FILE [--replace]
// GHAT_BACKUP_DIR (as for `npm start`, server/storage/backupSchedule.ts) is where the
// suppression list that erase writes and restore applies is kept.
import { parseArgs } from 'node:util';
import { BackupError, readBackup, writeBackup } from '../server/storage/backup.ts';
import { backupSettings } from '../server/storage/backupSchedule.ts';
import { openDatabase, type Database } from '../server/storage/database.ts';
import { migrate } from '../server/storage/migrate.ts';
import { restoreBackup, type RestoreReport } from '../server/storage/restore.ts';
import { erasePerson, exportSubmissionsCsv, findPerson } from '../server/storage/rights.ts';
import {
  readSuppressionFile,
  SuppressionListError,
  syncSuppressions,
  writeSuppressionFile,
  type SuppressionList,
} from '../server/storage/suppressions.ts';

export const usage = `Usage: npm run trust -w @ghat/site -- <command>
  export --from YYYY-MM-DD --to YYYY-MM-DD [--form contact|enquiry|newsletter|footer-newsletter]
                          submissions received in those days (UTC, inclusive), as CSV
  find <email>            what is held about an address, in short
  export-person <email>   everything held about an address, as JSON (subject access)
  erase <email> --yes     delete everything held about an address (without --yes: show what)
  backup <file>           write a backup of everything held (gzip'd JSON lines, checksummed)
  restore <file> [--replace]
                          restore a backup into the storage npm start uses (empty, unless
                          --replace), applying the suppression list again`;

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface TrustSettings {
  /** GHAT_BACKUP_DIR as `npm start` reads it: where the suppression list file is. */
  backupDir?: string;
}

/** An open database, or how to open one: unmigrated for backup and restore. */
export type Store = Database | ((options: { migrate: boolean }) => Promise<Database>);

const rawCommands = new Set(['backup', 'restore']);

/** Writes the suppression list file when there is a folder for it; says what it did. */
async function keepListFile(
  dir: string | undefined,
  list: SuppressionList | undefined,
): Promise<string> {
  if (!list) return '';
  if (!dir) {
    return 'The suppression list is kept in the database only (backups are off, so there is no GHAT_BACKUP_DIR for its file).\n';
  }
  return `Suppression list: ${await writeSuppressionFile(dir, list)} (${plural(list.entries.length, 'entry', 'entries')}).\n`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function describeRestore(file: string, report: RestoreReport): string {
  const { header, rows, migrated, erasures, doNotContact, warnings } = report;
  const counts = Object.entries(rows)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
  return [
    `Restored ${file} (taken ${header.createdAt} on ${header.engine}, schema ${header.migrations.at(-1) ?? 'none'}): ${counts || 'no rows'}.`,
    ...(migrated.length ? [`Migrated forward: ${migrated.join(', ')}.`] : []),
    `Re-applied ${plural(erasures.listed, 'erasure')} from the suppression list: deleted ${plural(erasures.records, 'record')} of ${plural(erasures.people, 'person', 'people')} again.`,
    `Re-applied ${plural(doNotContact.listed, 'do-not-contact entry', 'do-not-contact entries')}: unsubscribed ${plural(doNotContact.unsubscribed, 'subscription')} again.`,
    ...warnings,
    '',
  ].join('\n');
}

/** Runs one command against the store; returns the exit code. */
export async function runTrustCommand(
  store: Store,
  argv: readonly string[],
  { out, err }: Output,
  { backupDir }: TrustSettings = {},
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      form: { type: 'string' },
      yes: { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
    },
  });
  const [command, email] = positionals;
  const open = () =>
    typeof store === 'function' ? store({ migrate: !rawCommands.has(command ?? '') }) : store;
  if (command === 'backup' || command === 'restore') {
    if (!email) {
      err(`${command} needs a file\n${usage}\n`);
      return 2;
    }
    return command === 'backup'
      ? backupCommand(await open(), email, { out, err }, backupDir)
      : restoreCommand(open, email, values.replace, { out, err }, backupDir);
  }
  const db = await open();
  if (command === 'export') {
    if (!values.from || !values.to) {
      err(`export needs --from and --to\n${usage}\n`);
      return 2;
    }
    out(await exportSubmissionsCsv(db, { from: values.from, to: values.to, form: values.form }));
    return 0;
  }
  if (!email || !email.includes('@')) {
    err(`${usage}\n`);
    return 2;
  }
  if (command === 'find') {
    const person = await findPerson(db, email);
    const lines = [
      `${person.email}: ${person.submissions.length} submissions, ${person.newsletterSubscriptions.length} newsletter subscriptions, ${person.emails.length} emails`,
      ...person.submissions.map(
        (row) =>
          `  ${String(row.reference)}  ${String(row.form)}  ${new Date(String(row.received_at)).toISOString()}`,
      ),
    ];
    out(`${lines.join('\n')}\n`);
    return 0;
  }
  if (command === 'export-person') {
    out(`${JSON.stringify(await findPerson(db, email), null, 2)}\n`);
    return 0;
  }
  if (command === 'erase') {
    if (!values.yes) {
      const person = await findPerson(db, email);
      out(
        `Would delete ${person.submissions.length} submissions, ${person.newsletterSubscriptions.length} newsletter subscriptions and ${person.emails.length} emails for ${person.email}. Run again with --yes to delete them.\n`,
      );
      return 0;
    }
    const erased = await erasePerson(db, email);
    out(
      `Deleted ${erased.submissions} submissions, ${erased.newsletterSubscriptions} newsletter subscriptions and ${erased.emails} emails.\n`,
    );
    try {
      out(await keepListFile(backupDir, erased.suppressions));
    } catch (error) {
      err(`The erasure is done, but ${(error as Error).message}\n`);
      return 1;
    }
    return 0;
  }
  err(`${usage}\n`);
  return 2;
}

async function backupCommand(
  db: Database,
  file: string,
  { out }: Output,
  backupDir: string | undefined,
): Promise<number> {
  const list = await db.transaction((tx) => syncSuppressions(tx));
  const summary = await writeBackup(db, file);
  const rows = Object.entries(summary.rows)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
  out(`Backed up ${rows || 'no rows'} to ${file} (${summary.bytes} bytes).\n`);
  out(await keepListFile(backupDir, list));
  return 0;
}

/** Checks the file and the list completely before the database is opened at all. */
async function restoreCommand(
  open: () => Promise<Database> | Database,
  file: string,
  replace: boolean,
  { out, err }: Output,
  backupDir: string | undefined,
): Promise<number> {
  try {
    const backup = await readBackup(file);
    const list = backupDir ? readSuppressionFile(backupDir) : undefined;
    const report = await restoreBackup(await open(), backup, { replace, list });
    out(describeRestore(file, report));
    out(await keepListFile(backupDir, report.suppressions));
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof SuppressionListError) {
      err(`Not restored: ${error.message}\n`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      err(`Not restored: ${file} does not exist.\n`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.main) {
  let db: Database | undefined;
  try {
    const { dir } = backupSettings();
    const open = async (options: { migrate: boolean }) => {
      db = await openDatabase();
      if (options.migrate) await migrate(db);
      return db;
    };
    process.exitCode = await runTrustCommand(
      open,
      process.argv.slice(2),
      {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
      },
      { backupDir: dir },
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
