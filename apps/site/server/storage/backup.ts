// One portable backup format for PGlite and PostgreSQL: gzip-compressed JSON lines.
//
//   {"format":"ghat-forms-backup","formatVersion":1,"createdAt":…,"engine":…,"migrations":[…]}
//   {"table":"mail_outbox","columns":["id",…],"rows":2}
//   {"id":1,…}                       one line per row, as PostgreSQL's row_to_json writes it
//   {"id":2,…}
//   {"table":"submissions",…}
//   …
//   {"end":"ghat-forms-backup","sha256":"…"}   over every byte before this line
//
// Rows stay the text PostgreSQL wrote (numbers, times and JSON as they were, in UTC) and go
// back through json_populate_recordset, so either engine restores what the other wrote.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import type { Database, Queryable } from './database.ts';
import { writeFileAtomically } from './files.ts';
import { migrationFiles } from './migrate.ts';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

export const backupFormat = 'ghat-forms-backup';
export const backupFormatVersion = 1;

export interface BackupHeader {
  format: typeof backupFormat;
  formatVersion: number;
  /** When the snapshot was asked for: everything committed before it is in the backup. */
  createdAt: string;
  engine: Database['kind'];
  /** The migrations the database had, in order: its schema version is the last. */
  migrations: string[];
}

export interface BackupTable {
  name: string;
  columns: string[];
  /** Each row as one line of JSON text. */
  rows: string[];
}

export interface Backup {
  header: BackupHeader;
  tables: BackupTable[];
}

export interface BackupSummary {
  createdAt: Date;
  bytes: number;
  rows: Record<string, number>;
}

/** Every ordinary table of the schema, in name order, with its columns in their order. */
export async function schemaTables(db: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await db.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows;
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads every table in one transaction. On PostgreSQL it is REPEATABLE READ and read
 * only: one snapshot, taken at its first query, while other sessions keep writing. On
 * PGlite the transaction has the one connection to itself, so nothing interleaves.
 */
export async function takeBackup(db: Database, now: () => Date = () => new Date()) {
  const createdAt = now();
  const { header, tables } = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    // Times in the file are UTC whatever the server's zone.
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const migrations = (await schemaTables(tx)).some((table) => table.name === 'schema_migrations')
      ? (
          await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
        ).rows.map((row) => row.name)
      : [];
    const taken: BackupTable[] = [];
    for (const { name, columns } of await schemaTables(tx)) {
      // The schema version is in the header; the restore rebuilds this table from it.
      if (name === 'schema_migrations') continue;
      const { rows } = await tx.query<{ line: string }>(
        // In a fixed order, so two backups of the same data are the same file.
        `SELECT line FROM (SELECT row_to_json(t)::text AS line FROM ${quoteName(name)} t) rows
          ORDER BY line COLLATE "C"`,
      );
      taken.push({ name, columns, rows: rows.map((row) => row.line) });
    }
    const header: BackupHeader = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      createdAt: createdAt.toISOString(),
      engine: db.kind,
      migrations,
    };
    return { header, tables: taken };
  });
  return { header, tables } satisfies Backup;
}

/** The file's bytes: JSON lines with the checksum line last, gzip-compressed. */
export async function encodeBackup({ header, tables }: Backup): Promise<Buffer> {
  const lines = [JSON.stringify(header)];
  for (const { name, columns, rows } of tables) {
    lines.push(JSON.stringify({ table: name, columns, rows: rows.length }), ...rows);
  }
  const content = Buffer.from(`${lines.join('\n')}\n`);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const end = Buffer.from(`${JSON.stringify({ end: backupFormat, sha256 })}\n`);
  return gzip(Buffer.concat([content, end]));
}

/** Backs up `db` to `file` (a temporary name first, then renamed). */
export async function writeBackup(
  db: Database,
  file: string,
  now?: () => Date,
): Promise<BackupSummary> {
  const backup = await takeBackup(db, now);
  const bytes = await encodeBackup(backup);
  await writeFileAtomically(file, bytes);
  return {
    createdAt: new Date(backup.header.createdAt),
    bytes: bytes.length,
    rows: Object.fromEntries(backup.tables.map((table) => [table.name, table.rows.length])),
  };
}

export type BackupProblem =
  | 'empty'
  | 'not-a-backup'
  | 'truncated'
  | 'damaged'
  | 'altered'
  | 'newer-format'
  | 'newer-schema'
  | 'other-schema'
  | 'schema-mismatch'
  | 'not-empty';

/** Why a backup cannot be restored; `message` names the file and what to do. */
export class BackupError extends Error {
  readonly problem: BackupProblem;
  constructor(problem: BackupProblem, message: string) {
    super(message);
    this.name = 'BackupError';
    this.problem = problem;
  }
}

const gzipMagic = [0x1f, 0x8b];

function parseLine(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Parses and checks a backup's bytes completely; throws a BackupError naming the problem. */
export async function decodeBackup(
  bytes: Uint8Array,
  file: string,
  known: readonly string[] = migrationFiles(),
): Promise<Backup> {
  const fail = (problem: BackupProblem, message: string) =>
    new BackupError(problem, `${file}: ${message}`);
  if (bytes.length === 0)
    throw fail('empty', 'the file is empty (0 bytes), so it holds no backup.');
  if (bytes[0] !== gzipMagic[0] || bytes[1] !== gzipMagic[1]) {
    throw fail('not-a-backup', 'not a backup of the forms service: it is not gzip-compressed.');
  }
  let content: Buffer;
  try {
    content = await gunzip(bytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') {
      throw fail(
        'truncated',
        'the backup is truncated: its compressed data stops before the end (the file was cut short, or damaged near its end). Copy it again.',
      );
    }
    throw fail(
      'damaged',
      `the backup is damaged: its compressed data fails gzip's own check (${(error as Error).message}). It was altered or corrupted in copying.`,
    );
  }
  // The checksum line is last, and is checked first: a changed byte anywhere, even in
  // the header, is reported as a change rather than as whatever it happens to break.
  const lastBreak = content.lastIndexOf(0x0a, content.length - 2);
  const end = parseLine(content.subarray(lastBreak + 1)) as { end?: unknown; sha256?: unknown };
  const hasEnd =
    content.at(-1) === 0x0a && end?.end === backupFormat && typeof end.sha256 === 'string';
  const firstBreak = content.indexOf(0x0a);
  const header = parseLine(content.subarray(0, firstBreak === -1 ? undefined : firstBreak)) as
    Partial<BackupHeader> | undefined;
  if (!hasEnd) {
    throw header?.format === backupFormat
      ? fail('truncated', 'the backup is truncated: its last line, the checksum, is missing.')
      : fail('not-a-backup', 'not a backup of the forms service: it has no backup header.');
  }
  const checked = content.subarray(0, lastBreak + 1);
  if (createHash('sha256').update(checked).digest('hex') !== end.sha256) {
    throw fail(
      'altered',
      'the backup has been altered: its content does not match its SHA-256 checksum.',
    );
  }
  if (header?.format !== backupFormat || !Array.isArray(header.migrations)) {
    throw fail('not-a-backup', 'not a backup of the forms service: it has no backup header.');
  }
  const parsedHeader = header as BackupHeader;
  if (
    typeof parsedHeader.formatVersion !== 'number' ||
    parsedHeader.formatVersion > backupFormatVersion
  ) {
    throw fail(
      'newer-format',
      `the backup is in format ${String(parsedHeader.formatVersion)}, newer than this version of the site reads (${backupFormatVersion}). Restore it with the version that wrote it.`,
    );
  }
  const migrations = parsedHeader.migrations;
  const newer = migrations.filter((name) => !known.includes(name));
  if (newer.length > 0) {
    throw fail(
      'newer-schema',
      `the backup comes from a newer version of the site: its schema has ${newer.join(', ')}, and this version knows up to ${known.at(-1)}. Update the site, then restore.`,
    );
  }
  if (migrations.some((name, index) => known[index] !== name)) {
    throw fail(
      'other-schema',
      `the backup's schema (${migrations.join(', ')}) is not an earlier state of this version's (${known.join(', ')}).`,
    );
  }
  const body = content.subarray(firstBreak + 1, lastBreak).toString('utf8');
  const lines = body === '' ? [] : body.split('\n');
  const tables: BackupTable[] = [];
  for (let index = 0; index < lines.length;) {
    let section: { table?: unknown; columns?: unknown; rows?: unknown } = {};
    try {
      section = JSON.parse(lines[index] ?? '') as typeof section;
    } catch {
      // Reported below.
    }
    const { table, columns, rows } = section;
    if (
      typeof table !== 'string' ||
      !Array.isArray(columns) ||
      typeof rows !== 'number' ||
      index + 1 + rows > lines.length
    ) {
      throw fail('damaged', `the backup is damaged: line ${index + 2} should begin a table.`);
    }
    tables.push({
      name: table,
      columns: columns as string[],
      rows: lines.slice(index + 1, index + 1 + rows),
    });
    index += 1 + rows;
  }
  return { header: parsedHeader, tables };
}

/** Reads and checks a backup file; throws a BackupError naming the problem. */
export async function readBackup(file: string): Promise<Backup> {
  return decodeBackup(await readFile(file), file);
}
