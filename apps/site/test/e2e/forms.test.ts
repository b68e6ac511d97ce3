// The forms against the real forms service: the built site served by the production
// server in this process, storing into PGlite, in Chromium with and without JavaScript.
import {
  contactPage,
  donatePage,
  footerNewsletterFormCopy,
  formNotSentPage,
  formSentPage,
  getInvolvedPage,
} from '@ghat/content';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPages } from '../../server/main.ts';
import { createSiteServer } from '../../server/server.ts';
import type { Database } from '../../server/storage/database.ts';
import { pgliteKind } from '../support/testDatabases.ts';
import { launchChromium, outputDir, visit } from './helpers.ts';

let db: Database;
let browser: Browser;
let failStore = false;
const site = createSiteServerFor();
let url = '';

function createSiteServerFor() {
  return {
    start: async () => {
      const { server } = createSiteServer(outputDir, {
        forms: {
          db,
          rateLimit: false,
          pages: formPages,
          afterStore: async () => {
            // A failure inside the storing transaction: the service answers 500, stores nothing.
            if (failStore) throw new Error('the mail queue is unavailable');
          },
          logError: () => undefined,
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return server;
    },
  };
}

let server: Awaited<ReturnType<typeof site.start>>;

async function stored() {
  return (
    await db.query<{ form: string; email: string; fields: Record<string, unknown> }>(
      'SELECT form, email, fields FROM submissions ORDER BY received_at',
    )
  ).rows;
}

beforeAll(async () => {
  db = await pgliteKind.open();
  [server, browser] = await Promise.all([site.start(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});
beforeEach(async () => {
  failStore = false;
  await db.query('DELETE FROM submissions');
});

const enquiry = donatePage.enquiry.form;
const contact = contactPage.messageForm.form;

/** The row Ada's enquiry leaves: trimmed, the phone left out as empty. */
const storedEnquiry = (message: string) => ({
  form: 'enquiry',
  email: 'ada@example.org',
  fields: { name: 'Ada Lovelace', email: 'ada@example.org', phone: '', message },
});

/** Fills in the contact form as Ada, consent ticked. */
async function fillContact(page: Page) {
  const section = page.locator(`section#${contactPage.messageForm.id}`);
  await section.getByLabel(contact.nameLabel).fill('Ada Lovelace');
  await section.getByLabel(contact.emailLabel).fill('ada@example.org');
  await section.getByLabel(contact.subjectLabel).fill('A question');
  await section.getByLabel(new RegExp(`^${contact.messageLabel}`)).fill('Hello.');
  await section.getByLabel(contact.consentLabel).check();
  return section;
}

/** Resolves once the page has had no request in flight for half a second. */
async function untilNetworkQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 10_000 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

describe('with JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(() => context.close());

  async function fillEnquiry(section = page.locator('section#enquiry')) {
    await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('Ada Lovelace');
    await section.getByLabel(enquiry.emailLabel).fill('ada@example.org');
    await section.getByLabel(new RegExp(`^${enquiry.messageLabel}`)).fill('I would like to talk.');
    return section;
  }

  it('an enquiry reaches the database, and the page says thank you', async () => {
    const { cspViolations } = await visit(page, `${url}/donate`);
    const section = await fillEnquiry();
    await section.getByRole('button', { name: enquiry.submitLabel }).click();
    await expect.poll(() => section.getByText(enquiry.successTitle).count()).toBeGreaterThan(0);
    expect(await stored()).toEqual([storedEnquiry('I would like to talk.')]);
    expect(cspViolations).toEqual([]);
  });

  it('a contact message shows Sending..., then is stored and confirmed', async () => {
    await visit(page, `${url}/contact`);
    const section = await fillContact(page);
    await section.getByRole('button', { name: contact.submitLabel }).click();
    await expect
      .poll(() => section.getByText(contact.sendingLabel).count(), { interval: 20 })
      .toBeGreaterThan(0);
    await expect.poll(() => section.getByText(contact.sentTitle).count()).toBeGreaterThan(0);
    expect((await stored()).map((row) => row.form)).toEqual(['contact']);
  });

  it('the newsletter sign-up on /get-involved and the footer sign-up are stored', async () => {
    await visit(page, `${url}/get-involved`);
    const form = getInvolvedPage.newsletter.form;
    const main = page.locator('main');
    await main.getByLabel(new RegExp(`^${form.firstNameLabel}`)).fill('Ada');
    await main.getByLabel(new RegExp(`^${form.emailLabel}`)).fill('ada@example.org');
    await main.getByLabel(new RegExp(`^${form.consentLabel}`)).check();
    await main.getByRole('button', { name: form.submitLabel }).click();
    await expect.poll(() => main.getByText(form.successTitle).count()).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('textbox', { name: footerNewsletterFormCopy.label })
      .fill('bo@example.org');
    await footer.getByRole('button', { name: footerNewsletterFormCopy.submitLabel }).click();
    await footer.getByText(footerNewsletterFormCopy.confirmation).waitFor();
    expect((await stored()).map((row) => [row.form, row.email])).toEqual([
      ['newsletter', 'ada@example.org'],
      ['footer-newsletter', 'bo@example.org'],
    ]);
  });

  // One-line fields (issue 28). Chromium itself keeps a line break out of an <input>: a pasted
  // one becomes a space, and one set by script is dropped. A tab, or a control character that
  // a script sets, stays in the field: the form's own rule refuses it.
  it('a multi-line text pasted into a one-line field arrives on one line, and is accepted; a message keeps its lines', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await visit(page, `${url}/donate`);
    const section = page.locator('section#enquiry');
    const name = section.getByLabel(new RegExp(`^${enquiry.nameLabel}`));
    await name.focus();
    await page.evaluate(() => navigator.clipboard.writeText('Ada\r\nLovelace'));
    await page.keyboard.press('Control+V');
    expect(await name.inputValue()).toBe('Ada Lovelace');
    await section.getByLabel(enquiry.emailLabel).fill('ada@example.org');
    await section
      .getByLabel(new RegExp(`^${enquiry.messageLabel}`))
      .fill('First line.\nSecond line.');
    await section.getByRole('button', { name: enquiry.submitLabel }).click();
    await expect.poll(() => section.getByText(enquiry.successTitle).count()).toBeGreaterThan(0);
    expect(await stored()).toEqual([storedEnquiry('First line.\nSecond line.')]);
  });

  it('a tab or a control character in a one-line field is refused by the field, with its message, and nothing is sent', async () => {
    await visit(page, `${url}/donate`);
    const section = await fillEnquiry();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/')) requests.push(request.url());
    });
    // A tab, as pasted from a spreadsheet, stays in an <input>.
    await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('Ada\tLovelace');
    // A control character set by a script (an extension, an autofill tool).
    await section.getByLabel(enquiry.phoneLabel).evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '020\u00077946 0000');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await section.getByRole('button', { name: enquiry.submitLabel }).click();
    for (const message of [enquiry.messages.nameSingleLine, enquiry.messages.phoneSingleLine]) {
      await expect.poll(() => section.getByText(message).count()).toBeGreaterThan(0);
    }
    expect(requests).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('says so when the service fails, and keeps everything typed', async () => {
    await visit(page, `${url}/donate`);
    failStore = true;
    const section = await fillEnquiry();
    await section.getByRole('button', { name: enquiry.submitLabel }).click();
    await expect.poll(() => section.getByText(enquiry.failureMessage).count()).toBeGreaterThan(0);
    expect(await section.getByLabel(enquiry.emailLabel).inputValue()).toBe('ada@example.org');
    expect(await section.getByText(enquiry.successTitle).count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('says so when the service cannot be reached, and keeps everything typed', async () => {
    await visit(page, `${url}/donate`);
    // The visitor scrolls to the form, and the page fetches its code (the form is two screens
    // down, so it starts as it nears the viewport): the page is whole when the network goes.
    await page.locator('section#enquiry').scrollIntoViewIfNeeded();
    await untilNetworkQuiet(page);
    // The network goes: the server stops taking connections.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    try {
      const section = await fillEnquiry();
      await section.getByRole('button', { name: enquiry.submitLabel }).click();
      await expect.poll(() => section.getByText(enquiry.failureMessage).count()).toBeGreaterThan(0);
      expect(await section.getByLabel(enquiry.emailLabel).inputValue()).toBe('ada@example.org');
    } finally {
      const port = new URL(url).port;
      await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
    }
  });
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('an enquiry is posted, stored, and lands on its confirmation page', async () => {
    await page.goto(`${url}/donate`);
    const section = page.locator('section#enquiry');
    await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('Ada Lovelace');
    await section.getByLabel(enquiry.emailLabel).fill('ada@example.org');
    await section.getByLabel(new RegExp(`^${enquiry.messageLabel}`)).fill('By post, no script.');
    await Promise.all([
      page.waitForURL(`${url}${formSentPage.meta.path}`),
      section.getByRole('button', { name: enquiry.submitLabel }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      formSentPage.title,
    );
    expect(await stored()).toEqual([storedEnquiry('By post, no script.')]);
  });

  it('the browser checks the fields first: an empty form is not sent', async () => {
    await page.goto(`${url}/donate`);
    const section = page.locator('section#enquiry');
    await section.getByRole('button', { name: enquiry.submitLabel }).click();
    // Still on the page, the first required field reported invalid by the browser.
    expect(new URL(page.url()).pathname).toBe('/donate');
    const valid = await section
      .getByLabel(new RegExp(`^${enquiry.nameLabel}`))
      .evaluate((input: HTMLInputElement) => input.validity.valid);
    expect(valid).toBe(false);
    expect(await stored()).toEqual([]);
  });

  it('a contact message (with the consent box) lands on its confirmation page', async () => {
    await page.goto(`${url}/contact`);
    const section = await fillContact(page);
    await Promise.all([
      page.waitForURL(`${url}${formSentPage.meta.path}`),
      section.getByRole('button', { name: contact.submitLabel }).click(),
    ]);
    expect((await stored())[0]?.fields).toMatchObject({ consent: true, subject: 'A question' });
  });

  it('the footer sign-up lands on the confirmation page', async () => {
    await page.goto(`${url}/about`);
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('textbox', { name: footerNewsletterFormCopy.label })
      .fill('bo@example.org');
    await Promise.all([
      page.waitForURL(`${url}${formSentPage.meta.path}`),
      footer.getByRole('button', { name: footerNewsletterFormCopy.submitLabel }).click(),
    ]);
    expect((await stored()).map((row) => row.form)).toEqual(['footer-newsletter']);
  });

  it('a tab in a name passes the browser but not the service: the "not sent" page (422)', async () => {
    await page.goto(`${url}/contact`);
    const section = await fillContact(page);
    await section.getByLabel(contact.nameLabel).fill('Ada\tLovelace');
    const [response] = await Promise.all([
      page.waitForResponse(`${url}/api/forms/contact`),
      section.getByRole('button', { name: contact.submitLabel }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      formNotSentPage.title,
    );
    expect(await stored()).toEqual([]);
  });

  it('what the browser lets through but the service refuses gets the "not sent" page (422)', async () => {
    await page.goto(`${url}/donate`);
    const section = page.locator('section#enquiry');
    // Spaces pass the browser's `required`, not the schema's trimmed check.
    await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('   ');
    await section.getByLabel(enquiry.emailLabel).fill('ada@example.org');
    await section.getByLabel(new RegExp(`^${enquiry.messageLabel}`)).fill('Hello.');
    const [response] = await Promise.all([
      page.waitForResponse(`${url}/api/forms/enquiry`),
      section.getByRole('button', { name: enquiry.submitLabel }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      formNotSentPage.title,
    );
    expect(await stored()).toEqual([]);
  });
});
