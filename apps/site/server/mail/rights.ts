// Retention and people's rights for the mail tables, for the purge and the trust's
// command-line tool: what the mail side holds about an address, erasing it, and the purge.
import type { Queryable } from './db.ts';

const day = 24 * 60 * 60_000;
/** Sign-ups never confirmed are deleted this long after the last request. */
export const unconfirmedRetentionMs = 30 * day;
/**
 * Sent emails are deleted this long after sending: the stored submission is the record the
 * trust keeps (3 years); the outbox's copy is only needed until the mail has gone.
 */
export const sentMailRetentionMs = 30 * day;

export interface MailData {
  subscription: Record<string, unknown> | null;
  /** Emails to the address, or forwarded from it (Reply-To). */
  outbox: Record<string, unknown>[];
}

/** Everything the mail tables hold about one address (a subject access request). */
export async function findMailData(db: Queryable, email: string): Promise<MailData> {
  const address = email.trim().toLowerCase();
  const subscriptions = await db.query<Record<string, unknown>>(
    `SELECT email, first_name, source, created_at, requested_at, confirmed_at, unsubscribed_at
     FROM newsletter_subscriptions WHERE email = $1`,
    [address],
  );
  const outbox = await db.query<Record<string, unknown>>(
    `SELECT id::text AS id, kind, recipient, reply_to, subject, text, created_at, sent_at
     FROM mail_outbox WHERE lower(recipient) = $1 OR lower(reply_to) = $1 ORDER BY id`,
    [address],
  );
  return { subscription: subscriptions.rows[0] ?? null, outbox: outbox.rows };
}

/**
 * Erases an address from the mail tables (an erasure request): its subscription, which is
 * also its do-not-contact entry, and every email to or from it, sent or not.
 */
export async function eraseMailData(
  db: Queryable,
  email: string,
): Promise<{ subscriptions: number; emails: number }> {
  const address = email.trim().toLowerCase();
  const subscriptions = await db.query<{ id: string }>(
    'DELETE FROM newsletter_subscriptions WHERE email = $1 RETURNING id',
    [address],
  );
  const emails = await db.query<{ id: string }>(
    `DELETE FROM mail_outbox WHERE lower(recipient) = $1 OR lower(reply_to) = $1
     RETURNING id::text AS id`,
    [address],
  );
  return { subscriptions: subscriptions.rows.length, emails: emails.rows.length };
}

/** The scheduled purge of the mail tables. Unsent mail is never purged. */
export async function purgeMailData(
  db: Queryable,
  now: Date = new Date(),
): Promise<{ unconfirmedSignUps: number; sentEmails: number }> {
  const signUps = await db.query<{ id: string }>(
    `DELETE FROM newsletter_subscriptions WHERE confirmed_at IS NULL AND requested_at < $1
     RETURNING id`,
    [new Date(now.getTime() - unconfirmedRetentionMs)],
  );
  const sent = await db.query<{ id: string }>(
    'DELETE FROM mail_outbox WHERE sent_at < $1 RETURNING id::text AS id',
    [new Date(now.getTime() - sentMailRetentionMs)],
  );
  return { unconfirmedSignUps: signUps.rows.length, sentEmails: sent.rows.length };
}
