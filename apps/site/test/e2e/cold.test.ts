// The site as a visitor meets it: every behaviour of the islands and every state of spec
// sections 4 and 5, each done as the first thing on a page that has just started loading:
// no warm-up, no waiting for a ready marker, only for the control to be on screen (Playwright
// acts as soon as it is visible). Each runs twice: as served, and with every JavaScript
// response held back 3 seconds (a slow phone on a slow connection), where the first action
// comes right after the first paint, long before any island has its code. Both must end in
// the same visible outcome.
import {
  contactPage,
  cookieBannerCopy,
  cookiePreferencesCopy,
  documentChecksumCopy,
  documentChecksumDetailsLabel,
  donatePage,
  footerNewsletterFormCopy,
  getInvolvedPage,
  languagePickerCopy,
  notFoundPage,
  searchDialogCopy,
  siteHeaderCopy,
} from '@ghat/content';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { holdScripts, launchChromium, startSiteServer, type RunningProcess } from './helpers.ts';

let browser: Browser;
let server: RunningProcess;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), startSiteServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const savedConsent = JSON.stringify({ essential: true, analytics: false, marketing: false });

interface Visitor {
  /** A visitor who chose before (no banner) or a new one (the banner shows). */
  consent?: 'saved' | 'none';
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** Record every scroll position from the first moment, in `window.scrollTrail`. */
  watchScroll?: boolean;
}

interface Mode {
  name: string;
  /** How long every JavaScript response is held back. */
  delayMs: number;
  /** How many times slower the CPU runs (Chromium's throttling), if slowed. */
  cpuSlowdown?: number;
}

const modes: readonly Mode[] = [
  { name: 'as served', delayMs: 0 },
  { name: 'with every script 3 s late', delayMs: 3000 },
];

/**
 * Where a visitor types: also on a CPU four times slower, as a cheap phone's, so that the
 * typing lands while the island is hydrating (a field filled then was once lost).
 */
const typingModes: readonly Mode[] = [
  ...modes,
  { name: 'on a CPU four times slower', delayMs: 0, cpuSlowdown: 4 },
];

/**
 * A fresh browser context (nothing cached), its scripts delayed by `delayMs`, on `path`,
 * returned as soon as the page has committed: the test's first action follows at once.
 */
async function coldPage(
  path: string,
  { delayMs, cpuSlowdown }: Mode,
  {
    consent = 'saved',
    viewport = { width: 1280, height: 900 },
    reducedMotion,
    watchScroll = false,
  }: Visitor = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion });
  if (watchScroll) {
    await context.addInitScript(() => {
      const trail: number[] = [];
      Object.assign(window, { scrollTrail: trail });
      addEventListener('scroll', () => trail.push(Math.round(scrollY)), { passive: true });
    });
  }
  if (consent === 'saved') {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('ghat-cookie-consent')) {
        localStorage.setItem('ghat-cookie-consent', value);
        localStorage.setItem('ghat-cookie-consent-timestamp', new Date().toISOString());
      }
    }, savedConsent);
  }
  if (delayMs > 0) await holdScripts(context, delayMs);
  const page = await context.newPage();
  if (cpuSlowdown) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
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

/**
 * Runs `test` on a cold page in each mode, then checks the page logged no error. Three at a
 * time (the e2e project's maxConcurrency), each in a context of its own: one at a time, the
 * file left the processor idle more than half the time (scripts held back, pages loading).
 */
function coldTest(
  title: string,
  path: string,
  visitor: Visitor,
  // The test's own expect: the tests run at once, and expect.poll needs to know whose it is.
  test: (page: Page, test: { expect: ExpectStatic }) => Promise<void>,
  inModes: readonly Mode[] = modes,
) {
  describe.concurrent.each(inModes)('$name', (mode) => {
    it(title, async ({ expect }) => {
      const { page, context, problems } = await coldPage(path, mode, visitor);
      try {
        await test(page, { expect });
        expect(problems).toEqual([]);
      } catch (error) {
        // What the visitor was looking at, so a failure on CI can be read without a rerun.
        const text = await page
          .locator('main')
          .innerText({ timeout: 2000 })
          .catch(() => '(unreadable)');
        console.error(`"${title}" (${mode.name}) failed on ${page.url()}; main read:\n${text}`);
        throw error;
      } finally {
        // Scripts still held back by the delay are dropped with the page, without complaint.
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.close();
      }
    });
  });
}

/**
 * Polls a visible outcome for up to 25 s: with every script 3 s late, an island far down the
 * page starts as it is scrolled to, and waits for the entry, then what the entry imports, then
 * its own files: three times 3 s, and more on a busy machine.
 */
const eventually = { timeout: 25_000 };

/** Presses the header's Search button: the dialog it opens. */
async function pressSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: siteHeaderCopy.searchLabel, exact: true })
    .click();
  return page.getByRole('dialog', { name: searchDialogCopy.title });
}

/** Presses the header's language picker: the dialog it opens. */
async function pressLanguagePicker(page: Page) {
  const pickerLabel = languagePickerCopy.label.split('{language}')[0] ?? '';
  await page.getByRole('button', { name: new RegExp(`^${pickerLabel}`) }).click();
  return page.getByRole('dialog', { name: languagePickerCopy.dialogTitle });
}

describe('the header', () => {
  coldTest('a desktop dropdown opens on hover', '/', {}, async (page, { expect }) => {
    const nav = page.getByRole('navigation', { name: siteHeaderCopy.navigationLabel });
    await nav.getByRole('link', { name: 'About', exact: true }).hover();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Trustee Biographies' }).isVisible(), eventually)
      .toBe(true);
  });

  const phone = { viewport: { width: 390, height: 844 } };

  coldTest(
    'the mobile menu opens, and a parent toggles its submenu',
    '/',
    phone,
    async (page, { expect }) => {
      await page.getByRole('button', { name: siteHeaderCopy.menuButtonLabel }).click();
      const nav = page.getByRole('navigation', { name: siteHeaderCopy.navigationLabel });
      await expect
        .poll(() => nav.getByRole('link', { name: 'Blog', exact: true }).isVisible(), eventually)
        .toBe(true);
      await nav.getByRole('button', { name: 'Show About submenu' }).click();
      await expect
        .poll(() => nav.getByRole('link', { name: 'Trustee Biographies' }).isVisible(), eventually)
        .toBe(true);
    },
  );

  coldTest(
    'a leaf link in the mobile menu goes to its page',
    '/',
    phone,
    async (page, { expect }) => {
      await page.getByRole('button', { name: siteHeaderCopy.menuButtonLabel }).click();
      const nav = page.getByRole('navigation', { name: siteHeaderCopy.navigationLabel });
      await nav.getByRole('link', { name: 'Blog', exact: true }).click();
      await page.waitForURL(/\/blog$/, eventually);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Impact & Insights');
    },
  );

  coldTest(
    'the search opens, and a query shows results',
    '/',
    {},
    async (page, { expect }) => {
      const dialog = await pressSearch(page);
      await dialog.getByRole('searchbox', { name: searchDialogCopy.inputLabel }).fill('trustee');
      await expect
        .poll(() => dialog.getByRole('link', { name: /Trustee Biographies/ }).count(), eventually)
        .toBeGreaterThan(0);
      // Closing clears the query (spec section 4).
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), eventually).toBe(0);
    },
    typingModes,
  );

  coldTest(
    'words typed straight after pressing Search go into its field',
    '/',
    {},
    async (page, { expect }) => {
      const dialog = await pressSearch(page);
      // At once, as a quick typist does: the dialog (and, before the page is live, the header
      // itself) may still be on its way.
      await page.keyboard.type('trustee');
      const field = dialog.getByRole('searchbox', { name: searchDialogCopy.inputLabel });
      await expect.poll(() => field.inputValue().catch(() => null), eventually).toBe('trustee');
      await expect
        .poll(() => dialog.getByRole('link', { name: /Trustee Biographies/ }).count(), eventually)
        .toBeGreaterThan(0);
      // Typing on goes on where it left off.
      await page.keyboard.press('Backspace');
      expect(await field.inputValue()).toBe('truste');
    },
    typingModes,
  );

  coldTest(
    'the language picker opens, and a right-to-left language turns the page',
    '/',
    {},
    async (page, { expect }) => {
      const dialog = await pressLanguagePicker(page);
      await dialog.getByRole('combobox', { name: languagePickerCopy.searchLabel }).fill('Hebrew');
      await dialog.getByRole('option', { name: /עברית/ }).click();
      await expect
        .poll(() =>
          page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
        )
        .toEqual(['rtl', 'he']);
      expect(await page.evaluate(() => localStorage.getItem('ghat-preferred-language'))).toBe('he');
    },
    typingModes,
  );

  coldTest(
    "a language's name typed straight after pressing the picker filters its list",
    '/',
    {},
    async (page, { expect }) => {
      const dialog = await pressLanguagePicker(page);
      await page.keyboard.type('Hebr');
      const filter = dialog.getByRole('combobox', { name: languagePickerCopy.searchLabel });
      await expect.poll(() => filter.inputValue().catch(() => null), eventually).toBe('Hebr');
      await expect.poll(() => dialog.getByRole('option').count(), eventually).toBe(1);
      expect(await dialog.getByRole('option').textContent()).toMatch(/עברית/);
    },
    typingModes,
  );
});

describe('the cookie banner (a new visitor)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: cookieBannerCopy.title });
  const stored = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('ghat-cookie-consent') ?? 'null'));

  coldTest(
    'Accept All saves analytics and marketing',
    '/',
    { consent: 'none' },
    async (page, { expect }) => {
      await banner(page).getByRole('button', { name: cookieBannerCopy.acceptAllLabel }).click();
      await expect
        .poll(() => stored(page), eventually)
        .toEqual({ essential: true, analytics: true, marketing: true });
    },
  );

  coldTest('Essential Only saves neither', '/', { consent: 'none' }, async (page, { expect }) => {
    await banner(page).getByRole('button', { name: cookieBannerCopy.essentialOnlyLabel }).click();
    await expect
      .poll(() => stored(page), eventually)
      .toEqual({ essential: true, analytics: false, marketing: false });
  });

  coldTest(
    'Customize opens the preferences, and Save Preferences stores them',
    '/',
    { consent: 'none' },
    async (page, { expect }) => {
      await banner(page).getByRole('button', { name: cookieBannerCopy.customizeLabel }).click();
      const dialog = page.getByRole('dialog', { name: cookiePreferencesCopy.title });
      await dialog
        .getByRole('switch', { name: new RegExp(cookiePreferencesCopy.categories.analytics.label) })
        .click();
      await dialog.getByRole('button', { name: cookiePreferencesCopy.saveLabel }).click();
      await expect
        .poll(() => stored(page), eventually)
        .toEqual({ essential: true, analytics: true, marketing: false });
    },
  );

  coldTest(
    'the close icon hides it without saving',
    '/',
    { consent: 'none' },
    async (page, { expect }) => {
      await banner(page).getByRole('button', { name: cookieBannerCopy.closeLabel }).click();
      await expect.poll(() => banner(page).isVisible(), eventually).toBe(false);
      expect(await stored(page)).toBeNull();
    },
  );
});

describe('the forms', () => {
  const enquiry = donatePage.enquiry.form;

  coldTest(
    "Send Enquiry on the empty form shows each field's message",
    '/donate',
    {},
    async (page, { expect }) => {
      const section = page.locator(`#${donatePage.enquiry.id}`);
      await section.getByRole('button', { name: enquiry.submitLabel }).click();
      for (const message of [
        enquiry.messages.nameRequired,
        enquiry.messages.emailRequired,
        enquiry.messages.messageRequired,
      ]) {
        await expect
          .poll(() => section.getByText(message).first().isVisible(), eventually)
          .toBe(true);
      }
      // Nothing was posted: the page is still /donate.
      expect(new URL(page.url()).pathname).toBe('/donate');
    },
  );

  coldTest(
    'a bad email address gets its own message',
    '/donate',
    {},
    async (page, { expect }) => {
      const section = page.locator(`#${donatePage.enquiry.id}`);
      await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('Ada Lovelace');
      await section.getByLabel(enquiry.emailLabel).fill('ada@example');
      await section.getByLabel(new RegExp(`^${enquiry.messageLabel}`)).fill('Hello.');
      await section.getByRole('button', { name: enquiry.submitLabel }).click();
      await expect
        .poll(
          () => section.getByText(enquiry.messages.emailInvalid).first().isVisible(),
          eventually,
        )
        .toBe(true);
      // What was typed is kept.
      expect(await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).inputValue()).toBe(
        'Ada Lovelace',
      );
    },
    typingModes,
  );

  coldTest(
    'a valid enquiry is thanked and the form resets',
    '/donate',
    {},
    async (page, { expect }) => {
      const section = page.locator(`#${donatePage.enquiry.id}`);
      await section.getByLabel(new RegExp(`^${enquiry.nameLabel}`)).fill('Ada Lovelace');
      await section.getByLabel(enquiry.emailLabel).fill('ada@example.org');
      await section
        .getByLabel(new RegExp(`^${enquiry.messageLabel}`))
        .fill('I would like to talk.');
      await section.getByRole('button', { name: enquiry.submitLabel }).click();
      await expect
        .poll(() => section.getByText(enquiry.successTitle).first().isVisible(), eventually)
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe('/donate');
    },
    typingModes,
  );

  const contact = contactPage.messageForm.form;

  coldTest(
    'the contact form sends, then Send Another Message resets it',
    '/contact',
    {},
    async (page, { expect }) => {
      const section = page.locator(`#${contactPage.messageForm.id}`);
      await section.getByLabel(contact.nameLabel).fill('Ada Lovelace');
      await section.getByLabel(contact.emailLabel).fill('ada@example.org');
      await section.getByLabel(contact.subjectLabel).fill('A question');
      await section.getByLabel(new RegExp(`^${contact.messageLabel}`)).fill('Hello.');
      await section.getByLabel(contact.consentLabel).check();
      await section.getByRole('button', { name: contact.submitLabel }).click();
      await expect
        .poll(() => section.getByText(contact.sentTitle).first().isVisible(), eventually)
        .toBe(true);
      await section.getByRole('button', { name: contact.sendAnotherLabel }).click();
      await expect
        .poll(() => section.getByLabel(contact.nameLabel).inputValue(), eventually)
        .toBe('');
    },
    typingModes,
  );

  const signup = getInvolvedPage.newsletter.form;

  coldTest(
    'the get-involved sign-up confirms a subscription with consent',
    '/get-involved',
    {},
    async (page, { expect }) => {
      const section = page.locator(`#${getInvolvedPage.newsletter.id}`);
      await section.getByLabel(new RegExp(`^${signup.firstNameLabel}`)).fill('Ada');
      await section.getByLabel(new RegExp(`^${signup.emailLabel}`)).fill('ada@example.org');
      await section.getByLabel(new RegExp(`^${signup.consentLabel}`)).check();
      await section.getByRole('button', { name: signup.submitLabel }).click();
      await expect
        .poll(() => section.getByText(signup.successTitle).first().isVisible(), eventually)
        .toBe(true);
    },
    typingModes,
  );

  coldTest(
    "the footer's sign-up says Subscribed!",
    '/privacy-policy',
    {},
    async (page, { expect }) => {
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(footerNewsletterFormCopy.label).fill('ada@example.org');
      await footer.getByRole('button', { name: footerNewsletterFormCopy.submitLabel }).click();
      // The longest chain of any cold test. Filling the field focuses it from the top of an
      // 8,000 px page, and the page scrolls there smoothly (@ghat/ui's base styles, where
      // motion is allowed): 1.6 s alone, on this machine. The footer's island starts only as
      // the scroll nears it, and the click waits until the button stops moving. Then the
      // island's files, its start, and the server's answer. This test took 7-12 s as served
      // and 13-16 s with scripts 3 s late, three at a time on two cores; in one CI run beside
      // the Storybook tests, over 25 s. Alone, as served, it takes about 2.2 s.
      await expect
        .poll(() => footer.getByText(footerNewsletterFormCopy.confirmation).isVisible(), {
          timeout: 45_000,
        })
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    },
    typingModes,
  );
});

describe('the document library', () => {
  const titles = (page: Page) =>
    page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

  coldTest(
    "choosing 'Policy Statement' in Type filters the list",
    '/publications',
    {},
    async (page, { expect }) => {
      await page.getByLabel('Type', { exact: true }).selectOption('Policy Statement');
      await expect.poll(async () => (await titles(page)).length, eventually).toBeGreaterThan(0);
      await expect
        .poll(
          async () => (await titles(page)).every((title) => /Safeguarding/i.test(title)),
          eventually,
        )
        .toBe(true);
    },
  );

  coldTest(
    "typing 'SafeGuarding' keeps only the matching document",
    '/publications',
    {},
    async (page, { expect }) => {
      await page.getByRole('searchbox', { name: 'Search documents' }).fill('SafeGuarding');
      await expect.poll(async () => (await titles(page)).length, eventually).toBe(1);
      expect(await page.getByRole('searchbox', { name: 'Search documents' }).inputValue()).toBe(
        'SafeGuarding',
      );
    },
    typingModes,
  );

  coldTest(
    "a search with no match says 'No documents found'",
    '/publications',
    {},
    async (page, { expect }) => {
      await page.getByRole('searchbox', { name: 'Search documents' }).fill('zzzz-nothing');
      await expect
        .poll(() => page.getByText('No documents found').first().isVisible(), eventually)
        .toBe(true);
    },
    typingModes,
  );
});

describe('the blog', () => {
  coldTest('Load More Articles shows twelve more', '/blog', {}, async (page, { expect }) => {
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(/^Showing 24 of \d+ articles$/)
            .first()
            .isVisible(),
        eventually,
      )
      .toBe(true);
  });

  for (const submitWith of ['Filter', 'Enter'] as const) {
    coldTest(
      `a search sent with ${submitWith} keeps its words and lists only matches, on the same page`,
      '/blog',
      {},
      async (page, { expect }) => {
        // Marks this document: a search held until the island is live must be applied here,
        // not posted as a plain GET that loads the page again.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        const box = page.getByRole('searchbox', { name: 'Search articles' });
        await box.fill('refugees');
        if (submitWith === 'Enter') await box.press('Enter');
        else await page.getByRole('button', { name: 'Filter', exact: true }).click();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('q'), eventually)
          .toBe('refugees');
        await expect.poll(() => box.inputValue(), eventually).toBe('refugees');
        await expect
          .poll(
            () =>
              page
                .getByText(/^Showing \d+ of \d+ articles$/)
                .first()
                .textContent(),
            eventually,
          )
          .not.toMatch(/of 50 /);
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      },
      typingModes,
    );
  }

  coldTest(
    "an article's Share offers to copy its link",
    '/blog/why-primary-care-comes-first-in-africa',
    {},
    async (page, { expect }) => {
      await page.getByRole('button', { name: 'Share Article' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Copy link' }).isVisible(), eventually)
        .toBe(true);
    },
  );
});

describe('the checksum', () => {
  coldTest(
    'Copy copies the constitution checksum',
    '/constitution',
    {},
    async (page, { expect }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByText(documentChecksumDetailsLabel).first().click();
      await page.getByRole('button', { name: documentChecksumCopy.copyLabel }).first().click();
      await expect
        .poll(
          () => page.getByText(documentChecksumCopy.copiedLabel).first().isVisible(),
          eventually,
        )
        .toBe(true);
    },
  );

  coldTest(
    'Verify checks the file and says it matches',
    '/constitution',
    {},
    async (page, { expect }) => {
      await page.getByText(documentChecksumDetailsLabel).first().click();
      await page.getByRole('button', { name: documentChecksumCopy.verifyLabel }).first().click();
      await expect
        .poll(() => page.getByText(documentChecksumCopy.matchLabel).first().isVisible(), eventually)
        .toBe(true);
    },
  );

  // /publications' checksums start as they near the viewport, two screens down on a phone:
  // opened at once, the disclosure shows the checksum, and Verify comes as it starts.
  coldTest(
    "a card's checksum, far down a phone's page, opens at once and verifies",
    '/publications',
    { viewport: { width: 390, height: 844 } },
    async (page, { expect }) => {
      const card = page.locator('main article').first();
      await card.getByText(documentChecksumDetailsLabel).click();
      await expect
        .poll(() => card.locator('details').getAttribute('open'), eventually)
        .not.toBeNull();
      await card.getByRole('button', { name: documentChecksumCopy.verifyLabel }).click();
      await expect
        .poll(() => card.getByText(documentChecksumCopy.matchLabel).isVisible(), eventually)
        .toBe(true);
    },
  );
});

describe('the 404 page', () => {
  const copy = notFoundPage.notFound;

  coldTest(
    'the quick search opens the site search with its results',
    '/no-such-page',
    {},
    async (page, { expect }) => {
      const search = page.getByRole('search', { name: copy.searchLabel });
      await search.getByRole('searchbox').fill('safeguarding');
      await search.getByRole('button', { name: copy.searchButtonLabel }).click();
      const dialog = page.getByRole('dialog', { name: searchDialogCopy.title });
      await expect
        .poll(() => dialog.getByRole('link', { name: /Safeguarding/ }).count(), eventually)
        .toBeGreaterThan(0);
    },
    typingModes,
  );

  it.each(modes)('Go Back returns to the previous page ($name)', async (mode) => {
    const { page, context } = await coldPage('/about', { name: 'as served', delayMs: 0 });
    try {
      await page.waitForLoadState('load');
      if (mode.delayMs > 0) await holdScripts(context, mode.delayMs);
      await page.goto(`${server.url}/no-such-page`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: copy.backLabel }).first().click();
      await page.waitForURL(/\/about$/, eventually);
    } finally {
      await context.close();
    }
  });
});

describe('from the first paint, with no script needed', () => {
  coldTest(
    'copying and the context menu are blocked on body text',
    '/privacy-policy',
    {},
    async (page, { expect }) => {
      const blocked = await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) =>
          ['copy', 'cut', 'paste', 'contextmenu'].map(
            (type) => !heading.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })),
          ),
        );
      expect(blocked).toEqual([true, true, true, true]);
    },
  );

  /**
   * Every position the page was scrolled to, once it has stood still for half a second.
   * Recorded from the page's first moment, so a glide that ends quickly is still seen whole.
   */
  const scrollPositions = async (page: Page, expect: ExpectStatic) => {
    let seen = -1;
    await expect
      .poll(
        async () => {
          const count = await page.evaluate(
            () => (window as unknown as { scrollTrail: number[] }).scrollTrail.length,
          );
          const settled = count > 0 && count === seen;
          seen = count;
          return settled;
        },
        { interval: 500, timeout: 10_000 },
      )
      .toBe(true);
    return page.evaluate(() => (window as unknown as { scrollTrail: number[] }).scrollTrail);
  };

  coldTest(
    "'Start a Conversation' glides to the form",
    '/donate',
    { reducedMotion: 'no-preference', watchScroll: true },
    async (page, { expect }) => {
      await page.getByRole('link', { name: 'Start a Conversation' }).first().click();
      const positions = await scrollPositions(page, expect);
      const final = positions.at(-1) ?? 0;
      // Positions between the top and the form: it moved there over several frames.
      expect(final).toBeGreaterThan(0);
      // A busy machine scrolls in fewer steps; a jump takes none between the two.
      expect(new Set(positions.filter((y) => y > 0 && y < final)).size).toBeGreaterThan(0);
      // Below the sticky header, not under it.
      const [top, headerBottom] = await page
        .locator(`#${donatePage.enquiry.id}`)
        .evaluate((section) => [
          section.getBoundingClientRect().top,
          document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
        ]);
      expect(top).toBeGreaterThanOrEqual((headerBottom ?? 0) - 1);
      expect(top).toBeLessThan(300);
    },
  );

  coldTest(
    'with reduced motion, it jumps there instead',
    '/donate',
    { reducedMotion: 'reduce', watchScroll: true },
    async (page, { expect }) => {
      await page.getByRole('link', { name: 'Start a Conversation' }).first().click();
      const positions = await scrollPositions(page, expect);
      const final = positions.at(-1) ?? 0;
      expect(final).toBeGreaterThan(0);
      expect(positions.filter((y) => y > 0 && y < final)).toEqual([]);
    },
  );
});
