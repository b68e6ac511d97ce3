// Pages are islands: prerendered in full, their code fetched on the visitor's first
// interaction and hydrated when it arrives; a form typed into before then keeps what was
// typed. Served by the real server, in Chromium.
import { contactPage, cookieBannerCopy, donatePage } from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hydrateIsland,
  launchChromium,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';
import { chunkNames, recordScripts } from './siteUiHelpers.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage(check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await check(page);
  } finally {
    await context.close();
  }
}

const form = contactPage.messageForm.form;
const section = (page: Page) => page.locator(`section#${contactPage.messageForm.id}`);

describe('a page island', () => {
  it('is in the first paint but fetches no form code until the visitor reaches for it', async () => {
    await withPage(async (page) => {
      const scripts = recordScripts(page);
      const result = await visit(page, `${server.url}/contact`, { wake: false });
      expect(result.pageErrors).toEqual([]);
      await expect(section(page).getByLabel(form.nameLabel).isVisible()).resolves.toBe(true);
      // The form's machinery and the markdown parser come only with the page's island.
      expect(chunkNames(scripts)).not.toContain('useSchemaForm');
      expect(chunkNames(scripts)).not.toContain('parseMarkdown');
      await expect(page.locator('html').getAttribute('data-islands')).resolves.toBe('waiting');

      await hydrateIsland(page, 'page-contact', section(page).locator('form'));
      expect(chunkNames(scripts)).toEqual(
        expect.arrayContaining(['useSchemaForm', 'parseMarkdown']),
      );
      expect(result.consoleProblems).toEqual([]);
    });
  });

  it('keeps and sends what was typed and ticked before its code arrived', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/contact`, { wake: false });
      // Hold every script asked for from now on: the form's code arrives only when released.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await section(page).getByLabel(form.nameLabel).fill('Ada Lovelace');
      await section(page).getByLabel(form.emailLabel).fill('ada@example.org');
      await section(page).getByLabel(form.subjectLabel).fill('A question');
      await section(page)
        .getByLabel(new RegExp(`^${form.messageLabel}`))
        .fill('Typed before the form came alive.');
      await section(page).getByLabel(form.consentLabel).check();
      await expect(page.locator('html').getAttribute('data-islands')).resolves.toBe('waiting');

      release();
      await page.waitForSelector('html[data-hydrated-islands~="page-contact"]', {
        state: 'attached',
      });
      // Still on screen after hydrating, and now the form's own state: the button is enabled.
      await expect(section(page).getByLabel(form.nameLabel).inputValue()).resolves.toBe(
        'Ada Lovelace',
      );
      await expect(section(page).getByLabel(form.consentLabel).isChecked()).resolves.toBe(true);
      const submit = section(page).getByRole('button', { name: form.submitLabel });
      await expect(submit.isEnabled()).resolves.toBe(true);
      await submit.click();
      await expect
        .poll(() => section(page).getByText(form.sentTitle).count(), { timeout: 5000 })
        .toBeGreaterThanOrEqual(1);
      expect(new URL(page.url()).search).toBe('');
    });
  });

  it('works at once after a client-side navigation (its code is loaded with the page)', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await page.locator('main a[href="/donate"]').first().click();
      await page.waitForURL(`${server.url}/donate`);
      await page.waitForSelector('html[data-hydrated-islands~="page-donate"]', {
        state: 'attached',
      });
      const enquiry = page.locator('section#enquiry');
      await enquiry.getByRole('button', { name: donatePage.enquiry.form.submitLabel }).click();
      await expect
        .poll(() => enquiry.getByText('Name is required').count())
        .toBeGreaterThanOrEqual(1);
    });
  });

  it("presses the cookie banner's button again once its code arrives, when pressed before", async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/about`, { wake: false });
      const banner = page.getByRole('region', { name: cookieBannerCopy.title });
      await expect(banner.isVisible()).resolves.toBe(true);
      // Hold every script asked for from now on: the banner's code arrives only when released.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await banner.getByRole('button', { name: cookieBannerCopy.essentialOnlyLabel }).click();
      await expect(
        page.evaluate(() => localStorage.getItem('ghat-cookie-consent')),
      ).resolves.toBeNull();
      release();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('ghat-cookie-consent')))
        .toContain('"analytics":false');
      await expect
        .poll(() => banner.getByText('You’ve chosen essential cookies only.').count())
        .toBe(1);
    });
  });
});
