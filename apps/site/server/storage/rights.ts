// What the trust needs to answer people: submissions for a date range as CSV, and for one
// email address everything held (subject access) or its erasure. The mail service's tables
// (002-mail.sql) are included when they exist: subscriptions by address, and emails sent
// to the address or replying to it (a forwarded message's Reply-To is its sender).
import { toCsv } from './csv.ts';
import type { Database, Queryable } from './database.ts';
import { tableExists } from './retention.ts';
import {
  normaliseEmail,
  recordSuppressions,
  suppressionKey,
  syncSuppressions,
  type SuppressionList,
} from './suppressions.ts';

/** The columns of the export: every field any form has, in a stable order. */
export const exportColumns = [
  'reference',
  'form',
  'received_at',
  'email',
  'name',
  'first_name',
  'phone',
  'subject',
  'message',
  'consent',
  'language',
] as const;

interface SubmissionRow {
  id: string;
  form: string;
  email: string;
  fields: Record<string, unknown>;
  received_at: Date | string;
  language: string;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** A day ('2026-01-31') as the start of that day in UTC; throws on anything else. */
export function parseDay(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new Error(`Expected a date such as 2026-01-31, but got "${day}"`);
  }
  return new Date(`${day}T00:00:00Z`);
}

/** Submissions received from the start of `from` to the end of `to` (UTC days), as CSV. */
export async function exportSubmissionsCsv(
  db: Queryable,
  { from, to, form }: { from: string; to: string; form?: string },
): Promise<string> {
  const start = parseDay(from);
  const end = new Date(parseDay(to).getTime() + 24 * 60 * 60 * 1000);
  const { rows } = await db.query<SubmissionRow>(
    `SELECT id, form, email, fields, received_at, language FROM submissions
      WHERE received_at >= $1 AND received_at < $2 AND ($3::text IS NULL OR form = $3)
      ORDER BY received_at, id`,
    [start.toISOString(), end.toISOString(), form ?? null],
  );
  return toCsv([
    exportColumns,
    ...rows.map((row) => {
      const fields = row.fields as Record<string, unknown>;
      return [
        row.id,
        row.form,
        iso(row.received_at),
        row.email,
        fields.name,
        fields.firstName,
        fields.phone,
        fields.subject,
        fields.message,
        fields.consent === undefined ? '' : fields.consent ? 'yes' : 'no',
        row.language,
      ];
    }),
  ]);
}

/** Everything held about one address, table by table. */
export interface PersonRecords {
  email: string;
  submissions: Record<string, unknown>[];
  newsletterSubscriptions: Record<string, unknown>[];
  emails: Record<string, unknown>[];
}

const normalise = normaliseEmail;

/** Every record held about `email` (any case), for a subject access request. */
export async function findPerson(db: Queryable, email: string): Promise<PersonRecords> {
  const address = normalise(email);
  const submissions = await db.query<Record<string, unknown>>(
    `SELECT id AS reference, form, received_at, email, fields, language FROM submissions
      WHERE lower(email) = $1 ORDER BY received_at`,
    [address],
  );
  const subscriptions = (await tableExists(db, 'newsletter_subscriptions'))
    ? await db.query<Record<string, unknown>>(
        'SELECT * FROM newsletter_subscriptions WHERE lower(email) = $1',
        [address],
      )
    : { rows: [] };
  const emails = (await tableExists(db, 'mail_outbox'))
    ? await db.query<Record<string, unknown>>(
        `SELECT * FROM mail_outbox WHERE lower(recipient) = $1 OR lower(reply_to) = $1
          ORDER BY created_at`,
        [address],
      )
    : { rows: [] };
  return {
    email: address,
    submissions: submissions.rows,
    newsletterSubscriptions: subscriptions.rows,
    emails: emails.rows,
  };
}

export interface ErasureResult {
  submissions: number;
  newsletterSubscriptions: number;
  emails: number;
}

/**
 * Deletes the records about `address` (normalised) made before `before` (all of them when
 * it is undefined): its submissions, its subscription and every email to it or replying
 * to it. The restore re-applies an erasure with the time it was made.
 */
export async function eraseRecords(
  tx: Queryable,
  address: string,
  before?: string,
): Promise<ErasureResult> {
  const deleted = async (sql: string) =>
    (await tx.query(`${sql} RETURNING 1`, [address, before ?? null])).rows.length;
  return {
    submissions: await deleted(
      'DELETE FROM submissions WHERE lower(email) = $1 AND ($2::timestamptz IS NULL OR received_at < $2)',
    ),
    newsletterSubscriptions: (await tableExists(tx, 'newsletter_subscriptions'))
      ? await deleted(
          'DELETE FROM newsletter_subscriptions WHERE lower(email) = $1 AND ($2::timestamptz IS NULL OR created_at < $2)',
        )
      : 0,
    emails: (await tableExists(tx, 'mail_outbox'))
      ? await deleted(
          `DELETE FROM mail_outbox WHERE (lower(recipient) = $1 OR lower(reply_to) = $1)
             AND ($2::timestamptz IS NULL OR created_at < $2)`,
        )
      : 0,
  };
}

/**
 * Deletes every record about `email`, in one transaction. The address leaves the
 * newsletter's do-not-contact list too: an erasure request asks for exactly that. Its
 * keyed hash goes into the suppression list (suppressions.ts), so restoring an older
 * backup erases it again; `suppressions` is the list as it now stands, for the file.
 */
export async function erasePerson(
  db: Database,
  email: string,
): Promise<ErasureResult & { suppressions?: SuppressionList }> {
  const address = normalise(email);
  return db.transaction(async (tx) => {
    const erased = await eraseRecords(tx, address);
    const key = (await tableExists(tx, 'suppressions')) ? await suppressionKey(tx) : undefined;
    if (!key) return erased;
    const { rows } = await tx.query<{ now: Date | string }>('SELECT now() AS now');
    const at = new Date(rows[0]?.now ?? Date.now()).toISOString();
    await recordSuppressions(tx, [{ kind: 'erased', hash: key.hash(address), at }]);
    return { ...erased, suppressions: await syncSuppressions(tx) };
  });
}
