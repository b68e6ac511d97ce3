// The site search on the built site: the dialog and the index loaded on first use, the
// spec's states and strings, prefix and typo matching, ranking, highlighting, keyboard
// navigation, results that navigate in the page, the 404 page's quick search, a translated
// page's search in its language (its own pages first, each result saying its language), and axe.
import {
  notFoundCopy,
  searchDialogCopy,
  searchIndexRecords,
  searchIndexRecordsIn,
  siteHeaderCopy,
} from '@ghat/content';
import { frameIn } from '@ghat/content/i18n';
import { searchResultsPerPage } from '@ghat/ui';
import { en } from '@ghat/ui/locales/en';
import { fr } from '@ghat/ui/locales/fr';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, queryIndex } from '../../src/features/search/searchIndex.ts';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { chunkNames, recordScripts } from './siteUiHelpers.ts';

// What the site should answer: the same index, built here from the same content.
const siteIndex = buildSearchIndex(searchIndexRecords());
const findResults = (query: string) => queryIndex(siteIndex, query);

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(
  run: (page: Page, context: BrowserContext) => Promise<T>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: siteHeaderCopy.searchLabel });
const dialog = (page: Page) => page.getByRole('dialog', { name: searchDialogCopy.title });
const field = (page: Page) =>
  dialog(page).getByRole('searchbox', { name: searchDialogCopy.inputLabel });
const status = (page: Page) => dialog(page).getByRole('status');
const resultLinks = (page: Page) => dialog(page).getByRole('listitem').getByRole('link');

async function openSearch(page: Page) {
  await searchButton(page).click();
  await dialog(page).waitFor();
}

/** Waits until the open search dialog's status reads exactly `text`. */
async function waitForStatus(page: Page, text: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('dialog[open] [role="status"]')?.textContent === expected,
    text,
  );
}

/**
 * Presses the dialog's 'Show more results' until every result shows (ten show at first), and
 * checks that each press takes focus to the first of the new ones.
 */
async function showEveryResult(scope: Locator, label = en.messages.searchDialog.showMore) {
  const links = scope.getByRole('listitem').getByRole('link');
  const more = scope.getByRole('button', { name: label });
  expect(await links.count()).toBe(searchResultsPerPage);
  while ((await more.count()) > 0) {
    const shown = await links.count();
    await more.click();
    await expect.poll(() => links.count()).toBeGreaterThan(shown);
    await expect(
      links.nth(shown).evaluate((link) => link === document.activeElement),
    ).resolves.toBe(true);
  }
}

const isFocused = (locator: ReturnType<typeof field>) =>
  locator.evaluate((element) => element === document.activeElement);

describe('site search', () => {
  it('keeps the dialog and the index out of the first view, loading them on first opening', async () => {
    await withPage(async (page) => {
      const scripts = recordScripts(page);
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/search-index-[\w-]+\.json$/.test(request.url())) indexRequests.push(request.url());
      });
      await visit(page, `${server.url}/`);
      // Long enough for anything loaded after idle (the analytics, the consent banner).
      await page.waitForTimeout(1500);
      expect(chunkNames(scripts)).not.toContain('SiteSearchDialog');
      expect(indexRequests).toEqual([]);
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).not.toMatch(/SiteSearchDialog-|search-index/);
      await openSearch(page);
      expect(chunkNames(scripts)).toContain('SiteSearchDialog');
      // Opening starts fetching the index, once, before anything is typed.
      await expect.poll(() => indexRequests.length).toBe(1);
      const response = await fetch(indexRequests[0] as string);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await page.keyboard.type('trustee');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults('trustee').length));
      await page.keyboard.press('Escape');
      await openSearch(page);
      await page.keyboard.type('donation');
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('donation').length),
      );
      expect(indexRequests).toHaveLength(1);
    });
  });

  it("loads and queries the index in a worker, off the page's own thread", async () => {
    await withPage(async (page) => {
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('trustee');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults('trustee').length));
      expect(workers).toEqual([expect.stringMatching(/\/assets\/searchWorker-[\w-]+\.js$/)]);
      // The page's own timeline: the index was fetched by the worker, not by the page.
      const fetchedByPage = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/search-index')),
      );
      expect(fetchedByPage).toEqual([]);
    });
  });

  it('searches on the page itself when its worker cannot start', async () => {
    await withPage(async (page) => {
      await page.route(/\/assets\/searchWorker-[\w-]+\.js$/, (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('trustee');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults('trustee').length));
      const fetchedByPage = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/search-index')),
      );
      expect(fetchedByPage).toBe(true);
    });
  });

  it("opens from the header's icon with the field focused and the empty prompt", async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/about`);
      await openSearch(page);
      await expect(isFocused(field(page))).resolves.toBe(true);
      await expect(status(page).textContent()).resolves.toBe(searchDialogCopy.emptyPrompt);
      // Spaces alone are no query.
      await page.keyboard.type('   ');
      await page.waitForTimeout(400);
      await expect(status(page).textContent()).resolves.toBe(searchDialogCopy.emptyPrompt);
      await expect(resultLinks(page).count()).resolves.toBe(0);
    });
  });

  it('says Searching... at once, then after the 300 ms pause the count and every match', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      // Note each status text with the time it appeared, and the time of every keystroke.
      await page.evaluate(() => {
        const log: { text: string | null; at: number }[] = [];
        const holder = window as unknown as { statusLog: typeof log; inputs: number[] };
        holder.statusLog = log;
        holder.inputs = [];
        const statusElement = document.querySelector('dialog[open] [role="status"]');
        const input = document.querySelector('dialog[open] input');
        input?.addEventListener('input', () => holder.inputs.push(performance.now()));
        new MutationObserver(() =>
          log.push({ text: statusElement?.textContent ?? null, at: performance.now() }),
        ).observe(statusElement as Node, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      const query = 'Safeguarding';
      const expected = findResults(query);
      expect(expected.length).toBeGreaterThan(1);
      await page.keyboard.type(query, { delay: 40 });
      await waitForStatus(page, searchDialogCopy.resultCountMessage(expected.length));
      const { log, inputs } = await page.evaluate(() => {
        const holder = window as unknown as {
          statusLog: { text: string; at: number }[];
          inputs: number[];
        };
        return { log: holder.statusLog, inputs: holder.inputs };
      });
      expect(log[0]?.text).toBe(searchDialogCopy.searchingMessage);
      const found = log.find(
        (entry) => entry.text === searchDialogCopy.resultCountMessage(expected.length),
      );
      expect(found).toBeDefined();
      // Typing kept it searching: any other status came only once the typing had paused
      // 300 ms (on the page's own clock, so a busy machine's stall between two keys, which is
      // such a pause, does not count against it).
      const sinceLastInput = (at: number) => at - Math.max(...inputs.filter((time) => time <= at));
      for (const entry of log.filter(({ text }) => text !== searchDialogCopy.searchingMessage)) {
        expect(sinceLastInput(entry.at), `"${entry.text}"`).toBeGreaterThanOrEqual(295);
      }
      expect(expected.length).toBeGreaterThan(searchResultsPerPage);
      await showEveryResult(dialog(page));
      await expect(resultLinks(page).allTextContents()).resolves.toEqual(
        expected.map((result) => result.title),
      );
      await expect(
        resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).resolves.toEqual(expected.map((result) => result.url));
    });
  });

  it('matches titles, excerpts and text of pages, articles and documents, ignoring case', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      for (const query of ['CONSTITUTION', 'healthcare access', 'trustee']) {
        const expected = findResults(query);
        await field(page).fill(query);
        await waitForStatus(page, searchDialogCopy.resultCountMessage(expected.length));
        if (expected.length > searchResultsPerPage) await showEveryResult(dialog(page));
        await expect(resultLinks(page).allTextContents()).resolves.toEqual(
          expected.map((result) => result.title),
        );
      }
      expect(new Set(findResults('health').map((result) => result.type))).toEqual(
        new Set(['page', 'blog', 'document']),
      );
    });
  });

  it('finds a page from the start of its words and despite a typo', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      for (const [query, url] of [
        ['trustee biog', '/trustee-biographies'],
        ['whistleblo', '/whistleblowing'],
        ['safegaurding', '/safeguarding'],
        ['whistelblowing', '/whistleblowing'],
        ['constitutoin', '/constitution'],
      ] as const) {
        await field(page).fill(query);
        await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults(query).length));
        await expect(
          resultLinks(page).first().getAttribute('href'),
          `first result for '${query}'`,
        ).resolves.toBe(url);
      }
    });
  });

  it('ranks a match in a title above matches in excerpts and page text', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await field(page).fill('whistleblowing');
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('whistleblowing').length),
      );
      const titles = await resultLinks(page).allTextContents();
      expect(titles[0]).toBe('Whistleblowing Policy');
      // Further down: pages that only mention it in their text.
      const later = titles.slice(1);
      expect(later.length).toBeGreaterThan(0);
      expect(later.some((title) => !/whistleblowing/i.test(title))).toBe(true);
      const firstWithout = titles.findIndex((title) => !/whistleblowing/i.test(title));
      const lastWith = titles.findLastIndex((title) => /whistleblowing/i.test(title));
      expect(lastWith).toBeLessThan(firstWithout);
    });
  });

  it('marks the matched words in titles and excerpts, keeping the links’ names whole', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('safeguard');
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('safeguard').length),
      );
      const first = dialog(page).getByRole('listitem').first();
      await expect(first.getByRole('link').locator('mark').allTextContents()).resolves.toEqual([
        'Safeguarding',
      ]);
      await expect(
        first.getByRole('link', { name: 'Safeguarding Policy', exact: true }).count(),
      ).resolves.toBe(1);
      const marks = await dialog(page).locator('mark').allTextContents();
      expect(marks.length).toBeGreaterThan(1);
      // Only the words matched, whole: the start of a word marks the word it started.
      for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^safeguard/);
      await expect(
        first
          .locator('mark')
          .first()
          .evaluate((mark) => getComputedStyle(mark).fontWeight),
      ).resolves.toBe('700');
    });
  });

  it('moves through the results with the arrow keys and follows one with Enter', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('policy');
      const expected = findResults('policy');
      expect(expected.length).toBeGreaterThan(2);
      await waitForStatus(page, searchDialogCopy.resultCountMessage(expected.length));
      const focusedHref = () =>
        page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
      await page.keyboard.press('ArrowDown');
      await expect(focusedHref()).resolves.toBe(expected[0]?.url);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(focusedHref()).resolves.toBe(expected[2]?.url);
      await page.keyboard.press('ArrowUp');
      await expect(focusedHref()).resolves.toBe(expected[1]?.url);
      // The last result shown: the first ten, here.
      expect(expected.length).toBeGreaterThan(searchResultsPerPage);
      await page.keyboard.press('End');
      await expect(focusedHref()).resolves.toBe(expected[searchResultsPerPage - 1]?.url);
      await page.keyboard.press('Home');
      await expect(focusedHref()).resolves.toBe(expected[0]?.url);
      await page.keyboard.press('ArrowUp');
      await expect(isFocused(field(page))).resolves.toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}${expected[1]?.url}`);
      await dialog(page).waitFor({ state: 'hidden' });
    });
  });

  it('says when nothing matches', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('zzqxv');
      await waitForStatus(page, searchDialogCopy.noResultsMessage('zzqxv'));
      await expect(status(page).textContent()).resolves.toBe('No results found for "zzqxv"');
    });
  });

  it('clears the query and results on closing, and gives focus back to the icon', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      await openSearch(page);
      await page.keyboard.type('trustee');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults('trustee').length));
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'hidden' });
      await expect(
        searchButton(page).evaluate((element) => element === document.activeElement),
      ).resolves.toBe(true);
      await openSearch(page);
      await expect(field(page).inputValue()).resolves.toBe('');
      await expect(status(page).textContent()).resolves.toBe(searchDialogCopy.emptyPrompt);
      await expect(resultLinks(page).count()).resolves.toBe(0);
    });
  });

  it('goes to a chosen result, a page load that opens with the dialog closed, by pointer and by keyboard', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/`);
      // A page load drops this: following a result is an ordinary page load.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await openSearch(page);
      await page.keyboard.type('Trustee Biographies');
      const target = findResults('Trustee Biographies').find(
        (result) => result.url === '/trustee-biographies',
      );
      expect(target).toBeDefined();
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('Trustee Biographies').length),
      );
      await dialog(page).getByRole('link', { name: target?.title, exact: true }).click();
      await page.waitForURL(`${server.url}/trustee-biographies`);
      await dialog(page).waitFor({ state: 'hidden' });
      await expect(
        page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      ).resolves.toBeUndefined();

      // The keyboard, on the new page once its header has its code: the icon, type, Down to
      // the first result, Enter.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await searchButton(page).focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await page.keyboard.type('about us');
      const first = findResults('about us')[0];
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('about us').length),
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}${first?.url}`);
      await dialog(page).waitFor({ state: 'hidden' });
      await expect(
        page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      ).resolves.toBeUndefined();
    });
  });

  it('passes axe with the dialog open, empty and with results, on a desktop and a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await withPage(
        async (page) => {
          await visit(page, `${server.url}/`);
          await openSearch(page);
          expect(await axeViolations(page)).toEqual([]);
          await page.keyboard.type('health');
          await waitForStatus(
            page,
            searchDialogCopy.resultCountMessage(findResults('health').length),
          );
          // With the matched words marked.
          await expect(dialog(page).locator('mark').count()).resolves.toBeGreaterThan(0);
          expect(await axeViolations(page)).toEqual([]);
          const box = await dialog(page).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        },
        { bypassCSP: true, viewport },
      );
    }
  });
});

describe("the 404 page's quick search", () => {
  const quickSearch = (page: Page) => page.getByRole('search', { name: notFoundCopy.searchLabel });

  it('opens the search dialog with the typed query and its results', async () => {
    await withPage(async (page) => {
      const result = await visit(page, `${server.url}/no-such-page`);
      expect(result.status).toBe(404);
      await quickSearch(page).getByRole('searchbox').fill('  trustee ');
      await quickSearch(page).getByRole('button', { name: notFoundCopy.searchButtonLabel }).click();
      await dialog(page).waitFor();
      await expect(field(page).inputValue()).resolves.toBe('trustee');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(findResults('trustee').length));
      // The page stayed where it was.
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
    });
  });

  it('opens it from the Search Site card, with what is typed or empty', async () => {
    await withPage(async (page) => {
      await visit(page, `${server.url}/no-such-page`);
      await page.getByRole('button', { name: notFoundCopy.searchCard.title }).click();
      await dialog(page).waitFor();
      await expect(status(page).textContent()).resolves.toBe(searchDialogCopy.emptyPrompt);
    });
  });

  it('sends the search as ?q= without script, which opens the dialog once script runs', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}/no-such-page`);
        await quickSearch(page).getByRole('searchbox').fill('safeguarding');
        await quickSearch(page)
          .getByRole('button', { name: notFoundCopy.searchButtonLabel })
          .click();
        await page.waitForURL(`${server.url}/no-such-page?q=safeguarding`);
        await expect(page.locator('h1').textContent()).resolves.toBe(notFoundCopy.title);
      },
      { javaScriptEnabled: false },
    );
    await withPage(async (page) => {
      const result = await visit(page, `${server.url}/no-such-page?q=safeguarding`);
      expect(result.pageErrors).toEqual([]);
      await dialog(page).waitFor();
      await expect(field(page).inputValue()).resolves.toBe('safeguarding');
      await waitForStatus(
        page,
        searchDialogCopy.resultCountMessage(findResults('safeguarding').length),
      );
      // Taken out of the address, so a reload does not search again.
      expect(new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
    });
  });
});

describe('the search on a translated page', () => {
  // What a French page should answer: its language's index, built here from the same content.
  const frenchIndex = buildSearchIndex(searchIndexRecordsIn('fr'));
  const findFrench = (query: string) => queryIndex(frenchIndex, query, 'fr');
  const frenchWords = frameIn('fr').searchDialogCopy;
  const frenchDialog = (page: Page) => page.getByRole('dialog', { name: frenchWords.title });
  const resultHrefs = (page: Page) =>
    frenchDialog(page)
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  it('finds the page’s language first, then the English-only pages, each saying its language', async () => {
    await withPage(
      async (page) => {
        const indexRequests: string[] = [];
        page.on('request', (request) => {
          if (/\/search-index-[\w-]+\.json$/.test(request.url())) indexRequests.push(request.url());
        });
        // A cold page, and the reader acts at once.
        await page.goto(`${server.url}/fr/`, { waitUntil: 'commit' });
        await page
          .getByRole('banner')
          .getByRole('button', { name: fr.messages.siteHeader.search, exact: true })
          .click();
        const field = frenchDialog(page).getByRole('searchbox', { name: frenchWords.inputLabel });

        // A word of the French /fr/donate page's title: French pages only, /fr/donate first.
        const french = findFrench('partenaire');
        expect(french[0]?.url).toBe('/fr/donate');
        await field.fill('partenaire');
        await expect
          .poll(() => resultHrefs(page))
          .toEqual(french.slice(0, searchResultsPerPage).map((hit) => hit.url));
        if (french.length > searchResultsPerPage) {
          await showEveryResult(frenchDialog(page), fr.messages.searchDialog.showMore);
        }
        await expect(resultHrefs(page)).resolves.toEqual(french.map((hit) => hit.url));
        const first = frenchDialog(page).getByRole('listitem').first();
        await expect(
          first.getByText('Français', { exact: true }).getAttribute('lang'),
        ).resolves.toBe('fr');
        await expect(first.getByRole('link').getAttribute('lang')).resolves.toBe('fr');
        await expect(first.getByRole('link').textContent()).resolves.toBe(french[0]?.title);

        // A word of both: the French pages first, then the English-only safeguarding policy.
        const mixed = findFrench('protection');
        const policyAt = mixed.findIndex((hit) => hit.url === '/safeguarding');
        const lastFrench = mixed.findLastIndex((hit) => hit.language?.code === 'fr');
        expect(lastFrench).toBeGreaterThanOrEqual(0);
        expect(policyAt).toBeGreaterThan(lastFrench);
        await field.fill('protection');
        await expect
          .poll(() => resultHrefs(page))
          .toEqual(mixed.slice(0, searchResultsPerPage).map((hit) => hit.url));
        expect(mixed.length).toBeGreaterThan(searchResultsPerPage);
        await showEveryResult(frenchDialog(page), fr.messages.searchDialog.showMore);
        await expect(resultHrefs(page)).resolves.toEqual(mixed.map((hit) => hit.url));
        const policy = frenchDialog(page).getByRole('listitem').nth(policyAt);
        await expect(
          policy.getByText('English', { exact: true }).getAttribute('lang'),
        ).resolves.toBe('en');
        await expect(policy.getByRole('link').getAttribute('href')).resolves.toBe('/safeguarding');
        await expect(policy.getByRole('link').getAttribute('lang')).resolves.toBe('en');
        await expect(policy.locator('p').first().getAttribute('lang')).resolves.toBe('en');
        // Every result says its language: as many tags as results.
        await expect(frenchDialog(page).locator('li > div > [lang]').count()).resolves.toBe(
          mixed.length,
        );
        expect(await axeViolations(page)).toEqual([]);

        // The French page fetched the French index, and only that.
        expect(indexRequests).toHaveLength(1);
        expect(indexRequests[0]).toMatch(/\/search-index-fr-[\w-]+\.json$/);
      },
      { bypassCSP: true },
    );
  });

  it('leaves the English search as it was: the English index, no language tags', async () => {
    await withPage(async (page) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/search-index-[\w-]+\.json$/.test(request.url())) indexRequests.push(request.url());
      });
      await page.goto(`${server.url}/`, { waitUntil: 'commit' });
      await openSearch(page);
      await field(page).fill('protection');
      const expected = findResults('protection');
      await waitForStatus(page, searchDialogCopy.resultCountMessage(expected.length));
      expect(expected.length).toBeGreaterThan(searchResultsPerPage);
      await showEveryResult(dialog(page));
      await expect(
        resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).resolves.toEqual(expected.map((result) => result.url));
      await expect(dialog(page).getByRole('list').locator('[lang]').count()).resolves.toBe(0);
      expect(indexRequests).toHaveLength(1);
      expect(indexRequests[0]).toMatch(/\/search-index-[\w-]{8}\.json$/);
    });
  });
});
