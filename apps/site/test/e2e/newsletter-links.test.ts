// The newsletter's confirm and unsubscribe links in Chromium: the link from a real email
// (received by a loopback SMTP server) opens a page with a button, the button confirms, and
// the welcome email's unsubscribe link works the same way. No script, no CSP violation, and
// axe finds nothing. The pages come from the mail library's handler on a loopback server, so
// this test needs no build.
import { newsletterLinkPagesCopy as copy } from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNewsletterRig, type NewsletterRig } from '../support/mailTestSupport.ts';
import { launchChromium } from './helpers.ts';
import { axeViolations } from './siteUiHelpers.ts';

let rig: NewsletterRig;
let browser: Browser;
let page: Page;
const scripts: string[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  rig = await startNewsletterRig();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await rig?.stop();
});

async function axeClean(url: string) {
  const checking = await browser.newContext({ bypassCSP: true });
  const checkPage = await checking.newPage();
  await checkPage.goto(url);
  const violations = await axeViolations(checkPage);
  await checking.close();
  return violations;
}

/** Presses the page's button and reads the heading of the page the POST answers with. */
async function press(buttonLabel: string): Promise<string | null> {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: buttonLabel }).click(),
  ]);
  return page.getByRole('heading', { level: 1 }).textContent();
}

describe('newsletter links in Chromium', () => {
  it('confirm with the button on the emailed link’s page, then unsubscribe the same way', async () => {
    const confirmation = await rig.signUpAda();
    const confirmLink = rig.linkIn(confirmation, 'confirm');

    const opened = await page.goto(confirmLink);
    expect(opened?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`${copy.confirm.title} | Global Health Access Trust`);
    expect(await axeClean(confirmLink)).toEqual([]);
    expect(await press(copy.confirm.buttonLabel)).toBe(copy.confirm.outcomes.ok.title);

    const [, welcome] = await rig.smtp.waitFor(2);
    const unsubscribeLink = rig.linkIn(welcome, 'unsubscribe');
    await page.goto(unsubscribeLink);
    expect(await axeClean(unsubscribeLink)).toEqual([]);
    expect(await press(copy.unsubscribe.buttonLabel)).toBe(copy.unsubscribe.outcomes.ok.title);
    // A result page (they share one template) as a GET can show it: the address without a token.
    expect(await axeClean(page.url())).toEqual([]);

    const { rows } = await rig.db.query<{
      confirmed_at: Date | null;
      unsubscribed_at: Date | null;
    }>('SELECT confirmed_at, unsubscribed_at FROM newsletter_subscriptions');
    expect(rows[0]?.confirmed_at).not.toBeNull();
    expect(rows[0]?.unsubscribed_at).not.toBeNull();
    expect(scripts).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
