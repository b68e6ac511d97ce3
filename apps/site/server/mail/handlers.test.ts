import { newsletterLinkPagesCopy } from '@ghat/content';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { escapeHtml } from './handlers.ts';
import {
  pgliteStartTimeoutMs,
  startNewsletterRig,
  type NewsletterRig,
} from '../../test/support/mailTestSupport.ts';
import { signToken } from './tokens.ts';

const copy = newsletterLinkPagesCopy;
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

/** The page's form: where it posts and the fields it sends. */
function pageForm(html: string): { action: string; body: URLSearchParams } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(html)?.[1];
  if (!action || !token) throw new Error('No form on the page');
  return { action: new URL(action, origin).href, body: new URLSearchParams({ token }) };
}

describe('the newsletter round trip over SMTP and HTTP', () => {
  it('confirms with the emailed link’s button, welcomes, and unsubscribes in one click', async () => {
    const confirmation = await rig.signUpAda(now);
    expect(confirmation?.to).toEqual(['ada@example.org']);
    expect(confirmation?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Following the link (as a mail scanner would) shows a button and changes nothing.
    const page = await fetch(rig.linkIn(confirmation, 'confirm'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${escapeHtml(copy.confirm.title)}</h1>`);
    expect(html).toContain(`<button type="submit">${copy.confirm.buttonLabel}</button>`);
    expect((await subscribed())?.confirmed_at).toBeNull();

    // Pressing the button confirms.
    const form = pageForm(html);
    const confirmed = await fetch(form.action, { method: 'POST', body: form.body });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`<h1>${copy.confirm.outcomes.ok.title}</h1>`);
    expect((await subscribed())?.confirmed_at).toEqual(now);
    const again = await fetch(form.action, { method: 'POST', body: form.body });
    expect(await again.text()).toContain(`<h1>${copy.confirm.outcomes.already.title}</h1>`);
    const followedAgain = await (await fetch(rig.linkIn(confirmation, 'confirm'))).text();
    expect(followedAgain).toContain(`<h1>${copy.confirm.outcomes.already.title}</h1>`);
    expect(followedAgain).not.toContain('<form');

    // The welcome email arrives, and its List-Unsubscribe header works in one click.
    const [, welcome] = await rig.smtp.waitFor(2);
    expect(welcome?.headers.get('subject')).toContain('Welcome');
    const header = welcome?.headers.get('list-unsubscribe') ?? '';
    expect(header).toBe(`<${rig.linkIn(welcome, 'unsubscribe')}>`);
    const oneClick = new FormData();
    oneClick.set('List-Unsubscribe', 'One-Click');
    const unsubscribed = await fetch(header.slice(1, -1), { method: 'POST', body: oneClick });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain(`<h1>${copy.unsubscribe.outcomes.ok.title}</h1>`);
    expect((await subscribed())?.unsubscribed_at).toEqual(now);

    // Both links, followed again, now say so at once, with no button.
    for (const [url, title] of [
      [rig.linkIn(welcome, 'unsubscribe'), copy.unsubscribe.outcomes.already.title],
      [rig.linkIn(confirmation, 'confirm'), copy.confirm.outcomes.expired.title],
    ] as const) {
      const followed = await (await fetch(url)).text();
      expect(followed).toContain(`<h1>${title}</h1>`);
      expect(followed).not.toContain('<form');
    }
    expect(logged.join('\n')).not.toMatch(/@|token=/);
  });
});

describe('the link pages', () => {
  const id = '6f1c2f1e-9a5b-4a36-8f51-3a1d2f6e7b90';

  it('say invalid (400) or expired (410) without a button, and change nothing', async () => {
    const invalid = await fetch(`${origin}/newsletter/confirm?token=forged.token`);
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain(`<h1>${copy.confirm.outcomes.invalid.title}</h1>`);
    expect(html).not.toContain('<form');
    expect(html).toContain(`<a href="${origin}/">`);
    const old = signToken(secret, {
      purpose: 'unsubscribe',
      subject: id,
      now: new Date(now.getTime() - 2000),
      lifetimeMs: 1000,
    });
    const expired = await fetch(`${origin}/newsletter/unsubscribe?token=${old}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(`<h1>${copy.unsubscribe.outcomes.expired.title}</h1>`);
    const posted = await fetch(`${origin}/newsletter/unsubscribe?token=${old}`, { method: 'POST' });
    expect(posted.status).toBe(410);
  });

  it('are private, scriptless pages that no one caches or indexes', async () => {
    const response = await fetch(`${origin}/newsletter/unsubscribe?token=x`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
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
    for (const path of ['/newsletter', '/newsletter/confirm/', '/newsletter/confirmx']) {
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

  it('escape what they show', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
