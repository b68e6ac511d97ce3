// The forms service and its mail, as `npm start` runs them (server/main.ts, a process of its
// own, storing in PGlite, sending over SMTP to a loopback server), in Chromium: an enquiry
// reaches the trust's inbox and the database, its sender gets a receipt, and the
// newsletter's double opt-in goes from the sign-up form to the confirmed subscription and
// back out through the unsubscribe link. From a French page, all of it is in French.
import {
  donatePage,
  emailWords,
  getInvolvedPage,
  newsletterLinkPages as linkPages,
} from '@ghat/content';
import { emailWordsIn, newsletterLinkPagesIn } from '@ghat/content/i18n';
import { fr } from '@ghat/ui/locales/fr';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailEnv,
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
      env: mailEnv(smtp, siteUrl, trustInbox),
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
  const link = new RegExp(`(${siteUrl}(?:/[a-z]{2})?/newsletter/${path}\\?token=\\S+)`).exec(
    mail.text,
  )?.[1];
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
    expect(forwarded.text).toContain('Language: English');
    expect(forwarded.headers.get('reply-to')).toContain('ada@example.org');

    // Ada gets a receipt with the reference the trust was given, and none of what she typed.
    const reference = /^Reference: (\S+)$/m.exec(forwarded.text)?.[1] ?? 'none';
    const receipt = await mailTo('ada@example.org', reference);
    expect(receipt.headers.get('subject')).toBe(emailWords.enquiryReceipt.subject);
    expect(receipt.text).not.toContain(message);
    expect(receipt.text).not.toContain('Ada');
  });

  it('a message sent from /fr/contact reaches the trust marked French, and its receipt is in French', async () => {
    const page = await newPage();
    await visit(page, `${siteUrl}/fr/contact`);
    const words = fr.messages.contactForm;
    const form = page.locator('form').filter({ has: page.getByLabel(words.subjectLabel) });
    await form.getByLabel(new RegExp(`^${words.nameLabel}`)).fill('Chloé Martin');
    await form.getByLabel(new RegExp(`^${words.emailLabel}`)).fill('chloe@example.org');
    await form.getByLabel(new RegExp(`^${words.subjectLabel}`)).fill('Partenariat');
    const message = `Bonjour, nous aimerions travailler avec vous (${Date.now()})`;
    await form.getByLabel(new RegExp(`^${words.messageLabel}`)).fill(message);
    await form.getByLabel(words.consentLabel).check();
    await form.getByRole('button', { name: words.submitLabel }).click();
    await expect.poll(() => page.getByText(words.sentTitle).count()).toBeGreaterThanOrEqual(1);

    const forwarded = await mailTo(trustInbox, message);
    expect(forwarded.text).toContain('Language: French');
    const reference = /^Reference: (\S+)$/m.exec(forwarded.text)?.[1] ?? 'none';
    const receipt = await mailTo('chloe@example.org', reference);
    const french = emailWordsIn('fr');
    expect(receipt.headers.get('subject')).toBe(french.contactReceipt.subject);
    expect(receipt.text).toContain(french.contactReceipt.received);
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
    await expect(press(page, linkPages.confirm.buttonLabel ?? '')).resolves.toBe(
      linkPages.confirmed.title,
    );

    const welcome = await mailTo('grace@example.org', '/newsletter/unsubscribe?token=');
    expect(welcome.headers.get('list-unsubscribe')).toContain('/newsletter/unsubscribe');
    await page.goto(linkIn(welcome, 'unsubscribe'));
    await expect(press(page, linkPages.unsubscribe.buttonLabel ?? '')).resolves.toBe(
      linkPages.unsubscribed.title,
    );
  });

  it("a sign-up in the French footer is confirmed on the trust's French pages", async () => {
    const page = await newPage();
    await visit(page, `${siteUrl}/fr/`);
    const footer = page.getByRole('contentinfo');
    const words = fr.messages.footerNewsletterForm;
    await footer.getByLabel(words.label).fill('amelie@example.org');
    await footer.getByRole('button', { name: words.submitLabel }).click();
    await expect.poll(() => footer.getByText(words.confirmation).count()).toBeGreaterThanOrEqual(1);

    const confirmation = await mailTo('amelie@example.org', '/fr/newsletter/confirm?token=');
    const french = emailWordsIn('fr');
    expect(confirmation.headers.get('subject')).toBe(french.newsletterConfirmation.subject);
    expect(confirmation.text.startsWith(`${french.greeting}\n`)).toBe(true);
    const pages = newsletterLinkPagesIn('fr');
    await page.goto(linkIn(confirmation, 'confirm'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('banner').count()).toBe(1);
    await expect(press(page, pages.confirm.buttonLabel ?? '')).resolves.toBe(pages.confirmed.title);
    const welcome = await mailTo('amelie@example.org', french.newsletterWelcome.confirmed);
    expect(welcome.headers.get('subject')).toBe(french.newsletterWelcome.subject);
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
      const languages = await db.query<{ form: string; language: string }>(
        'SELECT form, language FROM submissions ORDER BY received_at',
      );
      expect(languages.rows).toEqual([
        { form: 'enquiry', language: 'en' },
        { form: 'contact', language: 'fr' },
        { form: 'newsletter', language: 'en' },
        { form: 'footer-newsletter', language: 'fr' },
      ]);
      const subscriptions = await db.query<{
        email: string;
        confirmed: boolean;
        unsubscribed: boolean;
      }>(
        'SELECT email, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscriptions ORDER BY created_at',
      );
      expect(subscriptions.rows).toEqual([
        { email: 'grace@example.org', confirmed: true, unsubscribed: true },
        { email: 'amelie@example.org', confirmed: true, unsubscribed: false },
      ]);
    } finally {
      await db.close();
    }
  });
});
