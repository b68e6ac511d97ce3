import type { PGlite } from '@electric-sql/pglite';
import { emailWords } from '@ghat/content';
import { emailWordsIn } from '@ghat/content/i18n';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMail } from './index.ts';
import {
  freshDatabase,
  pgliteStartTimeoutMs,
  startSmtpServer,
  type TestSmtpServer,
} from '../../test/support/mailTestSupport.ts';

let db: PGlite;
let smtp: TestSmtpServer;
const quiet = { info: () => {}, warn: () => {}, error: console.error };

beforeAll(async () => {
  db = await freshDatabase();
  smtp = await startSmtpServer();
}, pgliteStartTimeoutMs);

beforeEach(async () => {
  await db.query('TRUNCATE mail_outbox, newsletter_subscriptions');
});

afterAll(async () => {
  await smtp.stop();
  await db.close();
});

describe('startMail', () => {
  it('forwards an enquiry stored in a transaction to GHAT_ENQUIRIES_TO, from GHAT_MAIL_FROM', async () => {
    const mail = await startMail({
      db,
      env: {
        SMTP_URL: smtp.url,
        GHAT_ENQUIRIES_TO: 'inbox@ghat.example',
        GHAT_MAIL_FROM: 'GHAT website <web@ghat.example>',
        GHAT_SITE_URL: 'https://ghat.example',
      },
      log: quiet,
    });
    await db.transaction((tx) =>
      mail.queueForSubmission(tx, {
        form: 'enquiry',
        email: 'ada@example.org',
        fields: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          phone: '',
          message: 'We would like to talk about a legacy gift.',
        },
        receivedAt: new Date('2026-11-22T10:00:00Z'),
        reference: 'ref-42',
      }),
    );
    // No notify(): queueing wakes the worker, whose look waits for the commit on PGlite.
    const [received] = await smtp.waitFor(1);
    await mail.stop();
    expect(received?.to).toEqual(['inbox@ghat.example']);
    expect(received?.from).toBe('web@ghat.example');
    expect(received?.headers.get('from')).toBe('GHAT website <web@ghat.example>');
    expect(received?.headers.get('reply-to')).toBe('ada@example.org');
    expect(received?.headers.get('subject')).toBe('Enquiry from Ada Lovelace');
    expect(received?.text).toContain('Reference: ref-42');
    expect(received?.text).toContain('We would like to talk about a legacy gift.');
  });

  it('queues the right mail for each of the other forms, in its language, and refuses a form it does not know', async () => {
    const mail = await startMail({
      db,
      env: { GHAT_ENQUIRIES_TO: 'inbox@ghat.example' },
      log: quiet,
    });
    const receivedAt = new Date('2026-11-22T10:00:00Z');
    const submit = (
      form: string,
      email: string,
      fields: Record<string, unknown>,
      language: 'en' | 'es' = 'en',
    ) =>
      db.transaction((tx) =>
        mail.queueForSubmission(tx, { form, email, fields, receivedAt, reference: form, language }),
      );
    await submit('contact', 'bo@example.org', {
      name: 'Bo',
      subject: 'A question',
      message: 'Hello',
      consent: true,
    });
    await submit('newsletter', 'cy@example.org', { firstName: 'Cy', consent: true });
    await submit('footer-newsletter', 'di@example.org', {}, 'es');
    await expect(submit('other', 'ed@example.org', {})).rejects.toThrow('No mail for the form');
    await mail.stop();
    const { rows } = await db.query<Record<string, unknown>>(
      'SELECT kind, recipient, reply_to, subject FROM mail_outbox ORDER BY id',
    );
    expect(rows).toEqual([
      {
        kind: 'contact-forward',
        recipient: 'inbox@ghat.example',
        reply_to: 'bo@example.org',
        subject: 'Contact form: A question',
      },
      // The sender's receipt: in English, from an English page.
      {
        kind: 'contact-receipt',
        recipient: 'bo@example.org',
        reply_to: null,
        subject: emailWords.contactReceipt.subject,
      },
      expect.objectContaining({ kind: 'newsletter-confirmation', recipient: 'cy@example.org' }),
      expect.objectContaining({
        kind: 'newsletter-confirmation',
        recipient: 'di@example.org',
        subject: emailWordsIn('es').newsletterConfirmation.subject,
      }),
    ]);
    const subscriptions = await db.query<Record<string, unknown>>(
      'SELECT email, first_name, source, language FROM newsletter_subscriptions ORDER BY email',
    );
    expect(subscriptions.rows).toEqual([
      { email: 'cy@example.org', first_name: 'Cy', source: 'get-involved', language: 'en' },
      { email: 'di@example.org', first_name: null, source: 'footer', language: 'es' },
    ]);
  });

  it('without SMTP_URL keeps mail queued, starts, and links to GHAT_SITE_URL', async () => {
    const warnings: string[] = [];
    const mail = await startMail({
      db,
      env: { GHAT_SITE_URL: 'https://preview.ghat.example' },
      log: { ...quiet, warn: (line: string) => warnings.push(line) },
    });
    await db.transaction((tx) =>
      mail.requestSubscription(tx, { email: 'bo@example.org', source: 'footer' }),
    );
    mail.notify();
    expect(await mail.worker.drain()).toEqual({ sent: 0, failed: 0 });
    await mail.stop();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^mail: not configured/);
    const { rows } = await db.query<{ text: string; sent_at: Date | null }>(
      "SELECT text, sent_at FROM mail_outbox WHERE kind = 'newsletter-confirmation'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).toBeNull();
    expect(rows[0]?.text).toContain('https://preview.ghat.example/newsletter/confirm?token=');
  });
});
