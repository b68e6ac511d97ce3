// The pages a newsletter email's links open, in Chromium, as `npm start` serves them: the
// site's own pages (its header, footer and name) in the language the person signed up in,
// working with no script at all, with no CSP violation, and clean under axe. The sign-up goes
// through the forms service and the email through a loopback SMTP server, for real.
import { newsletterLinkPages } from '@ghat/content';
import { newsletterLinkPagesIn } from '@ghat/content/i18n';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailEnv, startSmtpServer, type TestSmtpServer } from '../support/mailTestSupport.ts';
import { freePort } from '../support/testPostgres.ts';
import { launchChromium, startSiteServer, type RunningProcess } from './helpers.ts';
import { axeViolations } from './axe.ts';

let smtp: TestSmtpServer;
let site: RunningProcess | undefined;
let browser: Browser;
let siteUrl = '';
const dataDir = mkdtempSync(join(tmpdir(), 'ghat-e2e-links-'));

beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  smtp = await startSmtpServer();
  [site, browser] = await Promise.all([
    startSiteServer({
      dataDir,
      port,
      env: mailEnv(smtp, siteUrl),
    }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs `email` up from a page in `language` and returns the link its email holds. */
async function signUp(email: string, language: string): Promise<{ confirm: string }> {
  const response = await fetch(`${siteUrl}/api/forms/footer-newsletter?lang=${language}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(202);
  let confirm: string | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received.find((received) => received.to.includes(email));
        confirm = /(\S+\/newsletter\/confirm\?token=\S+)/.exec(mail?.text ?? '')?.[1];
        return Boolean(confirm);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return { confirm: confirm ?? '' };
}

/** A visitor whose browser runs no script at all, and the CSP violations it meets. */
async function scriptlessPage(): Promise<{ page: Page; context: BrowserContext; csp: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  return { page, context, csp };
}

async function axeClean(url: string) {
  // axe is injected as a script, which the page's CSP rightly refuses.
  const checking = await browser.newContext({ bypassCSP: true });
  const checkPage = await checking.newPage();
  await checkPage.goto(url);
  const violations = await axeViolations(checkPage);
  await checking.close();
  return violations;
}

/** Presses the page's button and reads the heading of the page the POST answers with. */
async function press(page: Page, buttonLabel: string): Promise<string | null> {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: buttonLabel }).click(),
  ]);
  return page.getByRole('heading', { level: 1 }).textContent();
}

describe('the pages newsletter links open', () => {
  it('are the trust’s own pages, and confirm with their button without any script', async () => {
    const { confirm } = await signUp('noor@example.org', 'en');
    const { page, context, csp } = await scriptlessPage();
    const opened = await page.goto(confirm);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('no-store');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.title()).resolves.toBe(
      `${newsletterLinkPages.confirm.title} | Global Health Access Trust`,
    );
    // The header with the trust's logo, and the footer: not a bare page.
    expect(await page.getByRole('banner').getByRole('link').first().getAttribute('href')).toBe('/');
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await axeClean(confirm)).toEqual([]);

    expect(await press(page, newsletterLinkPages.confirm.buttonLabel ?? '')).toBe(
      newsletterLinkPages.confirmed.title,
    );
    expect(csp).toEqual([]);
    await context.close();
  });

  it('come in Arabic, right to left, for a sign-up from an Arabic page', async () => {
    const { confirm } = await signUp('layla@example.org', 'ar');
    expect(new URL(confirm).pathname).toBe('/ar/newsletter/confirm');
    const arabic = newsletterLinkPagesIn('ar');
    const { page, context } = await scriptlessPage();
    await page.goto(confirm);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(arabic.confirm.title);
    expect(await axeClean(confirm)).toEqual([]);
    expect(await press(page, arabic.confirm.buttonLabel ?? '')).toBe(arabic.confirmed.title);
    await context.close();
  });

  it('say a broken link does not work (400), in the language of its address', async () => {
    const { page, context } = await scriptlessPage();
    for (const [prefix, language] of [
      ['', 'en'],
      ['/uk', 'uk'],
    ] as const) {
      const url = `${siteUrl}${prefix}/newsletter/unsubscribe?token=not.a.token`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(400);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        newsletterLinkPagesIn(language).unsubscribeBroken.title,
      );
      // No button: there is nothing left to press.
      expect(await page.locator('main form').count()).toBe(0);
    }
    expect(await axeClean(`${siteUrl}/uk/newsletter/unsubscribe?token=not.a.token`)).toEqual([]);
    await context.close();
  });
});
