// The forms endpoints on the real site server, storing into a real database.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../headers.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { pgliteKind, databasesForThisFile } from '../../test/support/testDatabases.ts';
import { bodyLimit, type StoredSubmission } from './handler.ts';
import { notSentPageText, startTestSite, type TestSite } from '../../test/support/testSite.ts';
import { ar } from '@ghat/ui/locales/ar';
import { fr } from '@ghat/ui/locales/fr';
import { uk } from '@ghat/ui/locales/uk';

// Each PGlite database takes about two seconds to start, more on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const contact = {
  name: '  Jo Bloggs ',
  email: 'jo@example.org',
  subject: 'Partnership',
  message: 'Hello there',
  consent: true,
  honeypot: '',
};

function post(origin: string, form: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body:
      typeof body === 'string'
        ? body
        : body instanceof Uint8Array
          ? Buffer.from(body)
          : JSON.stringify(body),
    redirect: 'manual',
  });
}

async function rows(db: Queryable) {
  return (
    await db.query<{ id: string; form: string; email: string; fields: Record<string, unknown> }>(
      'SELECT id, form, email, fields FROM submissions ORDER BY received_at',
    )
  ).rows;
}

const { kinds } = await databasesForThisFile();

describe.each(kinds)('forms endpoints storing on $kind', (kind) => {
  let db: Database;
  let site: TestSite;
  const hooked: StoredSubmission[] = [];
  beforeAll(async () => {
    db = await kind.open();
    site = await startTestSite({
      db,
      rateLimit: false,
      afterStore: async (tx, submission) => {
        // The hook runs inside the storing transaction: it sees the row.
        const seen = await tx.query('SELECT 1 FROM submissions WHERE id = $1', [
          submission.reference,
        ]);
        if (seen.rows.length === 1) hooked.push(submission);
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM submissions');
    hooked.length = 0;
  });

  it('stores a contact message, trimmed, and acknowledges it with its reference', async () => {
    const response = await post(site.origin, 'contact', contact);
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { status: string; reference: string };
    expect(body).toEqual({ status: 'received', reference: expect.stringMatching(uuid) });
    expect(await rows(db)).toEqual([
      {
        id: body.reference,
        form: 'contact',
        email: 'jo@example.org',
        fields: {
          name: 'Jo Bloggs',
          email: 'jo@example.org',
          subject: 'Partnership',
          message: 'Hello there',
          consent: true,
        },
      },
    ]);
    expect(hooked.map((submission) => submission.reference)).toEqual([body.reference]);
  });

  it('stores each of the four forms', async () => {
    const person = { email: 'sam@example.org' };
    const sent = [
      ['contact', contact],
      ['enquiry', { name: 'Sam', ...person, phone: '', message: 'A gift' }],
      ['newsletter', { firstName: 'Sam', ...person, consent: true }],
      ['footer-newsletter', person],
    ] as const;
    for (const [form, body] of sent) expect((await post(site.origin, form, body)).status).toBe(202);
    expect((await rows(db)).map((row) => row.form)).toEqual(sent.map(([form]) => form));
  });
});

describe('forms endpoints', () => {
  let db: Database;
  let site: TestSite;
  let logged: string[] = [];
  let failHook = false;
  let now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    db = await pgliteKind.open();
    site = await startTestSite({
      db,
      trustProxy: true,
      allowedOrigins: ['https://static.example.org'],
      now: () => now,
      logError: (message) => logged.push(message),
      afterStore: async () => {
        if (failHook)
          throw Object.assign(new Error(`mail to ${contact.email} failed`), { code: 'E1' });
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await db.close();
  });
  let address = 0;
  /** A new client address for each test (the proxy header is trusted here), so limits do not leak. */
  let client: Record<string, string> = {};
  beforeEach(async () => {
    await db.query('DELETE FROM submissions');
    logged = [];
    failHook = false;
    address += 1;
    client = { 'X-Forwarded-For': `203.0.113.${address}` };
  });

  it('takes an ordinary form post as well as JSON (a tick box is sent as "on")', async () => {
    const form = new URLSearchParams({ ...contact, consent: 'on' });
    const response = await post(site.origin, 'contact', form.toString(), {
      ...client,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(202);
    expect((await rows(db))[0]?.fields).toMatchObject({ name: 'Jo Bloggs', consent: true });
  });

  it('answers a filled spam trap exactly like a success, and stores nothing', async () => {
    const json = await post(
      site.origin,
      'contact',
      { ...contact, honeypot: 'http://spam' },
      client,
    );
    expect(json.status).toBe(202);
    expect(await json.json()).toEqual({
      status: 'received',
      reference: expect.stringMatching(uuid),
    });
    const form = new URLSearchParams({ ...contact, consent: 'on', contact_reference: 'spam' });
    const posted = await post(site.origin, 'contact', form.toString(), {
      ...client,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(posted.status).toBe(202);
    expect(await rows(db)).toEqual([]);
  });

  it('refuses an invalid body with 422 and the browser form’s own messages', async () => {
    const response = await post(
      site.origin,
      'contact',
      { name: ' ', email: 'not-an-address', subject: 'Hi', message: 'x', consent: false },
      client,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'invalid',
      errors: {
        name: 'Full name is required',
        email: 'Please enter a valid email address',
        consent: 'Please provide consent to process your enquiry.',
      },
    });
    const enquiry = await post(site.origin, 'enquiry', { email: '' }, client);
    expect(await enquiry.json()).toMatchObject({
      errors: { name: expect.any(String), email: 'Email is required' },
    });
    expect((await post(site.origin, 'enquiry', [1, 2], client)).status).toBe(422);
    expect(await rows(db)).toEqual([]);
  });

  it('gives its messages in the language the post names (?lang=), and English for any other', async () => {
    const invalid = { name: ' ', email: 'not-an-address', subject: 'Hi', message: 'x' };
    const errorsIn = async (query: string) => {
      const response = await post(site.origin, `contact${query}`, invalid, client);
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string> }).errors;
    };
    expect(await errorsIn('?lang=fr')).toEqual({
      name: fr.messages.contactForm?.nameRequired,
      email: fr.messages.contactForm?.emailInvalid,
      consent: fr.messages.contactForm?.consentRequired,
    });
    expect((await errorsIn('?lang=ar')).name).toBe(ar.messages.contactForm?.nameRequired);
    expect((await errorsIn('?lang=xx')).name).toBe('Full name is required');
    const footer = await post(site.origin, 'footer-newsletter?lang=uk', { email: 'x' }, client);
    expect(await footer.json()).toMatchObject({
      errors: { email: uk.messages.contactForm?.emailInvalid },
    });
    expect(await rows(db)).toEqual([]);
  });

  it('refuses a line break in a name, subject or phone number (422, the field’s message), in the post’s language', async () => {
    const forged = 'Eve\r\nEmail: ceo@example.org';
    // More posts than one address may send in a minute: each from its own address.
    let sender = 0;
    const from = () => ({ 'X-Forwarded-For': `2001:db8::${(sender += 1)}` });
    const errorsOf = async (form: string, body: unknown) => {
      const response = await post(site.origin, form, body, from());
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string> }).errors;
    };
    const enquiry = { name: 'Eve', email: 'eve@example.org', phone: '', message: 'Hi' };
    expect(await errorsOf('enquiry', { ...enquiry, name: forged })).toEqual({
      name: 'Name must be on one line, with no line breaks or tabs',
    });
    expect(await errorsOf('enquiry', { ...enquiry, phone: '020 7946\n0000' })).toEqual({
      phone: 'Phone number must be on one line, with no line breaks or tabs',
    });
    expect(await errorsOf('contact', { ...contact, name: forged, subject: 'A\nB' })).toEqual({
      name: 'Full name must be on one line, with no line breaks or tabs',
      subject: 'Subject must be on one line, with no line breaks or tabs',
    });
    expect(
      await errorsOf('newsletter', {
        firstName: 'Eve\u2028',
        email: 'eve@example.org',
        consent: true,
      }),
    ).toEqual({ firstName: 'First name must be on one line, with no line breaks or tabs' });
    // In the language the post names.
    expect(
      await errorsOf('contact?lang=fr', { ...contact, name: forged, subject: 'A\tB' }),
    ).toEqual({
      name: fr.messages.contactForm?.nameSingleLine,
      subject: fr.messages.contactForm?.subjectSingleLine,
    });
    expect(fr.messages.contactForm?.nameSingleLine).toBe(
      'Le nom complet doit tenir sur une seule ligne, sans retour à la ligne ni tabulation',
    );
    expect(await errorsOf('enquiry?lang=fr', { ...enquiry, phone: '020\r\n7946' })).toEqual({
      phone: fr.messages.enquiryForm?.phoneSingleLine,
    });
    expect(await errorsOf('enquiry?lang=uk', { ...enquiry, name: forged })).toEqual({
      name: uk.messages.enquiryForm?.nameSingleLine,
    });
    // An ordinary form post from a script: the same 422 and messages.
    const plain = new URLSearchParams({ ...contact, name: forged, consent: 'on' });
    const response = await post(site.origin, 'contact', plain.toString(), {
      ...from(),
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { name: 'Full name must be on one line, with no line breaks or tabs' },
    });
    expect(await rows(db)).toEqual([]);
  });

  it('keeps the line breaks and tabs of a message', async () => {
    const message = 'Dear Trust,\r\n\r\nWe would like to talk.\n\tRegards,\n\tEve';
    const sent = await post(
      site.origin,
      'contact',
      { ...contact, message: `${message}\n` },
      client,
    );
    expect(sent.status).toBe(202);
    const enquiry = { name: 'Eve', email: 'eve@example.org', phone: '020 7946 0000', message };
    expect((await post(site.origin, 'enquiry?lang=fr', enquiry, client)).status).toBe(202);
    const plain = new URLSearchParams({ ...contact, message, consent: 'on' });
    const posted = await post(site.origin, 'contact', plain.toString(), {
      ...client,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(posted.status).toBe(202);
    expect((await rows(db)).map((row) => row.fields.message)).toEqual([message, message, message]);
  });

  it('keeps the language of the page a submission came from', async () => {
    const response = await post(site.origin, 'contact?lang=fr', contact, client);
    expect(response.status).toBe(202);
    await post(site.origin, 'contact', contact, client);
    const stored = await db.query<{ language: string }>(
      'SELECT language FROM submissions ORDER BY received_at',
    );
    expect(stored.rows).toEqual([{ language: 'fr' }, { language: 'en' }]);
  });

  it('refuses bodies over 16 KB (413), other content types (415) and malformed bodies (400)', async () => {
    const large = { ...contact, message: 'x'.repeat(bodyLimit) };
    expect((await post(site.origin, 'contact', large, client)).status).toBe(413);
    const justUnder = { ...contact, message: 'x'.repeat(bodyLimit - 200) };
    expect((await post(site.origin, 'contact', justUnder, client)).status).toBe(202);
    // Past five a minute from one address: another one.
    client = { 'X-Forwarded-For': '192.0.2.200' };
    const plain = { ...client, 'Content-Type': 'text/plain' };
    expect((await post(site.origin, 'contact', contact, plain)).status).toBe(415);
    const latin1 = { ...client, 'Content-Type': 'application/json; charset=iso-8859-1' };
    expect((await post(site.origin, 'contact', contact, latin1)).status).toBe(415);
    expect((await post(site.origin, 'contact', '{"name":', client)).status).toBe(400);
    const badUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect((await post(site.origin, 'contact', badUtf8, client)).status).toBe(400);
  });

  it('refuses posts from other sites (403), and lets our own pages and the configured site post', async () => {
    const elsewhere = await post(site.origin, 'contact', contact, {
      ...client,
      Origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    const crossSite = await post(site.origin, 'contact', contact, {
      ...client,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await post(site.origin, 'contact', contact, { ...client, Origin: site.origin })).status,
    ).toBe(202);

    const configured = 'https://static.example.org';
    const preflight = await fetch(`${site.origin}/api/forms/contact`, {
      method: 'OPTIONS',
      headers: { Origin: configured, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(configured);
    const fromThere = await post(site.origin, 'contact', contact, {
      ...client,
      Origin: configured,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(fromThere.status).toBe(202);
    expect(fromThere.headers.get('access-control-allow-origin')).toBe(configured);
    // So the form there can read how long a 429 asks it to wait.
    expect(fromThere.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await rows(db)).toHaveLength(2);
  });

  it('allows five submissions a minute from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post(site.origin, 'footer-newsletter', { email: 'a@example.org' }, client)).status,
      ).toBe(202);
    }
    const refused = await post(
      site.origin,
      'footer-newsletter',
      { email: 'a@example.org' },
      client,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const other = { 'X-Forwarded-For': '198.51.100.7' };
    expect(
      (await post(site.origin, 'footer-newsletter', { email: 'b@example.org' }, other)).status,
    ).toBe(202);
    now = new Date(now.getTime() + 61_000);
    expect(
      (await post(site.origin, 'footer-newsletter', { email: 'a@example.org' }, client)).status,
    ).toBe(202);
  });

  it('stores nothing when the hook fails, says only "error", and logs no personal data', async () => {
    failHook = true;
    const response = await post(site.origin, 'contact', contact, client);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"status":"error"}');
    expect(await rows(db)).toEqual([]);
    expect(logged).toEqual(['forms: contact submission failed (Error E1)']);
    expect(logged.join()).not.toContain('example.org');
  });

  it('answers only POST to a known form', async () => {
    expect((await fetch(`${site.origin}/api/forms/contact`)).status).toBe(405);
    expect((await post(site.origin, 'unknown', contact, client)).status).toBe(404);
  });

  describe('an ordinary form post from a page (no JavaScript)', () => {
    const html = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html,*/*' };

    it('is sent on to the form’s confirmation page (303)', async () => {
      const body = new URLSearchParams({ name: 'Sam', email: 'sam@example.org', message: 'Hi' });
      const response = await post(site.origin, 'enquiry', body.toString(), { ...client, ...html });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/forms/sent');
      expect(await rows(db)).toHaveLength(1);
      const signUp = new URLSearchParams({ email: 'sam@example.org' });
      const footer = await post(site.origin, 'footer-newsletter', signUp.toString(), {
        ...client,
        ...html,
      });
      expect(footer.headers.get('location')).toBe('/forms/sent');
      const french = await post(site.origin, 'enquiry?lang=fr', body.toString(), {
        ...client,
        ...html,
      });
      expect(french.headers.get('location')).toBe('/fr/forms/sent');
    });

    it('gets the "not sent" page with 422 when the server finds a problem', async () => {
      const body = new URLSearchParams({ name: '   ', email: 'sam@example.org', message: 'Hi' });
      const response = await post(site.origin, 'enquiry', body.toString(), { ...client, ...html });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain(`${notSentPageText} (/forms/not-sent)`);
      const french = await post(site.origin, 'enquiry?lang=fr', body.toString(), {
        ...client,
        ...html,
      });
      expect(french.status).toBe(422);
      expect(await french.text()).toContain(`${notSentPageText} (/fr/forms/not-sent)`);
      expect(await rows(db)).toEqual([]);
    });

    it('gets the "not sent" page with 422 for a line break in a name, subject or phone number', async () => {
      const notSent = async (form: string, fields: Record<string, string>, page: string) => {
        const body = new URLSearchParams(fields).toString();
        const response = await post(site.origin, form, body, { ...client, ...html });
        expect(response.status).toBe(422);
        expect(await response.text()).toContain(`${notSentPageText} (${page})`);
      };
      const enquiry = { name: 'Eve', email: 'eve@example.org', message: 'Hi' };
      const forged = 'Eve\r\nEmail: ceo@example.org';
      await notSent('enquiry', { ...enquiry, name: forged }, '/forms/not-sent');
      await notSent('enquiry?lang=fr', { ...enquiry, phone: '1\n2' }, '/fr/forms/not-sent');
      const subject = { ...contact, subject: 'A\r\nB', consent: 'on' };
      await notSent('contact', subject, '/forms/not-sent');
      expect(await rows(db)).toEqual([]);
    });

    it('gets the "not sent" page, not JSON, when the post is refused (403, 413, 429)', async () => {
      const body = new URLSearchParams({ name: 'Sam', email: 'sam@example.org', message: 'Hi' });
      const page = async (response: Response, status: number) => {
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain(notSentPageText);
      };
      const fromElsewhere = { ...client, ...html, Origin: 'https://evil.example' };
      await page(await post(site.origin, 'enquiry', body.toString(), fromElsewhere), 403);
      const long = new URLSearchParams({
        ...Object.fromEntries(body),
        message: 'x'.repeat(bodyLimit),
      });
      await page(await post(site.origin, 'enquiry', long.toString(), { ...client, ...html }), 413);
      // Another address, with its own five a minute: the too-large post took one above.
      const busy = { 'X-Forwarded-For': '192.0.2.201' };
      for (let i = 0; i < 5; i += 1) {
        await post(site.origin, 'enquiry', body.toString(), { ...busy, ...html });
      }
      const limited = await post(site.origin, 'enquiry', body.toString(), { ...busy, ...html });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await page(limited, 429);
      expect(await rows(db)).toHaveLength(5);
    });
  });

  it('sends the site’s security headers with every API answer', async () => {
    const answers = [
      await post(site.origin, 'contact', contact, client),
      await post(site.origin, 'contact', { email: '' }, client),
      await fetch(`${site.origin}/api/forms/contact`),
    ];
    for (const response of answers) {
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers.get(name), name).toBe(value);
      }
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
