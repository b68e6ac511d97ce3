// Changing or withdrawing a cookie choice on the cookie policy page, in Chromium against the
// built site: the banner's words promise it, so it must work for a returning visitor.
import { cookiePreferencesCopy, cookieSettingsCopy } from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';
import { axeViolations } from './axe.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A visitor who accepted all cookies earlier. */
async function returningVisitor(): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => {
    if (localStorage.getItem('ghat-cookie-consent')) return;
    localStorage.setItem(
      'ghat-cookie-consent',
      JSON.stringify({ essential: true, analytics: true, marketing: true }),
    );
    localStorage.setItem('ghat-cookie-consent-timestamp', new Date().toISOString());
  });
  return context.newPage();
}

/** The last Consent Mode update in window.dataLayer, as gtag's arguments. */
async function lastConsentUpdate(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    const updates = [...layer]
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent' && entry[1] === 'update');
    return updates.at(-1)?.[2];
  });
}

describe('cookie settings on the cookie policy page', () => {
  it('is not in the page without script, where it could do nothing', async () => {
    const html = await (await fetch(`${server.url}/cookie-policy`)).text();
    expect(html).not.toContain(cookieSettingsCopy.buttonLabel);
  });

  it('lets a returning visitor withdraw analytics and marketing, and tells Consent Mode', async () => {
    const page = await returningVisitor();
    const result = await visit(page, `${server.url}/cookie-policy`);
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleProblems).toEqual([]);
    expect(await lastConsentUpdate(page)).toMatchObject({ analytics_storage: 'granted' });

    await page.getByRole('button', { name: cookieSettingsCopy.buttonLabel }).click();
    const dialog = page.getByRole('dialog', { name: cookiePreferencesCopy.title });
    await dialog.waitFor();
    const analytics = dialog.getByRole('switch', {
      name: cookiePreferencesCopy.categories.analytics.label,
    });
    await expect(analytics.isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await analytics.click();
    await dialog
      .getByRole('switch', { name: cookiePreferencesCopy.categories.marketing.label })
      .click();
    await dialog.getByRole('button', { name: cookiePreferencesCopy.saveLabel }).click();
    await dialog.waitFor({ state: 'hidden' });

    const saved = await page.evaluate(() => localStorage.getItem('ghat-cookie-consent'));
    expect(JSON.parse(saved ?? 'null')).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    expect(await lastConsentUpdate(page)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    // Focus goes back to the button that opened the dialog.
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
      cookieSettingsCopy.buttonLabel,
    );
    await page.context().close();
  });
});
