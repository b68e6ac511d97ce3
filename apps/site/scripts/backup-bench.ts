// Backups of a full store: `npm run bench:backup -w @ghat/site [-- --count 10000 --runs 3
// --engines pglite,postgres]`. Fills each engine with `count` submissions and the mail
// each one queues (as the forms service stores them), then times a backup (snapshot, JSON
// lines, gzip, written and renamed) and a restore (read, checked, replacing the target)
// `runs` times, and prints the backup's size and the median times. PostgreSQL is the
// throwaway server the tests use; it is reported as not run when it cannot start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startMail } from '../server/mail/index.ts';
import { readBackup, takeBackup, writeBackup } from '../server/storage/backup.ts';
import { openDatabase, type Database } from '../server/storage/database.ts';
import { migrate } from '../server/storage/migrate.ts';
import { restoreBackup } from '../server/storage/restore.ts';
import { startTestPostgres } from '../test/support/testPostgres.ts';

type Engine = Database['kind'];

export interface BackupBenchResult {
  engine: Engine;
  submissions: number;
  emails: number;
  /** The backup file, gzip-compressed. */
  bytes: number;
  backupMs: number;
  /** Of a backup, the read in one transaction: on PGlite, requests wait this long. */
  readMs: number;
  restoreMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const words =
  'We would like to know more about the clinics your partners run and how a local group could help with supplies, volunteers or a gift in memory of someone. '.split(
    ' ',
  );
const sentence = (index: number, length: number) =>
  Array.from({ length }, (_, at) => words[(index + at * 7) % words.length]).join(' ');

/** Stores `count` submissions of the four forms, each with its mail, 100 a transaction. */
async function fill(db: Database, count: number) {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const mail = await startMail({ db, env: {}, log: quiet });
  const forms = ['contact', 'enquiry', 'contact', 'newsletter', 'enquiry', 'footer-newsletter'];
  try {
    for (let start = 0; start < count; start += 100) {
      await db.transaction(async (tx) => {
        for (let index = start; index < Math.min(count, start + 100); index += 1) {
          const form = forms[index % forms.length] ?? 'contact';
          const email = `person${index}@example.org`;
          const fields: Record<string, unknown> =
            form === 'contact'
              ? {
                  name: `Person ${index}`,
                  email,
                  subject: sentence(index, 5),
                  message: sentence(index, 60),
                  consent: true,
                }
              : form === 'enquiry'
                ? {
                    name: `Person ${index}`,
                    email,
                    phone: '+44 7700 900000',
                    message: sentence(index, 80),
                  }
                : form === 'newsletter'
                  ? { firstName: `Person${index}`, email, consent: true }
                  : { email };
          const submission = {
            reference: crypto.randomUUID(),
            form,
            email,
            fields,
            receivedAt: new Date(),
            language: 'en' as const,
          };
          await tx.query(
            'INSERT INTO submissions (id, form, email, fields, received_at, language) VALUES ($1, $2, $3, $4, $5, $6)',
            [
              submission.reference,
              form,
              email,
              JSON.stringify(fields),
              submission.receivedAt.toISOString(),
              'en',
            ],
          );
          await mail.queueForSubmission(tx, submission);
        }
      });
    }
  } finally {
    await mail.stop();
  }
}

async function openEngine(
  engine: Engine,
  folders: string[],
  createDatabase?: () => Promise<string>,
) {
  if (engine === 'postgres') {
    if (!createDatabase) throw new Error('no PostgreSQL server');
    return openDatabase({ databaseUrl: await createDatabase() });
  }
  const dir = mkdtempSync(join(tmpdir(), 'ghat-backup-bench-'));
  folders.push(dir);
  return openDatabase({ dataDir: dir, databaseUrl: '' });
}

/** Fills, backs up and restores each engine; `log` hears progress. */
export async function benchmarkBackups({
  count = 10_000,
  runs = 3,
  engines = ['pglite', 'postgres'] as Engine[],
  log = (message: string) => console.error(message),
} = {}): Promise<{ results: BackupBenchResult[]; notRun: string[] }> {
  const folders: string[] = [];
  const results: BackupBenchResult[] = [];
  const notRun: string[] = [];
  let stopPostgres = (): void => undefined;
  let createDatabase: (() => Promise<string>) | undefined;
  try {
    if (engines.includes('postgres')) {
      const postgres = await startTestPostgres();
      if (postgres.available) {
        createDatabase = () => postgres.server.createDatabase();
        stopPostgres = () => postgres.server.stop();
      } else {
        notRun.push(`postgres: NOT RUN (${postgres.reason})`);
      }
    }
    for (const engine of engines) {
      if (engine === 'postgres' && !createDatabase) continue;
      const source = await openEngine(engine, folders, createDatabase);
      const target = await openEngine(engine, folders, createDatabase);
      try {
        await migrate(source);
        log(`${engine}: storing ${count} submissions…`);
        await fill(source, count);
        const file = join(mkdtempSync(join(tmpdir(), 'ghat-backup-bench-file-')), 'b.jsonl.gz');
        folders.push(join(file, '..'));
        const backupTimes: number[] = [];
        const readTimes: number[] = [];
        const restoreTimes: number[] = [];
        let bytes = 0;
        for (let run = 1; run <= runs; run += 1) {
          let started = performance.now();
          bytes = (await writeBackup(source, file)).bytes;
          backupTimes.push(performance.now() - started);
          started = performance.now();
          await takeBackup(source);
          readTimes.push(performance.now() - started);
          started = performance.now();
          await restoreBackup(target, await readBackup(file), { replace: true });
          restoreTimes.push(performance.now() - started);
          log(
            `${engine}: run ${run}: backup ${backupTimes.at(-1)?.toFixed(0)} ms, restore ${restoreTimes.at(-1)?.toFixed(0)} ms`,
          );
        }
        const counted = async (table: string) =>
          (await target.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`))
            .rows[0]?.count ?? 0;
        results.push({
          engine,
          submissions: await counted('submissions'),
          emails: await counted('mail_outbox'),
          bytes,
          backupMs: median(backupTimes),
          readMs: median(readTimes),
          restoreMs: median(restoreTimes),
        });
      } finally {
        await target.close();
        await source.close();
      }
    }
  } finally {
    stopPostgres();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
  return { results, notRun };
}

export function formatResults(results: BackupBenchResult[], runs: number): string {
  const lines = [
    `Backup and restore, median of ${runs} runs`,
    '| engine | submissions | emails | backup (gzip) | backup | of it, the read | restore |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.engine} | ${result.submissions} | ${result.emails} | ${result.bytes} B (${(result.bytes / 1024 / 1024).toFixed(2)} MiB) | ${(result.backupMs / 1000).toFixed(2)} s | ${(result.readMs / 1000).toFixed(2)} s | ${(result.restoreMs / 1000).toFixed(2)} s |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '3' },
      engines: { type: 'string', default: 'pglite,postgres' },
    },
  });
  const runs = Number(values.runs);
  const { results, notRun } = await benchmarkBackups({
    count: Number(values.count),
    runs,
    engines: values.engines.split(',') as Engine[],
  });
  process.stdout.write(formatResults(results, runs));
  for (const line of notRun) process.stdout.write(`${line}\n`);
}
