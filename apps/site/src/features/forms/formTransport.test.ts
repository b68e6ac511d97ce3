// The site's form transport against the real forms service on loopback (PGlite storage).
import { TryAgainLater } from '@ghat/ui';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSite, type TestSite } from '../../../test/support/testSite.ts';
import type { Database } from '../../../server/storage/database.ts';
import { pgliteKind } from '../../../test/support/testDatabases.ts';
import {
  contactSendDelay,
  formAction,
  FormNotSent,
  postForm,
  sendContactMessage,
  sendEnquiry,
  sendFooterNewsletterSignup,
  sendNewsletterSignup,
} from './formTransport.ts';
import { onTrack, type TrackEvent } from '../analytics/tracker.ts';

// Each PGlite database takes about two seconds to start, more on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('form transport', () => {
  let db: Database;
  let site: TestSite;
  const seen: TrackEvent[] = [];
  const stop = onTrack((event) => seen.push(event));
  beforeAll(async () => {
    db = await pgliteKind.open();
    site = await startTestSite({ db, rateLimit: false });
  });
  afterAll(async () => {
    stop();
    await site.close();
    await db.close();
  });
  afterEach(() => {
    seen.length = 0;
  });

  const person = { name: 'Jo Bloggs', email: 'jo@example.org' };

  it('stores each form with the service, and reports it by name only', async () => {
    const endpoint = site.origin;
    await sendEnquiry({ ...person, phone: '07700 900000', message: 'Hello' }, { endpoint });
    await sendNewsletterSignup(
      { firstName: 'Jo', email: person.email, consent: true },
      { endpoint },
    );
    await sendFooterNewsletterSignup({ email: person.email }, { endpoint });
    const { rows } = await db.query<{ form: string; email: string }>(
      'SELECT form, email FROM submissions ORDER BY received_at',
    );
    expect(rows).toEqual([
      { form: 'enquiry', email: person.email },
      { form: 'newsletter', email: person.email },
      { form: 'footer-newsletter', email: person.email },
    ]);
    expect(seen).toEqual([
      { name: 'form_submit', properties: { form: 'enquiry' } },
      { name: 'form_submit', properties: { form: 'newsletter' } },
      { name: 'form_submit', properties: { form: 'footer_newsletter' } },
    ]);
  });

  it('keeps the contact form sending until its delay has passed, once stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let done = false;
      const sending = sendContactMessage(
        { ...person, subject: 'Partnership', message: 'Hello', consent: true, honeypot: '' },
        { endpoint: site.origin },
      ).then(() => {
        done = true;
      });
      // Stored and acknowledged: the event is reported when the service answers.
      while (seen.length === 0) await new Promise((next) => setImmediate(next));
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(contactSendDelay);
      await sending;
      expect(done).toBe(true);
      expect(seen).toEqual([{ name: 'form_submit', properties: { form: 'contact' } }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects when the service says no, with its status, and reports nothing', async () => {
    const refused = postForm('enquiry', { ...person, message: '' }, { endpoint: site.origin });
    await expect(refused).rejects.toBeInstanceOf(FormNotSent);
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(seen).toEqual([]);
  });

  it('names the page’s language in the address, and no language for English', async () => {
    expect(formAction('contact')).toBe('/api/forms/contact');
    expect(formAction('contact', 'en-GB')).toBe('/api/forms/contact');
    expect(formAction('enquiry', 'fr')).toBe('/api/forms/enquiry?lang=fr');
    expect(formAction('newsletter', 'pt-BR')).toBe('/api/forms/newsletter?lang=pt');
    await sendEnquiry(
      { name: 'Rania', email: 'rania@example.org', phone: '', message: 'مرحبا' },
      { endpoint: site.origin, language: 'ar' },
    );
    const { rows } = await db.query<{ language: string }>(
      "SELECT language FROM submissions WHERE email = 'rania@example.org'",
    );
    expect(rows).toEqual([{ language: 'ar' }]);
  });

  it('rejects a refusal for now (429) with how long to wait, from Retry-After', async () => {
    const limited = await startTestSite({ db, rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      await sendFooterNewsletterSignup({ email: person.email }, { endpoint: limited.origin });
      const refused = sendFooterNewsletterSignup(
        { email: person.email },
        { endpoint: limited.origin },
      );
      await expect(refused).rejects.toBeInstanceOf(TryAgainLater);
      const { seconds } = (await refused.catch((error: unknown) => error)) as TryAgainLater;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('rejects when the service cannot be reached', async () => {
    // A port nothing listens on: the site's own, once closed.
    const closed = await startTestSite({ db, rateLimit: false });
    await closed.close();
    await expect(
      sendFooterNewsletterSignup({ email: person.email }, { endpoint: closed.origin }),
    ).rejects.toMatchObject({ name: 'FormNotSent', status: undefined });
  });
});
