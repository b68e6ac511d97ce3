// Forms are islands: prerendered with the page, their code fetched on the visitor's first
// interaction, hydrated when it arrives. Served by the real server, in Chromium.
import { contactPage, donatePage } from '@ghat/content';
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

describe('a form island', () => {
  it('is in the first paint but fetches no form code until the visitor reaches for it', async () => {
    await withPage(async (page) => {
      const scripts = recordScripts(page);
      const result = await visit(page, `${server.url}/contact`);
      expect(result.pageErrors).toEqual([]);
      await expect(section(page).getByLabel(form.nameLabel).isVisible()).resolves.toBe(true);
      expect(chunkNames(scripts)).not.toContain('ContactForm');
      expect(chunkNames(scripts)).not.toContain('useSchemaForm');
      await expect(page.locator('html').getAttribute('data-hydrated-islands')).resolves.toBe(null);

      await hydrateIsland(page, 'contact-form', section(page).locator('form'));
      expect(chunkNames(scripts)).toEqual(expect.arrayContaining(['ContactForm', 'useSchemaForm']));
      expect(result.consoleProblems).toEqual([]);
    });
  });

  it('keeps and sends what was typed and ticked before its code arrived', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/contact`);
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
      await expect(page.locator('html').getAttribute('data-hydrated-islands')).resolves.toBeNull();

      release();
      await page.waitForSelector('html[data-hydrated-islands~="contact-form"]', {
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
      await page.waitForSelector('html[data-hydrated-islands~="enquiry-form"]', {
        state: 'attached',
      });
      const enquiry = page.locator('section#enquiry');
      await enquiry.getByRole('button', { name: donatePage.enquiry.form.submitLabel }).click();
      await expect
        .poll(() => enquiry.getByText('Name is required').count())
        .toBeGreaterThanOrEqual(1);
    });
  });
});
