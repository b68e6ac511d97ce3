// Keeping what people send no longer than the trust's retention periods (spec section 9):
// contact messages and enquiries 3 years; newsletter sign-ups that were never confirmed 30
// days. A sign-up's own submission row also goes after 30 days: once confirmed, the
// subscription (the mail service's table) is the record that counts. Emails the outbox has
// sent go after 30 days too: by then the copy that counts is in the recipient's inbox.
import type { Database, Queryable } from './database.ts';

export const retentionPeriods = {
  enquiries: '3 years',
  unconfirmedSignUps: '30 days',
  sentMail: '30 days',
} as const;

export interface PurgeResult {
  submissions: number;
  signUps: number;
  sentMail: number;
}

export async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1) AS found', [
    table,
  ]);
  return rows[0]?.found != null;
}

/** Deletes everything past its retention period, as of `now`. */
export async function purgeExpired(db: Database, now: Date = new Date()): Promise<PurgeResult> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const submissions = await tx.query<{ id: string }>(
      `DELETE FROM submissions
        WHERE (form IN ('contact', 'enquiry') AND received_at < $1::timestamptz - $2::interval)
           OR (form IN ('newsletter', 'footer-newsletter') AND received_at < $1::timestamptz - $3::interval)
        RETURNING id`,
      [at, retentionPeriods.enquiries, retentionPeriods.unconfirmedSignUps],
    );
    let signUps = 0;
    let sentMail = 0;
    // The mail service's tables (002-mail.sql), when its migration has run. An address that
    // unsubscribed stays: it is the do-not-contact list.
    if (await tableExists(tx, 'newsletter_subscriptions')) {
      const { rows } = await tx.query(
        `DELETE FROM newsletter_subscriptions
          WHERE confirmed_at IS NULL AND unsubscribed_at IS NULL
            AND requested_at < $1::timestamptz - $2::interval
          RETURNING 1`,
        [at, retentionPeriods.unconfirmedSignUps],
      );
      signUps = rows.length;
    }
    if (await tableExists(tx, 'mail_outbox')) {
      const { rows } = await tx.query(
        `DELETE FROM mail_outbox WHERE sent_at < $1::timestamptz - $2::interval RETURNING 1`,
        [at, retentionPeriods.sentMail],
      );
      sentMail = rows.length;
    }
    // The shared rate limit's counts (003-rate-limit.sql) matter for a minute, and each
    // check clears its own; a site gone quiet leaves its last ones to this.
    if (await tableExists(tx, 'form_rate_limit')) {
      await tx.query(
        `DELETE FROM form_rate_limit WHERE counted_at < $1::timestamptz - interval '1 hour'`,
        [at],
      );
    }
    return { submissions: submissions.rows.length, signUps, sentMail };
  });
}

export const purgeInterval = 24 * 60 * 60 * 1000;

/**
 * Purges now and then every `interval` (daily). The timer never keeps the process alive.
 * Failures are logged and the next run tries again.
 */
export function schedulePurge(
  db: Database,
  {
    now = () => new Date(),
    interval = purgeInterval,
    log = (message: string) => console.log(message),
  }: { now?: () => Date; interval?: number; log?: (message: string) => void } = {},
): { first: Promise<void>; stop: () => void } {
  const run = async () => {
    try {
      const { submissions, signUps, sentMail } = await purgeExpired(db, now());
      if (submissions + signUps + sentMail > 0) {
        log(
          `retention: deleted ${submissions} submissions, ${signUps} unconfirmed sign-ups and ${sentMail} sent emails`,
        );
      }
    } catch (error) {
      log(`retention: purge failed (${error instanceof Error ? error.name : 'error'})`);
    }
  };
  const timer = setInterval(() => void run(), interval);
  timer.unref();
  return { first: run(), stop: () => clearInterval(timer) };
}
