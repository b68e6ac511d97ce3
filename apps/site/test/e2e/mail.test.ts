// The forms service and its mail, as `npm start` runs them (server/main.ts, a process of its
// own, storing in PGlite, sending over SMTP to a loopback server), in Chromium: an enquiry
// reaches the trust's inbox and the database, and the newsletter's double opt-in goes from
// the sign-up form to the confirmed subscription and back out through the unsubscribe link.
import { donatePage, getInvolvedPage, newsletterLinkPagesCopy as linkCopy } from '@ghat/content';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../support/mailTestSupport.ts';
import { openDatabase } from '../../server/storage/database.ts';
import { freePort } from '../support/testPostgres.ts';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

const trustInbox = 'enquiries@trust.example';
let smtp: TestSmtpServer;
let site: RunningProcess | undefined;
let browser: Browser;
let siteUrl = '';
const dataDir = mkdtempSync(join(tmpdir(), 'ghat-e2e-mail-'));

beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  smtp = await startSmtpServer();
  [site, browser] = await Promise.all([
    startSiteServer({
      dataDir,
      port,
      env: {
        SMTP_URL: smtp.url,
        GHAT_ENQUIRIES_TO: trustInbox,
        GHAT_MAIL_FROM: 'website@trust.example',
        GHAT_SIGNING_SECRET: 'a test secret that is long enough to sign links',
        GHAT_SITE_URL: siteUrl,
      },
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

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Waits until a message to `to` whose text includes `including` has arrived. */
async function mailTo(to: string, including: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.find((mail) => mail.to.includes(to) && mail.text.includes(including));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

function linkIn(mail: ReceivedMail, path: 'confirm' | 'unsubscribe'): string {
  const link = new RegExp(`(${siteUrl}/newsletter/${path}\\?token=\\S+)`).exec(mail.text)?.[1];
  if (!link) throw new Error(`No ${path} link in:\n${mail.text}`);
  return link;
}

/** Presses the link page's button and reads the heading of the page the POST answers with. */
async function press(page: Page, buttonLabel: string) {
  await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: buttonLabel }).click(),
  ]);
  return page.getByRole('heading', { level: 1 }).textContent();
}

describe('the forms service with mail, as npm start runs it', () => {
  it("an enquiry on /donate arrives in the trust's inbox", async () => {
    const page = await newPage();
    await visit(page, `${siteUrl}/donate`);
    const enquiry = page.locator('section#enquiry');
    const form = donatePage.enquiry.form;
    await enquiry.getByLabel(new RegExp(`^${form.nameLabel}`)).fill('Ada Lovelace');
    await enquiry.getByLabel(form.emailLabel).fill('ada@example.org');
    const message = `A gift in memory of my mother (${Date.now()})`;
    await enquiry.getByLabel(new RegExp(`^${form.messageLabel}`)).fill(message);
    await enquiry.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => enquiry.getByText('Thank you').count()).toBeGreaterThanOrEqual(1);

    const forwarded = await mailTo(trustInbox, message);
    expect(forwarded.text).toContain('Ada Lovelace');
    expect(forwarded.headers.get('reply-to')).toContain('ada@example.org');
  });

  it('a newsletter sign-up on /get-involved is confirmed from its email, and unsubscribes from the next', async () => {
    const page = await newPage();
    await visit(page, `${siteUrl}/get-involved`);
    const section = page.locator('section#newsletter');
    const form = getInvolvedPage.newsletter.form;
    await section.getByLabel(form.firstNameLabel).fill('Grace');
    await section.getByLabel(form.emailLabel).fill('grace@example.org');
    await section.getByLabel(form.consentLabel).check();
    await section.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => section.getByText(form.successTitle).count()).toBeGreaterThanOrEqual(1);

    const confirmation = await mailTo('grace@example.org', '/newsletter/confirm?token=');
    await page.goto(linkIn(confirmation, 'confirm'));
    await expect(press(page, linkCopy.confirm.buttonLabel)).resolves.toBe(
      linkCopy.confirm.outcomes.ok.title,
    );

    const welcome = await mailTo('grace@example.org', '/newsletter/unsubscribe?token=');
    expect(welcome.headers.get('list-unsubscribe')).toContain('/newsletter/unsubscribe');
    await page.goto(linkIn(welcome, 'unsubscribe'));
    await expect(press(page, linkCopy.unsubscribe.buttonLabel)).resolves.toBe(
      linkCopy.unsubscribe.outcomes.ok.title,
    );
  });

  it('keeps what it acknowledged: the enquiry and the subscription are in the database', async () => {
    // PGlite allows one process at a time: stop the server, then read its data folder.
    await site?.stop();
    site = undefined;
    const db = await openDatabase({ dataDir, databaseUrl: '' });
    try {
      const enquiries = await db.query<{ email: string }>(
        "SELECT email FROM submissions WHERE form = 'enquiry'",
      );
      expect(enquiries.rows).toEqual([{ email: 'ada@example.org' }]);
      const subscriptions = await db.query<{
        email: string;
        confirmed: boolean;
        unsubscribed: boolean;
      }>(
        'SELECT email, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscriptions',
      );
      expect(subscriptions.rows).toEqual([
        { email: 'grace@example.org', confirmed: true, unsubscribed: true },
      ]);
    } finally {
      await db.close();
    }
  });
});
