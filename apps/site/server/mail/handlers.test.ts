import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestNewsletterSubscription } from './newsletter.ts';
import {
  pgliteStartTimeoutMs,
  startNewsletterRig,
  type NewsletterRig,
} from '../../test/support/mailTestSupport.ts';
import { signToken } from './tokens.ts';

let rig: NewsletterRig;
/** The site's address: the rig's server, so the emails' links lead back to it. */
let origin: string;
let secret: string;
let now: Date;
const logged: string[] = [];

beforeAll(async () => {
  now = new Date(Date.now() + 60_000);
  rig = await startNewsletterRig({
    clock: () => now,
    handlerLog: { info: (line: string) => logged.push(line) },
  });
  ({ origin, secret } = rig);
}, pgliteStartTimeoutMs);

beforeEach(async () => {
  now = new Date(Date.now() + 60_000);
  await rig.db.query('TRUNCATE mail_outbox, newsletter_subscriptions');
  rig.smtp.received.length = 0;
});

afterAll(async () => {
  await rig.stop();
});

/** Sends raw bytes to the rig's server and resolves with everything it answers. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => socket.end(text));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

async function subscribed() {
  const { rows } = await rig.db.query<{
    confirmed_at: Date | null;
    unsubscribed_at: Date | null;
  }>('SELECT confirmed_at, unsubscribed_at FROM newsletter_subscriptions');
  return rows[0];
}

/** Which of the site's pages answered (the rig's pages are their address), with its status. */
async function pageOf(response: Response) {
  return { status: response.status, page: (await response.text()).replace(/^page /, '') };
}

describe('the newsletter round trip over SMTP and HTTP', () => {
  it('confirms with the emailed link’s button, welcomes, and unsubscribes in one click', async () => {
    const confirmation = await rig.signUpAda(now);
    expect(confirmation?.to).toEqual(['ada@example.org']);
    expect(confirmation?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Following the link (as a mail scanner would) shows the page with a button and changes
    // nothing.
    const link = rig.linkIn(confirmation, 'confirm');
    expect(await pageOf(await fetch(link))).toEqual({ status: 200, page: '/newsletter/confirm' });
    expect((await subscribed())?.confirmed_at).toBeNull();

    // Pressing the button (the page's form posts to its own address) confirms.
    const press = () => fetch(link, { method: 'POST', body: new URLSearchParams() });
    expect(await pageOf(await press())).toEqual({ status: 200, page: '/newsletter/confirmed' });
    expect((await subscribed())?.confirmed_at).toEqual(now);
    expect((await pageOf(await press())).page).toBe('/newsletter/already-confirmed');
    expect((await pageOf(await fetch(link))).page).toBe('/newsletter/already-confirmed');

    // The welcome email arrives, and its List-Unsubscribe header works in one click.
    const [, welcome] = await rig.smtp.waitFor(2);
    expect(welcome?.headers.get('subject')).toContain('Welcome');
    const header = welcome?.headers.get('list-unsubscribe') ?? '';
    expect(header).toBe(`<${rig.linkIn(welcome, 'unsubscribe')}>`);
    const oneClick = new FormData();
    oneClick.set('List-Unsubscribe', 'One-Click');
    const unsubscribed = await fetch(header.slice(1, -1), { method: 'POST', body: oneClick });
    expect(await pageOf(unsubscribed)).toEqual({ status: 200, page: '/newsletter/unsubscribed' });
    expect((await subscribed())?.unsubscribed_at).toEqual(now);

    // Both links, followed again, now say so at once, with no button.
    expect((await pageOf(await fetch(rig.linkIn(welcome, 'unsubscribe')))).page).toBe(
      '/newsletter/already-unsubscribed',
    );
    expect(await pageOf(await fetch(link))).toEqual({
      status: 410,
      page: '/newsletter/confirm-link-expired',
    });
    expect(logged.join('\n')).not.toMatch(/@|token=/);
  });

  it('writes to a French subscriber in French, and her links open the French pages', async () => {
    await rig.db.transaction((tx) =>
      requestNewsletterSubscription(tx, {
        email: 'chloe@example.org',
        firstName: 'Chloé',
        source: 'footer',
        language: 'fr',
        baseUrl: origin,
        secret,
        now,
      }),
    );
    rig.worker.notify();
    const [confirmation] = await rig.smtp.waitFor(1);
    expect(confirmation?.text).toContain('Chloé');
    expect(confirmation?.text).not.toContain('Hello');
    const link = rig.linkIn(confirmation, 'confirm');
    expect(link.startsWith(`${origin}/fr/newsletter/confirm?token=`)).toBe(true);
    expect((await pageOf(await fetch(link))).page).toBe('/fr/newsletter/confirm');
    const pressed = await pageOf(await fetch(link, { method: 'POST' }));
    expect(pressed).toEqual({ status: 200, page: '/fr/newsletter/confirmed' });
    const [, welcome] = await rig.smtp.waitFor(2);
    expect(welcome?.headers.get('subject')).not.toContain('Welcome');
    expect(rig.linkIn(welcome, 'unsubscribe')).toContain('/fr/newsletter/unsubscribe?token=');
    const { rows } = await rig.db.query<{ language: string }>(
      'SELECT language FROM newsletter_subscriptions',
    );
    expect(rows).toEqual([{ language: 'fr' }]);
  });
});

describe('the link pages', () => {
  const id = '6f1c2f1e-9a5b-4a36-8f51-3a1d2f6e7b90';

  it('say invalid (400) or expired (410) without a button, and change nothing', async () => {
    const invalid = await fetch(`${origin}/newsletter/confirm?token=forged.token`);
    expect(await pageOf(invalid)).toEqual({ status: 400, page: '/newsletter/confirm-link-broken' });
    const inArabic = await fetch(`${origin}/ar/newsletter/confirm?token=forged.token`);
    expect((await pageOf(inArabic)).page).toBe('/ar/newsletter/confirm-link-broken');
    const old = signToken(secret, {
      purpose: 'unsubscribe',
      subject: id,
      now: new Date(now.getTime() - 2000),
      lifetimeMs: 1000,
    });
    const expired = await fetch(`${origin}/newsletter/unsubscribe?token=${old}`);
    expect(await pageOf(expired)).toEqual({
      status: 410,
      page: '/newsletter/unsubscribe-link-expired',
    });
    const posted = await fetch(`${origin}/newsletter/unsubscribe?token=${old}`, { method: 'POST' });
    expect(posted.status).toBe(410);
  });

  it('are pages that no one caches or indexes, and that send no referrer', async () => {
    const response = await fetch(`${origin}/newsletter/unsubscribe?token=x`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('answer HEAD without a body, refuse other methods and large bodies, and leave other paths', async () => {
    const head = await fetch(`${origin}/newsletter/confirm?token=x`, { method: 'HEAD' });
    expect(head.status).toBe(400);
    expect(await head.text()).toBe('');
    const put = await fetch(`${origin}/newsletter/confirm`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const large = await fetch(`${origin}/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${'a'.repeat(5000)}`,
    });
    expect(large.status).toBe(413);
    for (const path of [
      '/newsletter',
      '/newsletter/confirm/',
      '/newsletter/confirmx',
      '/xx/newsletter/confirm',
      '/newsletter/confirmed',
    ]) {
      expect(await (await fetch(`${origin}${path}`)).text()).toBe('site');
    }
    // Targets that are not a plain path, sent raw: the site's own handler judges them.
    for (const target of ['//evil.example/newsletter/confirm', 'http://[']) {
      const reply = await rawRequest(
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(reply).toMatch(/^HTTP\/1\.1 404 [\s\S]*\r\n\r\n(4\r\n)?site\b/);
    }
  });
});
