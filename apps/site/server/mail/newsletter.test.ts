import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmSubscription,
  requestNewsletterSubscription,
  resendAfterMs,
  unsubscribe,
  type SubscriptionRequest,
} from './newsletter.ts';
import { freshDatabase, pgliteStartTimeoutMs } from '../../test/support/mailTestSupport.ts';
import { loadSigningSecret } from './tokens.ts';

const secret = 'newsletter-test-secret-0123456789abcdef';
const baseUrl = 'https://ghat.example';
const day = 24 * 60 * 60_000;
let db: PGlite;
let now: Date;

const later = (ms: number) => new Date(now.getTime() + ms);

function signUp(request: Partial<SubscriptionRequest> = {}) {
  return db.transaction((tx) =>
    requestNewsletterSubscription(tx, {
      email: 'Ada@Example.org',
      firstName: 'Ada',
      source: 'get-involved',
      baseUrl,
      secret,
      now,
      ...request,
    }),
  );
}

interface QueuedMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function queued(): Promise<QueuedMail[]> {
  const { rows } = await db.query<QueuedMail>(
    'SELECT kind, recipient, subject, text, headers FROM mail_outbox ORDER BY id',
  );
  return rows;
}

async function subscription() {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT email, first_name, source, confirmed_at, unsubscribed_at, requested_at FROM newsletter_subscriptions',
  );
  return rows;
}

function token(mail: QueuedMail | undefined, path: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`^${baseUrl}/newsletter/${path}\\?token=(\\S+)$`, 'm').exec(
    mail?.text ?? '',
  );
  if (!match?.[1]) throw new Error(`No ${path} link in ${mail?.text}`);
  return match[1];
}

beforeAll(async () => {
  db = await freshDatabase();
}, pgliteStartTimeoutMs);

beforeEach(async () => {
  await db.query('TRUNCATE mail_outbox, newsletter_subscriptions, app_secrets');
  now = new Date('2026-11-22T10:00:00Z');
});

afterAll(async () => {
  await db.close();
});

describe('requestNewsletterSubscription', () => {
  it('stores the address unconfirmed and queues a confirmation with both links', async () => {
    const result = await signUp();
    expect(result.status).toBe('confirmation-sent');
    expect(await subscription()).toEqual([
      {
        email: 'ada@example.org',
        first_name: 'Ada',
        source: 'get-involved',
        confirmed_at: null,
        unsubscribed_at: null,
        requested_at: now,
      },
    ]);
    const [mail] = await queued();
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', recipient: 'ada@example.org' });
    expect(mail?.text).toMatch(/^Hello Ada,/);
    const unsubscribeUrl = `${baseUrl}/newsletter/unsubscribe?token=${token(mail, 'unsubscribe')}`;
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(token(mail, 'confirm')).not.toBe(token(mail, 'unsubscribe'));
  });

  it('stores nothing and queues nothing when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await requestNewsletterSubscription(tx, {
          email: 'a@example.org',
          source: 'footer',
          secret,
          now,
        });
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await subscription()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('greets a footer sign-up without a name, and signs with the stored secret when given none', async () => {
    await signUp({ firstName: undefined, source: 'footer', secret: undefined });
    const [mail] = await queued();
    expect(mail?.text).toMatch(/^Hello,/);
    const stored = await loadSigningSecret(db, {});
    expect(
      (await confirmSubscription(db, token(mail, 'confirm'), { secret: stored, now })).outcome,
    ).toBe('ok');
  });

  it('sends an unconfirmed address its link again, but not twice within a short while', async () => {
    await signUp();
    expect((await signUp({ now: later(resendAfterMs - 1000) })).status).toBe('recently-sent');
    expect(await queued()).toHaveLength(1);
    now = later(resendAfterMs);
    expect((await signUp({ firstName: 'Augusta' })).status).toBe('confirmation-resent');
    const mails = await queued();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toMatch(/^Hello Augusta,/);
    expect((await subscription())[0]).toMatchObject({ first_name: 'Augusta', requested_at: now });
  });

  it('sends a confirmed address nothing more', async () => {
    await signUp();
    await confirmSubscription(db, token((await queued())[0], 'confirm'), { secret, now, baseUrl });
    now = later(day);
    const result = await signUp();
    expect(result.status).toBe('already-confirmed');
    expect((await queued()).map((mail) => mail.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-welcome',
    ]);
  });
});

describe('confirmSubscription', () => {
  it('confirms once and queues the welcome email with an unsubscribe link', async () => {
    const { subscriptionId } = await signUp();
    const confirm = token((await queued())[0], 'confirm');
    now = later(day);
    expect(await confirmSubscription(db, confirm, { secret, now, baseUrl })).toEqual({
      outcome: 'ok',
    });
    expect((await subscription())[0]?.confirmed_at).toEqual(now);
    const welcome = (await queued())[1];
    expect(welcome).toMatchObject({ kind: 'newsletter-welcome', recipient: 'ada@example.org' });
    expect(welcome?.headers['List-Unsubscribe']).toBe(
      `<${baseUrl}/newsletter/unsubscribe?token=${token(welcome, 'unsubscribe')}>`,
    );
    expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await confirmSubscription(db, confirm, { secret, now, baseUrl })).toEqual({
      outcome: 'already',
    });
    expect(await queued()).toHaveLength(2);
  });

  it('says expired after 7 days, and invalid for a forged, foreign or other-purpose token', async () => {
    await signUp();
    const [mail] = await queued();
    const confirm = token(mail, 'confirm');
    expect(await confirmSubscription(db, confirm, { secret, now: later(7 * day) })).toEqual({
      outcome: 'expired',
    });
    for (const bad of [`${confirm}x`, token(mail, 'unsubscribe'), 'nonsense']) {
      expect(await confirmSubscription(db, bad, { secret, now })).toEqual({ outcome: 'invalid' });
    }
    expect(await confirmSubscription(db, confirm, { secret: `${secret}-other`, now })).toEqual({
      outcome: 'invalid',
    });
    expect((await subscription())[0]?.confirmed_at).toBeNull();
  });

  it('says invalid when the subscription has been erased', async () => {
    await signUp();
    const confirm = token((await queued())[0], 'confirm');
    await db.query('DELETE FROM newsletter_subscriptions');
    expect(await confirmSubscription(db, confirm, { secret, now })).toEqual({ outcome: 'invalid' });
  });
});

describe('unsubscribe', () => {
  it('unsubscribes once, forgets the name and keeps the address as do-not-contact', async () => {
    await signUp();
    await confirmSubscription(db, token((await queued())[0], 'confirm'), { secret, now, baseUrl });
    const link = token((await queued())[1], 'unsubscribe');
    now = later(30 * day);
    expect(await unsubscribe(db, link, { secret, now })).toEqual({ outcome: 'ok' });
    expect((await subscription())[0]).toMatchObject({
      email: 'ada@example.org',
      first_name: null,
      unsubscribed_at: now,
    });
    expect(await unsubscribe(db, link, { secret, now: later(1000) })).toEqual({
      outcome: 'already',
    });
    expect((await subscription())[0]?.unsubscribed_at).toEqual(now);
  });

  it('works from the confirmation email too, and then that email cannot confirm', async () => {
    await signUp();
    const [mail] = await queued();
    now = later(1000);
    expect(await unsubscribe(db, token(mail, 'unsubscribe'), { secret, now })).toEqual({
      outcome: 'ok',
    });
    expect(await confirmSubscription(db, token(mail, 'confirm'), { secret, now })).toEqual({
      outcome: 'expired',
    });
  });

  it('lets an unsubscribed address sign up again, staying unsubscribed until it confirms', async () => {
    await signUp();
    await unsubscribe(db, token((await queued())[0], 'unsubscribe'), { secret, now: later(1000) });
    now = later(day);
    expect((await signUp()).status).toBe('confirmation-resent');
    expect((await subscription())[0]?.unsubscribed_at).not.toBeNull();
    const fresh = token((await queued())[1], 'confirm');
    now = later(1000);
    expect(await confirmSubscription(db, fresh, { secret, now, baseUrl })).toEqual({
      outcome: 'ok',
    });
    expect((await subscription())[0]).toMatchObject({ confirmed_at: now, unsubscribed_at: null });
  });

  it('says expired after a year, and invalid for a confirm token or an erased subscription', async () => {
    await signUp();
    const [mail] = await queued();
    const link = token(mail, 'unsubscribe');
    expect(await unsubscribe(db, link, { secret, now: later(365 * day) })).toEqual({
      outcome: 'expired',
    });
    expect(await unsubscribe(db, token(mail, 'confirm'), { secret, now })).toEqual({
      outcome: 'invalid',
    });
    await db.query('DELETE FROM newsletter_subscriptions');
    expect(await unsubscribe(db, link, { secret, now })).toEqual({ outcome: 'invalid' });
  });
});
