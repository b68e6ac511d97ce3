// Erasures that stay erased and a do-not-contact list that survives restores (issue 28).
// Each entry is an HMAC-SHA-256 of a normalised address under a key kept in the database
// (app_secrets 'suppression-key', so in every backup), never the address: the list file
// beside the backups holds no personal data, and only a database with the key can match
// it. The list lives in the `suppressions` table and in that file; a restore takes the
// union of both and of the backup's own table, and re-applies every entry.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from './database.ts';
import { writeFileAtomically } from './files.ts';
import { tableExists } from './retention.ts';

export type SuppressionKind = 'erased' | 'do-not-contact';

export interface Suppression {
  kind: SuppressionKind;
  hash: string;
  /** When the address was erased or unsubscribed; records made after it are new. */
  at: string;
}

export interface SuppressionList {
  /** The key's fingerprint: entries only match under the key they were made with. */
  key: string;
  entries: Suppression[];
}

export const suppressionListFormat = 'ghat-suppression-list';
export const suppressionListName = 'suppression-list.json';

/** The one form of an address that is hashed, here and in rights.ts. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface SuppressionKey {
  hash(email: string): string;
  fingerprint: string;
}

function keyFrom(secret: string): SuppressionKey {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  return {
    hash: (email) => hmac(normaliseEmail(email)),
    // Never a hash of an address: no address can be the fingerprint's text.
    fingerprint: hmac('ghat suppression key fingerprint').slice(0, 16),
  };
}

/** The key, made on first use (random, 32 bytes); undefined before 002-mail.sql. */
export async function suppressionKey(tx: Queryable): Promise<SuppressionKey | undefined> {
  if (!(await tableExists(tx, 'app_secrets'))) return undefined;
  await tx.query(
    "INSERT INTO app_secrets (name, value) VALUES ('suppression-key', $1) ON CONFLICT (name) DO NOTHING",
    [randomBytes(32).toString('hex')],
  );
  const { rows } = await tx.query<{ value: string }>(
    "SELECT value FROM app_secrets WHERE name = 'suppression-key'",
  );
  return rows[0] && keyFrom(rows[0].value);
}

/** The key as it is, without making one (a read-only transaction, a target being replaced). */
export async function existingSuppressionKey(tx: Queryable): Promise<SuppressionKey | undefined> {
  if (!(await tableExists(tx, 'app_secrets'))) return undefined;
  const { rows } = await tx.query<{ value: string }>(
    "SELECT value FROM app_secrets WHERE name = 'suppression-key'",
  );
  return rows[0] && keyFrom(rows[0].value);
}

/** Adds entries, keeping the later time for one already there. */
export async function recordSuppressions(tx: Queryable, entries: readonly Suppression[]) {
  for (let start = 0; start < entries.length; start += 1000) {
    await tx.query(
      `INSERT INTO suppressions (kind, hash, at)
         SELECT kind, hash, at FROM json_populate_recordset(NULL::suppressions, $1::json)
       ON CONFLICT (kind, hash) DO UPDATE SET at = greatest(suppressions.at, excluded.at)`,
      [JSON.stringify(entries.slice(start, start + 1000))],
    );
  }
}

export async function storedSuppressions(tx: Queryable): Promise<Suppression[]> {
  if (!(await tableExists(tx, 'suppressions'))) return [];
  const { rows } = await tx.query<{ kind: SuppressionKind; hash: string; at: Date | string }>(
    'SELECT kind, hash, at FROM suppressions ORDER BY kind, hash',
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/**
 * Copies the do-not-contact list (addresses that unsubscribed) into `suppressions`, so a
 * restore of an older backup unsubscribes them again. Unsubscribing happens in the mail
 * service; this runs before every backup, erasure and restore. Returns the table's list.
 */
export async function syncSuppressions(tx: Queryable): Promise<SuppressionList | undefined> {
  if (!(await tableExists(tx, 'suppressions'))) return undefined;
  const key = await suppressionKey(tx);
  if (!key) return undefined;
  const { rows } = await tx.query<{ email: string; at: Date | string }>(
    'SELECT email, unsubscribed_at AS at FROM newsletter_subscriptions WHERE unsubscribed_at IS NOT NULL',
  );
  await recordSuppressions(
    tx,
    rows.map((row) => ({
      kind: 'do-not-contact',
      hash: key.hash(row.email),
      at: new Date(row.at).toISOString(),
    })),
  );
  return { key: key.fingerprint, entries: await storedSuppressions(tx) };
}

/** Thrown when the list file cannot be used with this database. */
export class SuppressionListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuppressionListError';
  }
}

/** The list file in `dir`, or undefined when there is none yet. */
export function readSuppressionFile(dir: string): SuppressionList | undefined {
  const file = join(dir, suppressionListName);
  if (!existsSync(file)) return undefined;
  let parsed: { format?: unknown; key?: unknown; entries?: unknown };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as typeof parsed;
  } catch {
    throw new SuppressionListError(
      `The suppression list ${file} is not valid JSON: restore it from a copy (it records who was erased).`,
    );
  }
  if (
    parsed.format !== suppressionListFormat ||
    typeof parsed.key !== 'string' ||
    !Array.isArray(parsed.entries)
  ) {
    throw new SuppressionListError(`${file} is not a suppression list.`);
  }
  return { key: parsed.key, entries: parsed.entries as Suppression[] };
}

/** Every entry of the lists, once per address and kind, with its latest time. */
export function unionOfSuppressions(...lists: readonly (readonly Suppression[])[]): Suppression[] {
  const byKey = new Map<string, Suppression>();
  for (const entry of lists.flat()) {
    const id = `${entry.kind} ${entry.hash}`;
    const seen = byKey.get(id);
    if (!seen || seen.at < entry.at) byKey.set(id, entry);
  }
  return [...byKey.values()].sort((a, b) =>
    a.kind === b.kind ? a.hash.localeCompare(b.hash) : a.kind.localeCompare(b.kind),
  );
}

/**
 * Writes the union of `list` and the file already in `dir` (written atomically). A file
 * made under another key is left alone: the error says so, since its entries could no
 * longer be matched by this database.
 */
export async function writeSuppressionFile(dir: string, list: SuppressionList): Promise<string> {
  const file = join(dir, suppressionListName);
  const existing = readSuppressionFile(dir);
  if (existing && existing.key !== list.key && existing.entries.length > 0) {
    throw new SuppressionListError(
      `The suppression list ${file} was made with another database's key (${existing.key}, this database's is ${list.key}), so it is left as it is. Move it aside if it belongs to another installation.`,
    );
  }
  const entries = unionOfSuppressions(existing?.entries ?? [], list.entries);
  const text = [
    '{',
    `  "format": "${suppressionListFormat}",`,
    '  "about": "HMAC-SHA-256 of each erased or unsubscribed address under a key kept in the database, never the address. npm run trust -- restore re-applies every entry.",',
    `  "key": "${list.key}",`,
    // One entry a line, so a change to the list reads as lines added.
    `  "entries": [${entries.map((entry) => `\n    ${JSON.stringify(entry)}`).join(',')}${entries.length ? '\n  ' : ''}]`,
    '}',
    '',
  ].join('\n');
  await writeFileAtomically(file, text);
  return file;
}

/**
 * Keeps the list file in `dir` current as people unsubscribe, as an erasure does (the
 * command line writes it then): one who unsubscribes after the last backup stays
 * unsubscribed when a backup is restored into a lost or replaced store. One write at a time,
 * since each adds to the file the last one wrote.
 */
export function suppressionFileKeeper(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  dir: string,
): () => Promise<string | undefined> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(async () => {
      const list = await db.transaction((tx) => syncSuppressions(tx));
      return list ? writeSuppressionFile(dir, list) : undefined;
    });
    last = next.catch(() => undefined);
    return next;
  };
}
