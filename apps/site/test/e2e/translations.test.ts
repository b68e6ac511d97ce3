// The site in its five other languages, against the built site and the real server: every
// translated page answers 200 in its own language and direction, names every other
// language's address (and is named back), carries no English in its header, footer, banner
// or (where it is translated) its body, and works for a visitor who acts at once on a cold
// page, in French and in Arabic, as served and with every script 3 s late.
import { contactPage, documentChecksumDetailsLabel, donatePage, siteUrl } from '@ghat/content';
import {
  catalogues,
  documentsIn,
  emailWordsIn,
  frameIn,
  languageNotesIn,
  pageIn,
  pageLanguages,
  siteLocale,
  translatedLocales,
  translatedPagePaths,
  unavailableLanguageNote,
  wordsOf,
  type SiteLocaleCode,
} from '@ghat/content/i18n';
import { en as uiEnglish } from '@ghat/ui/locales/en';
import { fr } from '@ghat/ui/locales/fr';
import { uiLocales } from '../../src/features/page/uiLocales.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailEnv, startSmtpServer, type TestSmtpServer } from '../support/mailTestSupport.ts';
import { freePort } from '../support/testPostgres.ts';
import {
  holdScripts,
  launchChromium,
  startSiteServer,
  waitUntilLive,
  type RunningProcess,
} from './helpers.ts';

let browser: Browser;
let server: RunningProcess;
/** Where the forms service sends its mail: the receipts in the visitor's language arrive here. */
let smtp: TestSmtpServer;

beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer();
  [browser, server] = await Promise.all([
    launchChromium(),
    startSiteServer({ port, env: mailEnv(smtp, `http://127.0.0.1:${port}`) }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

const base = siteUrl().replace(/\/+$/, '');
const codes = translatedLocales.map((locale) => locale.code);
const eventually = { timeout: 15_000 };

/** A page's address in a language: '/fr/', '/fr/donate'. */
const addressIn = (code: SiteLocaleCode, path: string) =>
  code === 'en' ? path : `/${code}${path === '/' ? '/' : path}`;

/** Every page each language writes in its own words: the translated pages and the form outcomes. */
const writtenPaths = [...translatedPagePaths, '/forms/sent', '/forms/not-sent'];

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function headLinks(html: string, rel: string): { hrefLang?: string; href: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === rel)
    .map((tag) => ({ hrefLang: attribute(tag, 'hrefLang'), href: attribute(tag, 'href') ?? '' }));
}

describe('every translated page', () => {
  it.each(codes)(
    'answers 200 in %s, in its language and direction, with its canonical address',
    async (code) => {
      for (const path of writtenPaths) {
        const address = addressIn(code, path);
        const response = await fetch(`${server.url}${address}`);
        expect(response.status, address).toBe(200);
        const html = await response.text();
        const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
        expect(attribute(htmlTag, 'lang'), address).toBe(code);
        expect(attribute(htmlTag, 'dir'), address).toBe(siteLocale(code).dir);
        if (path.startsWith('/forms/')) continue;
        expect(headLinks(html, 'canonical'), address).toEqual([{ href: `${base}${address}` }]);
        expect(html).toContain(
          `<meta property="og:locale" content="${siteLocale(code).ogLocale}"/>`,
        );
      }
    },
  );

  it('names every language of the page as an alternate, x-default English, and is named back', async () => {
    const alternatesOf = new Map<string, string[]>();
    for (const path of translatedPagePaths) {
      for (const { code } of pageLanguages(path)) {
        const address = addressIn(code, path);
        const html = await (await fetch(`${server.url}${address}`)).text();
        alternatesOf.set(
          address,
          headLinks(html, 'alternate')
            .map((link) => `${link.hrefLang} ${link.href}`)
            .sort(),
        );
      }
      const expected = [
        ...pageLanguages(path).map(({ code }) => `${code} ${base}${addressIn(code, path)}`),
        `x-default ${base}${path}`,
      ].sort();
      // Reciprocal: every language's page lists the same set, itself among them.
      for (const { code } of pageLanguages(path)) {
        expect(alternatesOf.get(addressIn(code, path)), addressIn(code, path)).toEqual(expected);
      }
    }
    expect(alternatesOf.size).toBe(translatedPagePaths.length * 6);
  });

  it('is in the sitemap with every language as an alternate', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const code of codes) {
      for (const path of translatedPagePaths) {
        const entry = new RegExp(
          `<url><loc>${base}${addressIn(code, path)}</loc>([\\s\\S]*?)</url>`,
        ).exec(xml)?.[1];
        expect(entry, addressIn(code, path)).toBeDefined();
        for (const other of ['en', ...codes] as SiteLocaleCode[]) {
          expect(entry).toContain(`hreflang="${other}" href="${base}${addressIn(other, path)}"`);
        }
      }
    }
    // A language's frame around an English text is not listed: its canonical is English.
    expect(xml).not.toContain(`${base}/fr/privacy-policy<`);
  });
});

/** An ISO date as `code` writes it in full, through Intl: '30 septembre 2025'. */
function longDateIn(code: string, isoDate: string): string {
  return new Intl.DateTimeFormat(code, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

describe('a page the site has not translated', () => {
  it.each(codes)(
    'is its English text, marked lang="en", in the %s frame, under a note in that language',
    async (code) => {
      const address = addressIn(code, '/privacy-policy');
      const response = await fetch(`${server.url}${address}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(headLinks(html, 'canonical')).toEqual([{ href: `${base}/privacy-policy` }]);
      expect(headLinks(html, 'alternate')).toEqual([]);
      expect(html).toContain(languageNotesIn(code).englishOnly.title);
      expect(html).toMatch(/<div[^>]*lang="en"[^>]*dir="ltr"/);
    },
  );

  it.each(codes)(
    "writes the articles' dates in %s, through Intl, marked as that language",
    async (code) => {
      const response = await fetch(`${server.url}${addressIn(code, '/blog')}`);
      const html = await response.text();
      const written = longDateIn(code, '2025-09-30');
      if (code === 'fr') expect(written).toBe('30 septembre 2025');
      expect(html).toContain(`<time dateTime="2025-09-30" lang="${code}">${written}</time>`);
    },
  );

  it.each(codes)(
    "labels an English policy's dates and contents in %s, through Intl, marked as that language",
    async (code) => {
      const html = await (await fetch(`${server.url}${addressIn(code, '/cookie-policy')}`)).text();
      const written = longDateIn(code, '2024-09-16');
      if (code === 'fr') expect(written).toBe('16 septembre 2024');
      const words = uiLocales[code].messages.policyLayout;
      expect(html).toContain(`lang="${code}">${words?.lastUpdated}</dt>`);
      expect(html).toContain(`<time dateTime="2024-09-16" lang="${code}">${written}</time>`);
      expect(html).toContain(`<span lang="${code}">${words?.contents}</span>`);
      expect(html).not.toContain('16 September 2024');
    },
  );

  it.each(codes)(
    "marks the constitution's checksum, in an English body, as %s, Copy and Verify included",
    async (code) => {
      const address = addressIn(code, '/constitution');
      const html = await (await fetch(`${server.url}${address}`)).text();
      const { messages: words, direction } = uiLocales[code];
      const details = /<details\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(details).toContain(`lang="${code}"`);
      expect(details).toContain(`dir="${direction}"`);
      expect(html).toContain(words.checksumDetails?.show);
      expect(html).not.toContain(documentChecksumDetailsLabel);

      // Its actions come once it is opened, from the island, in the same marked language.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}${address}`);
        await page.getByText(words.checksumDetails?.show ?? '').click();
        const copy = page.getByRole('button', { name: words.checksumVerifier?.copy });
        await copy.waitFor(eventually);
        expect(
          await copy.evaluate((button) => button.closest('[lang]')?.getAttribute('lang')),
        ).toBe(code);
      } finally {
        await context.close();
      }
    },
  );

  it('leaves the articles English: /fr/blog/… is the French 404 page', async () => {
    const response = await fetch(`${server.url}/fr/blog/healthcare-access-crisis-zones`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="fr"/);
    const french = await fetch(`${server.url}/fr/no-such-page`);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain('Page introuvable');
  });
});

/** Every English word a page's chrome and body could show, from the catalogues it is made of. */
function englishTexts(path: string): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(wordsOf(catalogues.frame));
  collect(uiEnglish.messages);
  const page = catalogues[path === '/' ? 'home' : path.slice(1)];
  if (page) collect(wordsOf(page));
  if (path.startsWith('/forms/')) collect(wordsOf(catalogues['form-outcomes']));
  return texts;
}

/** Words each language writes as English does (as the content's own test allows), and names. */
const sameInEnglish = new Set([
  'Global Health Access Trust',
  // The postal address, as the post needs it written.
  '1 Northumberland Avenue',
  'London',
  'United Kingdom',
  'GHAT',
  'LinkedIn',
  'Blog',
  'Menu',
  'Cookies',
  'Contact',
  'Impact',
  'Publications',
  'Type',
  'SHA-256',
  'Newsletter',
  'Error:',
]);

/** The English texts still showing on the page: whole texts, not the words inside one. */
async function englishLeft(page: Page, path: string): Promise<string[]> {
  const visible = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="en"]') || !element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    // Accessible names that are not text: buttons and links named by aria-label.
    for (const element of document.querySelectorAll('[aria-label]')) {
      if (!element.closest('[lang="en"]')) out.push(element.getAttribute('aria-label') ?? '');
    }
    return out;
  });
  const english = new Set(
    englishTexts(path)
      .map((text) => text.trim())
      .filter((text) => /\p{L}{3}/u.test(text) && !sameInEnglish.has(text) && !text.includes('{')),
  );
  return [...new Set(visible.filter((text) => english.has(text)))];
}

describe('no English left', () => {
  it.each(codes)(
    'on any page written in %s: header, menus, footer, cookie banner and body',
    async (code) => {
      // A new visitor, so the cookie banner shows.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      try {
        const left: string[] = [];
        for (const path of [...writtenPaths, '/404']) {
          const address = path === '/404' ? `/${code}/no-such-page` : addressIn(code, path);
          await page.goto(`${server.url}${address}`);
          // Every island live: what it renders after hydration counts too.
          await waitUntilLive(page);
          left.push(...(await englishLeft(page, path)).map((text) => `${address}: "${text}"`));
        }
        expect(left).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('finds English where it is: the test fails on an English page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/donate`);
    expect((await englishLeft(page, '/donate')).length).toBeGreaterThan(20);
    await context.close();
  });
});

interface Mode {
  name: string;
  /** How long every JavaScript response is held back. */
  delayMs: number;
}

const modes: readonly Mode[] = [
  { name: 'as served', delayMs: 0 },
  { name: 'with every script 3 s late', delayMs: 3000 },
];

/** A fresh visitor who has chosen cookies, on `path`, returned as soon as it has committed. */
async function coldPage(
  path: string,
  { delayMs }: Mode,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    if (!localStorage.getItem('ghat-cookie-consent')) {
      localStorage.setItem(
        'ghat-cookie-consent',
        JSON.stringify({ essential: true, analytics: false, marketing: false }),
      );
      localStorage.setItem('ghat-cookie-consent-timestamp', new Date().toISOString());
    }
  });
  if (delayMs > 0) await holdScripts(context, delayMs);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      problems.push(message.text());
    }
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
  return { page, context, problems };
}

const phone = { width: 390, height: 844 };

/**
 * Opens the header's language picker: in the bar, or in the menu where the header has folded
 * (the French and Arabic labels need more room than 1280 px gives them).
 */
async function openLanguagePicker(
  page: Page,
  menuLabel = 'Menu',
  pickerName = 'Language: {language}',
) {
  // The button's name begins with its message's words before the language's name.
  // (a no-break space may be read as a plain one).
  const pickerLabel = (pickerName.split('{language}')[0]?.trim() ?? '').replace(/\s+/g, '\\s*');
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: menuLabel, exact: true });
  await Promise.race([
    menu.waitFor({ state: 'visible' }),
    banner.getByRole('button', { name: new RegExp(`^${pickerLabel}`) }).waitFor(),
  ]);
  if (await menu.isVisible()) await menu.click();
  await banner.getByRole('button', { name: new RegExp(`^${pickerLabel}`) }).click();
}

describe.each(['fr', 'ar'] as const)('a visitor in %s, acting at once on a cold page', (code) => {
  const frame = frameIn(code);
  const ui = translatedLocales.find((locale) => locale.code === code);
  if (!ui) throw new Error(`No locale ${code}`);
  const headerWords = (async () => (await import(`@ghat/ui/locales/${code}`))[code])();

  describe.each(modes)('$name', (mode) => {
    it('opens the mobile menu, whose entries are in the language', async () => {
      const { page, context, problems } = await coldPage(addressIn(code, '/'), mode, {
        width: 390,
        height: 844,
      });
      try {
        const words = (await headerWords).messages;
        await page.getByRole('button', { name: words.siteHeader?.menu }).click();
        const nav = page.getByRole('navigation', { name: words.mainNav?.navigation });
        const blog = frame.headerMenu.at(-1);
        await expect
          .poll(
            () => nav.getByRole('link', { name: blog?.label, exact: true }).isVisible(),
            eventually,
          )
          .toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });

    it('opens the search, keeps a word in the language typed straight after the press, and finds pages', async () => {
      const { page, context, problems } = await coldPage(addressIn(code, '/'), mode);
      try {
        const words = (await headerWords).messages;
        await page
          .getByRole('banner')
          .getByRole('button', { name: words.siteHeader?.search, exact: true })
          .click();
        // As a French or Arabic keyboard types it: a key event for each letter (Playwright's own
        // typing inserts letters beyond a US keyboard's as text, with no key event).
        const word = code === 'ar' ? 'الصحة' : 'santé';
        const cdp = await context.newCDPSession(page);
        for (const letter of word) {
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: letter, text: letter });
          await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: letter });
        }
        const dialog = page.getByRole('dialog', { name: frame.searchDialogCopy.title });
        const field = dialog.getByRole('searchbox', { name: frame.searchDialogCopy.inputLabel });
        await expect.poll(() => field.inputValue().catch(() => null), eventually).toBe(word);
        await expect.poll(() => dialog.getByRole('link').count(), eventually).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });

    it("shows the empty enquiry's messages in the language, and stays on the page", async () => {
      const address = addressIn(code, '/donate');
      const { page, context, problems } = await coldPage(address, mode);
      try {
        const enquiry = pageIn(code, donatePage).enquiry;
        const section = page.locator(`#${enquiry.id}`);
        await section.getByRole('button', { name: enquiry.form.submitLabel }).click();
        for (const message of [
          enquiry.form.messages.nameRequired,
          enquiry.form.messages.emailRequired,
          enquiry.form.messages.messageRequired,
        ]) {
          await expect
            .poll(() => section.getByText(message).first().isVisible(), eventually)
            .toBe(true);
        }
        expect(new URL(page.url()).pathname).toBe(address);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });

    it('filters /publications as the visitor types, in the language, keeping what was typed', async () => {
      const address = addressIn(code, '/publications');
      const { page, context, problems } = await coldPage(address, mode);
      try {
        const words = (await headerWords).messages.documentLibrary;
        expect(words?.search && words.empty).toBeTruthy();
        const documents = documentsIn(code);
        const wanted = documents.find(({ id }) => id !== documents[0]?.id) ?? documents[0];
        // The title's longest word: it names this document and no other.
        const word = wanted?.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
        const search = page.getByRole('searchbox', { name: words?.search });
        await search.fill(word);
        const cards = page.getByRole('main').getByRole('article');
        await expect
          .poll(
            async () => (await cards.filter({ visible: true }).allInnerTexts()).length,
            eventually,
          )
          .toBe(1);
        expect(await cards.filter({ visible: true }).getByRole('heading').innerText()).toBe(
          wanted?.title,
        );
        expect(await search.inputValue()).toBe(word);
        // Nothing matches: the language's own words say so.
        await search.fill('zzzz');
        await expect
          .poll(
            () =>
              page
                .getByText(words?.empty ?? '')
                .first()
                .isVisible(),
            eventually,
          )
          .toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });

    it('sends the contact form, thanks the visitor and emails the receipt, in the language', async () => {
      const { page, context, problems } = await coldPage(addressIn(code, '/contact'), mode);
      // One address per language and mode, to find this visit's receipt.
      const email = `ada.${code}.${mode.delayMs}@example.org`;
      try {
        const { messageForm } = pageIn(code, contactPage);
        const form = messageForm.form;
        const section = page.locator(`#${messageForm.id}`);
        await section.getByLabel(form.nameLabel).fill('Ada Lovelace');
        await section.getByLabel(form.emailLabel).fill(email);
        await section.getByLabel(form.subjectLabel).fill('Une question');
        await section.getByLabel(new RegExp(`^${form.messageLabel}`)).fill('Bonjour.');
        await section.getByLabel(form.consentLabel).check();
        await section.getByRole('button', { name: form.submitLabel }).click();
        await expect
          .poll(() => section.getByText(form.sentTitle).first().isVisible(), eventually)
          .toBe(true);
        // The receipt, from the forms service's outbox, in the page's language.
        await expect
          .poll(
            () => smtp.received.find((mail) => mail.to.includes(email))?.headers.get('subject'),
            { timeout: 20_000 },
          )
          .toBe(emailWordsIn(code).contactReceipt.subject);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });

    it('goes to English and back with the language picker, on a phone, remembering the choice', async () => {
      const address = addressIn(code, '/donate');
      const { page, context, problems } = await coldPage(address, mode, phone);
      try {
        const words = (await headerWords).messages;
        await openLanguagePicker(page, words.siteHeader?.menu, words.languagePickerButton?.label);
        const dialog = page.getByRole('dialog', { name: words.languagePickerDialog?.title });
        // The site's own languages come first, each by its own name.
        await expect
          .poll(
            async () => (await dialog.getByRole('option').allInnerTexts()).slice(0, 6).join('|'),
            eventually,
          )
          .toMatch(
            /English[\s\S]*Français[\s\S]*Español[\s\S]*Português[\s\S]*العربية[\s\S]*Українська/,
          );
        await dialog.getByRole('option', { name: /English/ }).click();
        await page.waitForURL(`${server.url}/donate`, eventually);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
        expect(await page.evaluate(() => localStorage.getItem('ghat-preferred-language'))).toBe(
          'en',
        );
        // And back, from the English page.
        await openLanguagePicker(page);
        await page
          .getByRole('dialog', { name: 'Choose a language' })
          .getByRole('option', { name: new RegExp(siteLocale(code).nativeName) })
          .click();
        await page.waitForURL(`${server.url}${address}`, eventually);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(siteLocale(code).dir);
        expect(problems).toEqual([]);
      } finally {
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });
  });
});

describe('a language the site is not written in', () => {
  it('chosen on a French page, shows the English page and says so in English, offering the others', async () => {
    const { page, context, problems } = await coldPage('/fr/donate', modes[0] as Mode);
    try {
      const words = fr.messages;
      await openLanguagePicker(page, words.siteHeader?.menu, words.languagePickerButton?.label);
      const dialog = page.getByRole('dialog', { name: words.languagePickerDialog?.title });
      await dialog.getByRole('combobox').fill('Hindi');
      await dialog.getByRole('option', { name: /हिन्दी|Hindi/ }).click();
      // The seed's behaviour: the English page, under the language's lang.
      await page.waitForURL(`${server.url}/donate`, eventually);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang), eventually)
        .toBe('hi');
      const line = page.getByText(unavailableLanguageNote.text.replace('{language}', 'Hindi'));
      await expect.poll(() => line.isVisible(), eventually).toBe(true);
      expect(
        await line.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')),
      ).toBe('en');
      for (const locale of translatedLocales) {
        const link = page.getByRole('link', { name: locale.nativeName, exact: true });
        expect(await link.getAttribute('href')).toBe(`/${locale.code}/donate`);
      }
      // Following one goes there, and that becomes the choice.
      await page.getByRole('link', { name: 'Español', exact: true }).click();
      await page.waitForURL(`${server.url}/es/donate`, eventually);
      expect(await page.evaluate(() => localStorage.getItem('ghat-preferred-language'))).toBe('es');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('chosen on an English page, says so at once, and Hide keeps it away', async () => {
    const { page, context } = await coldPage('/about-the-trust', modes[0] as Mode);
    try {
      await openLanguagePicker(page);
      const dialog = page.getByRole('dialog', { name: 'Choose a language' });
      await dialog.getByRole('combobox').fill('Swahili');
      await dialog.getByRole('option', { name: /Kiswahili|Swahili/ }).click();
      const line = page.getByText(unavailableLanguageNote.text.replace('{language}', 'Swahili'));
      await expect.poll(() => line.isVisible(), eventually).toBe(true);
      await page.getByRole('button', { name: unavailableLanguageNote.dismiss }).click();
      await expect.poll(() => line.isVisible(), eventually).toBe(false);
      await page.goto(`${server.url}/donate`);
      await page.waitForLoadState('load');
      expect(await line.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the first-visit suggestion', () => {
  async function visitAs(locale: string, path: string) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}${path}`);
    return { context, page, response };
  }

  it('offers a browser preferring French the French page, in French, with no redirect', async () => {
    const { context, page, response } = await visitAs('fr-FR', '/donate');
    try {
      // No redirect: the English address answered, and stays.
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/donate');
      const { suggestion } = languageNotesIn('fr');
      const line = page.getByText(suggestion.text);
      await expect.poll(() => line.isVisible(), eventually).toBe(true);
      const link = page.getByRole('link', { name: suggestion.link });
      expect(await link.getAttribute('href')).toBe('/fr/donate');
      // The other languages' lines stay hidden.
      expect(await page.getByText(languageNotesIn('es').suggestion.text).isVisible()).toBe(false);

      // Dismissed, it stays away, on this page and the next.
      await page.getByRole('button', { name: suggestion.dismiss }).click();
      await expect.poll(() => line.isVisible(), eventually).toBe(false);
      await page.goto(`${server.url}/about-the-trust`);
      expect(await page.getByText(suggestion.text).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('is not shown to a browser preferring English, nor on a translated page', async () => {
    for (const [locale, path] of [
      ['en-GB', '/donate'],
      ['fr-FR', '/fr/donate'],
    ] as const) {
      const { context, page } = await visitAs(locale, path);
      try {
        await page.waitForLoadState('load');
        expect(await page.getByText(languageNotesIn('fr').suggestion.text).isVisible(), path).toBe(
          false,
        );
      } finally {
        await context.close();
      }
    }
  });

  it('offers Arabic right to left, and following it remembers the choice', async () => {
    const { context, page } = await visitAs('ar-EG', '/privacy-policy');
    try {
      const { suggestion } = languageNotesIn('ar');
      const link = page.getByRole('link', { name: suggestion.link });
      await expect.poll(() => link.isVisible(), eventually).toBe(true);
      expect(await link.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      await link.click();
      await page.waitForURL(`${server.url}/ar/privacy-policy`, eventually);
      expect(await page.evaluate(() => localStorage.getItem('ghat-preferred-language'))).toBe('ar');
      // Back on an English page, it is not offered again.
      await page.goto(`${server.url}/donate`);
      await page.waitForLoadState('load');
      expect(await page.getByText(suggestion.text).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
