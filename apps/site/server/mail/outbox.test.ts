import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactForwardMail } from './messages.ts';
import {
  alertEveryFailures,
  describeError,
  enqueueMail,
  exponentialBackoff,
  oneLine,
  startOutboxWorker,
  type OutboxWorker,
  type OutgoingMail,
} from './outbox.ts';
import {
  freshDatabase,
  startSmtpServer,
  type TestSmtpServer,
  pgliteStartTimeoutMs,
} from '../../test/support/mailTestSupport.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

const from = '"GHAT" <web@ghat.example>';
const letter: OutgoingMail = {
  kind: 'newsletter-welcome',
  to: 'reader@example.org',
  subject: 'Welcome',
  text: 'Hello',
};

let db: PGlite;
let smtp: TestSmtpServer;
let transport: MailTransport;
let worker: OutboxWorker | undefined;
/** The worker's clock: a minute ahead, so rows the database stamps now() are due at once. */
let now: Date;
let logged: string[];
const log = {
  info: (line: string) => logged.push(line),
  warn: (line: string) => logged.push(line),
  error: (line: string) => logged.push(line),
};

function start(options: Partial<Parameters<typeof startOutboxWorker>[0]> = {}): OutboxWorker {
  worker = startOutboxWorker({
    db,
    transport,
    from,
    clock: () => now,
    backoff: exponentialBackoff({ baseMs: 30_000, maxMs: 600_000, random: () => 0 }),
    log,
    ...options,
  });
  return worker;
}

async function outbox() {
  const { rows } = await db.query<{
    id: number;
    attempts: number;
    next_attempt_at: Date;
    sent_at: Date | null;
    last_error: string | null;
  }>('SELECT id, attempts, next_attempt_at, sent_at, last_error FROM mail_outbox ORDER BY id');
  return rows;
}

beforeAll(async () => {
  db = await freshDatabase();
  smtp = await startSmtpServer({ rejectRecipients: ['nobody@example.org'] });
  transport = createMailTransport({ smtpUrl: smtp.url }) as MailTransport;
}, pgliteStartTimeoutMs);

beforeEach(async () => {
  await db.query('TRUNCATE mail_outbox RESTART IDENTITY');
  smtp.received.length = 0;
  now = new Date(Date.now() + 60_000);
  logged = [];
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

afterAll(async () => {
  transport.close?.();
  await smtp.stop();
  await db.close();
});

describe('oneLine', () => {
  it('turns line breaks and other control characters into spaces', () => {
    expect(oneLine('Hi\r\nBcc: a@example.org')).toBe('Hi Bcc: a@example.org');
    expect(oneLine(' a\u2028b\u0085c\td\u0000e ')).toBe('a b c d e');
  });

  it('shortens a very long subject', () => {
    const long = oneLine('x'.repeat(1000));
    expect(long).toHaveLength(250);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('enqueueMail', () => {
  it('stores the message due now, with a one-line subject', async () => {
    const id = await enqueueMail(db, { ...letter, subject: 'Line\r\nBcc: x@example.org' });
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM mail_outbox');
    expect(id).toBe('1');
    expect(rows[0]).toMatchObject({
      kind: 'newsletter-welcome',
      recipient: 'reader@example.org',
      reply_to: null,
      subject: 'Line Bcc: x@example.org',
      attempts: 0,
      sent_at: null,
      headers: {},
    });
  });

  it('refuses a recipient or Reply-To with a line break', async () => {
    await expect(
      enqueueMail(db, { ...letter, to: 'a@example.org\r\nBcc: b@x.org' }),
    ).rejects.toThrow(/recipient/);
    await expect(enqueueMail(db, { ...letter, replyTo: 'a@example.org\nX: y' })).rejects.toThrow(
      /Reply-To/,
    );
  });
});

describe('describeError', () => {
  it('keeps the code and the reply, and no address', () => {
    expect(
      describeError(
        Object.assign(new Error("Can't send mail"), {
          code: 'EENVELOPE',
          responseCode: 550,
          response: '550 5.1.1 <ada@example.org>: No such user ada@example.org',
        }),
      ),
    ).toBe('EENVELOPE 550 550 5.1.1 <[address]>: No such user [address]');
    expect(describeError('plain')).toBe('plain');
  });
});

describe('exponentialBackoff', () => {
  it('doubles each time up to the cap, between half and all of the wait', () => {
    const low = exponentialBackoff({ baseMs: 1000, maxMs: 10_000, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 1000, maxMs: 10_000, random: () => 0.999999 });
    expect([1, 2, 3, 4, 5, 50, 5000].map(low)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect([1, 2, 3, 4, 5, 5000].map(high)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('the outbox worker', () => {
  it('sends a forwarded contact message to the trust, reply-to the sender, once', async () => {
    await enqueueMail(
      db,
      contactForwardMail(
        { enquiriesTo: 'inbox@ghat.example' },
        {
          name: 'Ada',
          email: 'ada@example.org',
          subject: 'Hello\r\nBcc: evil@example.org',
          message: 'Line one\nLine two\r\nBcc: not-a-header@example.org',
          receivedAt: new Date('2026-11-22T10:00:00Z'),
          reference: 'r-1',
        },
      ),
    );
    expect(await start().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['inbox@ghat.example']);
    expect(mail?.from).toBe('web@ghat.example');
    expect(mail?.headers.get('subject')).toBe('Contact form: Hello Bcc: evil@example.org');
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.headers.get('reply-to')).toBe('ada@example.org');
    expect(mail?.headers.get('message-id')).toMatch(/^<outbox-1-\d+@ghat\.example>$/);
    expect(mail?.text).toContain('Name: Ada\nEmail: ada@example.org\n');
    expect(mail?.text).toContain('Message:\nLine one\nLine two\nBcc: not-a-header@example.org\n');
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sent_at: now, last_error: null });
    expect(await worker?.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(logged.join('\n')).not.toMatch(/@/);
  });

  it('loses nothing while the mail server is down, backs off, and delivers once it is up', async () => {
    await smtp.stop();
    try {
      await enqueueMail(db, letter);
      start();
      expect(await worker?.drain()).toEqual({ sent: 0, failed: 1 });
      let [row] = await outbox();
      expect(row?.attempts).toBe(1);
      expect(row?.sent_at).toBeNull();
      expect(row?.last_error).toMatch(/^ECONNECTION|^ESOCKET|ECONNREFUSED/);
      // random() = 0: half of the 30 s base.
      expect(row?.next_attempt_at.getTime()).toBe(now.getTime() + 15_000);

      // Not due yet: nothing is tried.
      now = new Date(now.getTime() + 14_000);
      expect(await worker?.drain()).toEqual({ sent: 0, failed: 0 });
      // Due, still down: the second wait is twice the first.
      now = new Date(now.getTime() + 1_000);
      expect(await worker?.drain()).toEqual({ sent: 0, failed: 1 });
      [row] = await outbox();
      expect(row?.attempts).toBe(2);
      expect(row?.next_attempt_at.getTime()).toBe(now.getTime() + 30_000);
    } finally {
      await smtp.start();
    }
    now = new Date(now.getTime() + 30_000);
    expect(await worker?.drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['reader@example.org']]);
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 3, sent_at: now, last_error: null });
    expect(logged.join('\n')).not.toMatch(/@/);
  });

  it('keeps retrying a refused recipient, stores the refusal without the address, and raises the alarm every fifth time', async () => {
    await enqueueMail(db, { ...letter, to: 'nobody@example.org' });
    const errors: string[] = [];
    start({ log: { ...log, error: (line: string) => errors.push(line) } });
    for (let attempt = 1; attempt <= alertEveryFailures; attempt++) {
      expect(await worker?.drain()).toEqual({ sent: 0, failed: 1 });
      expect(errors).toHaveLength(attempt === alertEveryFailures ? 1 : 0);
      now = new Date(now.getTime() + 600_000);
    }
    expect(errors[0]).toMatch(/^mail: #1 \(newsletter-welcome\) failed, attempt 5 \(EENVELOPE 550/);
    const [row] = await outbox();
    expect(row?.attempts).toBe(alertEveryFailures);
    expect(row?.last_error).toMatch(/550/);
    expect(row?.last_error).not.toMatch(/nobody/);
    expect(row?.sent_at).toBeNull();
    expect([...logged, ...errors].join('\n')).not.toMatch(/nobody/);
  });

  it('wakes on notify() after an enqueue', async () => {
    start();
    await worker?.drain();
    await enqueueMail(db, letter);
    worker?.notify();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['reader@example.org']);
  });

  it('leaves a claimed row to its worker until the lease ends, then sends it (at least once)', async () => {
    await enqueueMail(db, letter);
    // A worker that claimed the row and died before marking it sent.
    await db.query('UPDATE mail_outbox SET next_attempt_at = $1', [
      new Date(now.getTime() + 5 * 60_000),
    ]);
    start();
    expect(await worker?.drain()).toEqual({ sent: 0, failed: 0 });
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await worker?.drain()).toEqual({ sent: 1, failed: 0 });
  });

  it('sends each row once when two workers share the outbox', async () => {
    for (let i = 0; i < 12; i++) await enqueueMail(db, { ...letter, subject: `Letter ${i}` });
    const first = start({ batchSize: 3 });
    const second = startOutboxWorker({
      db,
      transport,
      from,
      clock: () => now,
      batchSize: 3,
      log,
    });
    const results = await Promise.all([first.drain(), second.drain()]);
    await second.stop();
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const subjects = smtp.received.map((mail) => mail.headers.get('subject')).sort();
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  it('without a transport keeps mail queued and says so once', async () => {
    await enqueueMail(db, letter);
    start({ transport: undefined });
    expect(await worker?.drain()).toEqual({ sent: 0, failed: 0 });
    worker?.notify();
    expect(await worker?.drain()).toEqual({ sent: 0, failed: 0 });
    expect(logged).toEqual([
      'mail: not configured (SMTP_URL is unset), so email stays in the outbox (1 waiting now) until it is set',
    ]);
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 0, sent_at: null });
  });
});
