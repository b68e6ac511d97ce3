// Pages are islands: prerendered in full, their code fetched on the visitor's first
// interaction and hydrated when it arrives; a form typed into before then keeps what was
// typed. Served by the real server, in Chromium.
import { blogPage, contactPage, cookieBannerCopy, donatePage, siteHeaderCopy } from '@ghat/content';
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

/**
 * Holds every script the page asks for from now on, as a slow connection would: the code
 * arrives only when the returned function is called.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
      const release = await holdScripts(page);
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

  it("presses a page's button again once the page's code arrives, when pressed before", async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/blog`, { wake: false });
      const allArticles = page.locator('section').filter({
        has: page.getByRole('heading', { name: blogPage.allArticles.heading, level: 2 }),
      });
      const cards = allArticles.getByRole('article');
      const shownAtFirst = await cards.count();
      const release = await holdScripts(page);
      await allArticles.getByRole('button', { name: blogPage.loadMoreLabel }).click();
      await expect(page.locator('html').getAttribute('data-islands')).resolves.toBe('waiting');
      expect(await cards.count()).toBe(shownAtFirst);
      release();
      // One press, once: twelve more, not twenty-four.
      await expect.poll(() => cards.count()).toBe(shownAtFirst + 12);
      await page.waitForTimeout(300);
      expect(await cards.count()).toBe(shownAtFirst + 12);
    });
  });

  it('leaves the header alone: a press there before the page hydrates is not pressed twice', async () => {
    await withPage(async (page) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await visit(page, `${server.url}/about`, { wake: false });
      const release = await holdScripts(page);
      // The header is part of the frame, live from the start: its menu opens at once.
      const menuButton = page
        .getByRole('banner')
        .getByRole('button', { name: siteHeaderCopy.menuButtonLabel, exact: true });
      await menuButton.click();
      await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
      release();
      await page.waitForSelector('html[data-hydrated-islands~="page-about"]', {
        state: 'attached',
      });
      await page.waitForTimeout(300);
      await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    });
  });

  it("presses the cookie banner's button again once its code arrives, when pressed before", async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/about`, { wake: false });
      const banner = page.getByRole('region', { name: cookieBannerCopy.title });
      await expect(banner.isVisible()).resolves.toBe(true);
      const release = await holdScripts(page);
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
