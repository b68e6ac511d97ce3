// The backups the running server takes itself (only one process may open a PGlite folder,
// so nothing else can back it up while it runs): on start, then every
// GHAT_BACKUP_INTERVAL, into GHAT_BACKUP_DIR, keeping the last GHAT_BACKUP_KEEP, with the
// suppression list file beside them. The trust's command line reads the same settings.
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { schemaTables, writeBackup, type BackupSummary } from './backup.ts';
import { defaultDataDir, type Database } from './database.ts';
import { syncSuppressions, writeSuppressionFile } from './suppressions.ts';

export interface BackupSettings {
  /** Where backups and the suppression list go; undefined when backups are off. */
  dir?: string;
  intervalMs: number;
  keep: number;
  /** Where the folder came from, or why backups are off: for the log. */
  note: string;
}

export const defaultBackupInterval = '1d';
export const defaultBackupKeep = 14;

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '86400' (seconds), '90s', '30m', '6h' or '1d', as milliseconds; at least a second. */
export function parseBackupInterval(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/i.exec(text.trim());
  const ms = match ? Number(match[1]) * (units[(match[2] || 's').toLowerCase()] ?? 0) : NaN;
  if (!(ms >= 1000)) {
    throw new Error(
      `GHAT_BACKUP_INTERVAL must be a duration of a second or more, such as 86400 (seconds), 30m, 6h or 1d, but it is "${text}"`,
    );
  }
  return ms;
}

/**
 * The backup settings `npm start` and the trust's command line share. GHAT_BACKUP_DIR
 * unset: on PGlite, the folder beside the data folder (`<data folder>-backups`), since a
 * charity running the default expects backups without configuring any; on PostgreSQL,
 * off, as several instances may share the database and it has its own tools. 'off' turns
 * them off on either.
 */
export function backupSettings(
  env: Readonly<Record<string, string | undefined>> = process.env,
): BackupSettings {
  const intervalMs = parseBackupInterval(env.GHAT_BACKUP_INTERVAL || defaultBackupInterval);
  const keepText = env.GHAT_BACKUP_KEEP?.trim() || String(defaultBackupKeep);
  const keep = Number(keepText);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`GHAT_BACKUP_KEEP must be a whole number, 1 or more, but it is "${keepText}"`);
  }
  const configured = env.GHAT_BACKUP_DIR?.trim();
  if (configured === 'off') {
    return { intervalMs, keep, note: 'backups: off (GHAT_BACKUP_DIR=off)' };
  }
  if (configured) return { dir: resolve(configured), intervalMs, keep, note: 'GHAT_BACKUP_DIR' };
  if (env.DATABASE_URL) {
    return {
      intervalMs,
      keep,
      note: 'backups: off on PostgreSQL until GHAT_BACKUP_DIR is set (set it on one instance, or run npm run trust -- backup FILE from cron)',
    };
  }
  const dataDir = resolve(env.GHAT_DATA_DIR || defaultDataDir);
  return {
    dir: `${dataDir}-backups`,
    intervalMs,
    keep,
    note: 'beside the data folder, as GHAT_BACKUP_DIR is not set',
  };
}

/** An interval as the setting would say it: '1d', '6h', '90s'. */
export function describeInterval(ms: number): string {
  for (const unit of ['d', 'h', 'm'] as const) {
    const size = units[unit] ?? 0;
    if (ms % size === 0) return `${ms / size}${unit}`;
  }
  return `${ms / 1000}s`;
}

/** 'ghat-forms-2026-05-05T05-05-05.123Z.jsonl.gz': names sort in time order. */
export const backupFileName = (at: Date) =>
  `ghat-forms-${at.toISOString().replaceAll(':', '-')}.jsonl.gz`;
const backupFilePattern = /^ghat-forms-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.jsonl\.gz$/;
const temporaryPattern = /^\.ghat-forms-.*\.tmp$/;

/** The backups in `dir`, oldest first. */
export async function backupFiles(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((name) => backupFilePattern.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Deletes all but the newest `keep` backups, and temporary files a crash left an hour ago. */
export async function pruneBackups(dir: string, keep: number, now = Date.now()) {
  const removed = (await backupFiles(dir)).slice(0, -keep);
  for (const name of await readdir(dir)) {
    if (!temporaryPattern.test(name)) continue;
    const file = join(dir, name);
    if ((await stat(file)).mtimeMs < now - 3_600_000) removed.push(file);
  }
  for (const file of removed) await rm(file, { force: true });
  return removed;
}

export interface ServerBackup extends BackupSummary {
  file: string;
  removed: string[];
  /** The suppression list file, or why it could not be written. */
  list?: string;
  listProblem?: string;
}

/**
 * Brings the suppression list up to date, backs up into `dir`, then prunes. A new store,
 * with no tables yet, has nothing to back up: undefined.
 */
export async function takeServerBackup(
  db: Database,
  { dir, keep, now = () => new Date() }: { dir: string; keep: number; now?: () => Date },
): Promise<ServerBackup | undefined> {
  if ((await schemaTables(db)).length === 0) return undefined;
  const list = await db.transaction((tx) => syncSuppressions(tx));
  const createdAt = now();
  const file = join(dir, backupFileName(createdAt));
  const summary = await writeBackup(db, file, () => createdAt);
  const result: ServerBackup = { ...summary, file, removed: await pruneBackups(dir, keep) };
  if (list) {
    try {
      result.list = await writeSuppressionFile(dir, list);
    } catch (error) {
      result.listProblem = error instanceof Error ? error.message : String(error);
    }
  }
  return result;
}

export interface BackupLog {
  log?: (message: string) => void;
  logError?: (message: string) => void;
  now?: () => Date;
}

/**
 * Backs up now and then every `intervalMs`, one at a time (the next is timed from the end
 * of the last). The timer never keeps the process alive. A failure is logged as an error
 * and the next run tries again. `stop()` waits for a backup under way.
 */
export function scheduleBackups(
  db: Database,
  settings: BackupSettings,
  {
    log = (message) => console.log(message),
    logError = (message) => console.error(message),
    now,
  }: BackupLog = {},
): { first: Promise<void>; stop: () => Promise<void> } {
  const { dir, intervalMs, keep } = settings;
  if (!dir) {
    log(settings.note);
    return { first: Promise.resolve(), stop: async () => undefined };
  }
  log(
    `backups: into ${dir} (${settings.note}), every ${describeInterval(intervalMs)}, keeping the last ${keep}`,
  );
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => (running = run()), intervalMs);
    timer.unref();
  };
  const run = async () => {
    const started = performance.now();
    try {
      const done = await takeServerBackup(db, { dir, keep, now });
      if (done) {
        const rows = Object.values(done.rows).reduce((sum, count) => sum + count, 0);
        log(
          `backup: ${done.file} (${(done.bytes / 1024).toFixed(1)} kB, ${rows} rows, ${Math.round(performance.now() - started)} ms; keeping the last ${keep}${done.removed.length ? `, removed ${done.removed.length}` : ''})`,
        );
        if (done.listProblem) logError(`backup: suppression list not written: ${done.listProblem}`);
      } else {
        log('backup: nothing to back up yet (a new store)');
      }
    } catch (error) {
      logError(
        `backup: FAILED in ${dir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    schedule();
  };
  running = run();
  return {
    first: running,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
