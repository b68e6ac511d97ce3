import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from './outbox.ts';
import { eraseMailData, findMailData, purgeMailData } from './rights.ts';
import { freshDatabase, pgliteStartTimeoutMs } from './testSupport.ts';

const day = 24 * 60 * 60_000;
const now = new Date('2026-11-22T10:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * day);
let db: PGlite;

async function subscribe(email: string, requestedDaysAgo: number, confirmed: boolean) {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, source, requested_at, confirmed_at)
     VALUES ($1, 'footer', $2, $3)`,
    [email, ago(requestedDaysAgo), confirmed ? ago(requestedDaysAgo) : null],
  );
}

async function emails() {
  const { rows } = await db.query<{ subject: string }>(
    'SELECT subject FROM mail_outbox ORDER BY id',
  );
  return rows.map((row) => row.subject);
}

beforeAll(async () => {
  db = await freshDatabase();
}, pgliteStartTimeoutMs);

beforeEach(async () => {
  await db.query('TRUNCATE mail_outbox, newsletter_subscriptions');
});

afterAll(async () => {
  await db.close();
});

describe('purgeMailData', () => {
  it('deletes sign-ups unconfirmed for 30 days and emails sent 30 days ago, nothing else', async () => {
    await subscribe('old@example.org', 31, false);
    await subscribe('new@example.org', 29, false);
    await subscribe('kept@example.org', 400, true);
    for (const [subject, sentDaysAgo] of [
      ['old sent', 31],
      ['recent sent', 29],
      ['unsent', null],
    ] as const) {
      const id = await enqueueMail(db, {
        kind: 'newsletter-welcome',
        to: 'a@example.org',
        subject,
        text: '',
      });
      if (sentDaysAgo !== null) {
        await db.query('UPDATE mail_outbox SET sent_at = $2 WHERE id = $1::bigint', [
          id,
          ago(sentDaysAgo),
        ]);
      }
    }
    expect(await purgeMailData(db, now)).toEqual({ unconfirmedSignUps: 1, sentEmails: 1 });
    const { rows } = await db.query<{ email: string }>(
      'SELECT email FROM newsletter_subscriptions ORDER BY email',
    );
    expect(rows.map((row) => row.email)).toEqual(['kept@example.org', 'new@example.org']);
    expect(await emails()).toEqual(['recent sent', 'unsent']);
  });
});

describe('findMailData and eraseMailData', () => {
  it('find and erase an address’s subscription and the emails to or from it, in any case', async () => {
    await subscribe('ada@example.org', 1, true);
    await subscribe('bo@example.org', 1, true);
    await enqueueMail(db, {
      kind: 'newsletter-welcome',
      to: 'Ada@Example.org',
      subject: 'to Ada',
      text: '',
    });
    await enqueueMail(db, {
      kind: 'contact-forward',
      to: 'inbox@ghat.example',
      replyTo: 'ada@example.org',
      subject: 'from Ada',
      text: '',
    });
    await enqueueMail(db, {
      kind: 'newsletter-welcome',
      to: 'bo@example.org',
      subject: 'to Bo',
      text: '',
    });

    const found = await findMailData(db, ' ADA@example.org ');
    expect(found.subscription).toMatchObject({ email: 'ada@example.org', source: 'footer' });
    expect(found.outbox.map((row) => row.subject)).toEqual(['to Ada', 'from Ada']);

    expect(await eraseMailData(db, 'ada@EXAMPLE.org')).toEqual({ subscriptions: 1, emails: 2 });
    expect(await findMailData(db, 'ada@example.org')).toEqual({ subscription: null, outbox: [] });
    expect(await emails()).toEqual(['to Bo']);
  });
});
