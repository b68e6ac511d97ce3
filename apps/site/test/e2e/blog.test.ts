// The blog listing's search, filters and Load More, and the article page's Share Article, on
// the built site in Chromium: each control must work (and would fail here if it stopped),
// the address carries the filters (shareable, Back works), hydration stays clean when a
// filtered address is opened, axe is clean in every new state, nothing scrolls sideways at 320 px.
import { blogPage, searchIndexRecordsIn } from '@ghat/content';
import { articles } from '@ghat/content/articles';
import { noArticleFilters, type ArticleFilterValues } from '@ghat/ui';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyMatchesIn } from '../../src/features/blog/blogBodyMatches.ts';
import { filterArticles } from '../../src/features/blog/blogFilters.ts';
import { buildSearchIndex } from '../../src/features/search/searchIndex.ts';
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

async function withPage<T>(
  run: (page: Page, context: BrowserContext) => Promise<T>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<T> {
  // bypassCSP: axe is injected as a script.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
    ...options,
  });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const copy = blogPage.searchAndFilter;
const allArticles = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: blogPage.allArticles.heading, level: 2 }) });
const cards = (page: Page) => allArticles(page).getByRole('article');
const status = (page: Page) => allArticles(page).getByRole('status');
const loadMore = (page: Page) =>
  allArticles(page).getByRole('button', { name: blogPage.loadMoreLabel });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: copy.searchLabel });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label });

/** The slugs of the cards in All Articles, in order. */
const shownSlugs = (page: Page) =>
  allArticles(page)
    .locator('article a[href^="/blog/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(6)));

/** The site search's English index, as the build writes it: the blog searches its articles' text. */
const englishIndex = buildSearchIndex(searchIndexRecordsIn('en'));

/** The slugs a search and filters show: card matches, then the articles whose text matches. */
const expected = (values: Partial<ArticleFilterValues>) =>
  filterArticles(
    articles,
    { ...noArticleFilters, ...values },
    bodyMatchesIn(englishIndex, values.query ?? ''),
  ).map((article) => article.slug);

async function clean(page: Page, url: string) {
  const result = await visit(page, url);
  expect(result.status).toBe(200);
  expect(result.pageErrors).toEqual([]);
  expect(result.consoleProblems).toEqual([]);
  expect(result.cspViolations).toEqual([]);
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('/blog search and filters', () => {
  it('is prerendered unfiltered, with a GET form to /blog, 12 cards and the count', async () => {
    const html = await (await fetch(`${server.url}/blog?q=water&region=Africa`)).text();
    const plain = await (await fetch(`${server.url}/blog`)).text();
    // The server serves the one prerendered page for any search: the unfiltered one.
    expect(html).toBe(plain);
    const form = /<form[^>]*role="search"[^>]*>/.exec(plain)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/blog"');
    expect(plain).toContain(blogPage.showingText(12, 50));

    await withPage(async (page) => {
      await clean(page, `${server.url}/blog`);
      await expect(cards(page).count()).resolves.toBe(12);
      expect(await status(page).textContent()).toBe(blogPage.showingText(12, 50));
      expect(await shownSlugs(page)).toEqual(articles.slice(0, 12).map((a) => a.slug));
      await expectAxeClean(page);
    });
  });

  it('applies a filtered address after hydration, without a hydration error', async () => {
    await withPage(async (page) => {
      await clean(page, `${server.url}/blog?region=Africa&q=care`);
      const slugs = expected({ region: 'Africa', query: 'care' });
      expect(slugs.length).toBeGreaterThan(0);
      await expect
        .poll(() => status(page).textContent())
        .toBe(blogPage.showingText(Math.min(12, slugs.length), slugs.length));
      expect(await shownSlugs(page)).toEqual(slugs.slice(0, 12));
      expect(await searchBox(page).inputValue()).toBe('care');
      expect(await select(page, copy.regionLabel).inputValue()).toBe('Africa');
      await expectAxeClean(page);
    });
  });

  it('searches on Enter, filters on a choice, keeps both in the address, and Back undoes them', async () => {
    await withPage(async (page) => {
      await clean(page, `${server.url}/blog`);
      await searchBox(page).fill('crisis');
      await searchBox(page).press('Enter');
      await page.waitForURL(`${server.url}/blog?q=crisis`);
      const byText = expected({ query: 'crisis' });
      await expect
        .poll(() => status(page).textContent())
        .toBe(blogPage.showingText(Math.min(12, byText.length), byText.length));
      expect(byText.length).toBeLessThan(50);

      await select(page, copy.programmeAreaLabel).selectOption('Emergency Relief');
      await page.waitForURL(/programme=Emergency\+Relief|programme=Emergency%20Relief/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('crisis');
      const both = expected({ query: 'crisis', programmeArea: 'Emergency Relief' });
      await expect.poll(() => shownSlugs(page)).toEqual(both.slice(0, 12));
      expect(both.length).toBeLessThan(byText.length);

      await page.goBack();
      await page.waitForURL(`${server.url}/blog?q=crisis`);
      await expect.poll(() => shownSlugs(page)).toEqual(byText.slice(0, 12));
      expect(await select(page, copy.programmeAreaLabel).inputValue()).toBe('');

      await select(page, copy.categoryLabel).selectOption('Governance');
      await expect
        .poll(() => shownSlugs(page))
        .toEqual(expected({ query: 'crisis', category: 'Governance' }));
      await allArticles(page).getByRole('link', { name: copy.clearLabel }).click();
      await page.waitForURL(`${server.url}/blog`);
      await expect.poll(() => status(page).textContent()).toBe(blogPage.showingText(12, 50));
      await expect(searchBox(page).evaluate((box) => box === document.activeElement)).resolves.toBe(
        true,
      );
    });
  });

  it("finds a word only the articles' text has, below the cards that say it, on a cold page", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/blog`, { waitUntil: 'commit' });
      // No card says 'heatwave'; some articles' text does.
      expect(filterArticles(articles, { ...noArticleFilters, query: 'heatwave' })).toEqual([]);
      const inText = expected({ query: 'heatwave' });
      expect(inText.length).toBeGreaterThan(0);
      await searchBox(page).fill('heatwave');
      await searchBox(page).press('Enter');
      await page.waitForURL(`${server.url}/blog?q=heatwave`);
      await expect.poll(() => shownSlugs(page), { timeout: 15_000 }).toEqual(inText);
      await expect
        .poll(() => status(page).textContent())
        .toBe(blogPage.showingText(inText.length, inText.length));
      // A word in a card and in other articles' text: the cards' matches come first.
      const both = expected({ query: 'midwives' });
      const cardsOnly = filterArticles(articles, { ...noArticleFilters, query: 'midwives' });
      expect(both.slice(0, cardsOnly.length)).toEqual(cardsOnly.map((article) => article.slug));
    });
  });

  it('says when nothing matches, with no Load More, axe clean, and fits 320 px', async () => {
    await withPage(
      async (page) => {
        await clean(page, `${server.url}/blog?q=zzqx-nothing`);
        await expect.poll(() => status(page).textContent()).toBe(copy.noResultsText);
        await expect(cards(page).count()).resolves.toBe(0);
        await expect(loadMore(page).count()).resolves.toBe(0);
        await expectAxeClean(page);
        expect(await sidewaysOverflow(page)).toBe(0);
      },
      { viewport: { width: 320, height: 640 } },
    );
  });

  it('submits as a plain GET form without JavaScript (the server answers with the listing)', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}/blog`);
        await searchBox(page).fill('clinic');
        await page.getByRole('button', { name: copy.filterLabel, exact: true }).click();
        await page.waitForURL(/\/blog\?q=clinic/);
        await expect(cards(page).count()).resolves.toBe(12);
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('/blog Load More Articles', () => {
  it('shows 12 more each time, focuses the first new card, announces the count, then disappears', async () => {
    await withPage(async (page) => {
      await clean(page, `${server.url}/blog`);
      const all = articles.map((article) => article.slug);
      for (const shown of [24, 36, 48, 50]) {
        await loadMore(page).click();
        await expect.poll(() => cards(page).count()).toBe(shown);
        expect(await status(page).textContent()).toBe(blogPage.showingText(shown, 50));
        const firstNew = all[shown - (shown === 50 ? 2 : 12)];
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
          .toBe(`/blog/${firstNew}`);
        if (shown === 24) await expectAxeClean(page);
      }
      await expect(loadMore(page).count()).resolves.toBe(0);
      expect(await shownSlugs(page)).toEqual(all);
      // The count is a polite live region, so each new count is announced.
      expect(await status(page).getAttribute('role')).toBe('status');
    });
  });

  it('stays true under a filter: Load More counts the matches only', async () => {
    await withPage(async (page) => {
      await clean(page, `${server.url}/blog?q=health`);
      const matches = expected({ query: 'health' });
      expect(matches.length).toBeGreaterThan(12);
      await expect.poll(() => cards(page).count()).toBe(12);
      await loadMore(page).click();
      const shown = Math.min(24, matches.length);
      await expect.poll(() => cards(page).count()).toBe(shown);
      expect(await status(page).textContent()).toBe(blogPage.showingText(shown, matches.length));
      expect(await shownSlugs(page)).toEqual(matches.slice(0, shown));
      if (shown === matches.length) await expect(loadMore(page).count()).resolves.toBe(0);
    });
  });
});

describe('Share Article', () => {
  const article = articles[0] as (typeof articles)[number];
  const articleUrl = () => `${server.url}/blog/${article.slug}`;

  /** Points the event senders at a stub endpoint and returns the events they post. */
  async function recordEvents(page: Page) {
    const events: { name: string; props: Record<string, unknown> }[] = [];
    const endpoint = `${server.url}/__test-events`;
    await page.route(`${server.url}/site-config.json`, (route: Route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ analyticsUrl: endpoint }),
      }),
    );
    await page.route(endpoint, async (route: Route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({ status: 202, body: '' });
    });
    return events;
  }

  const shareButton = (page: Page) => page.getByRole('button', { name: 'Share Article' });

  it('without a share sheet: opens the list, copies the link with a confirmation, and tracks it', async () => {
    await withPage(
      async (page) => {
        const events = await recordEvents(page);
        await clean(page, articleUrl());
        await shareButton(page).click();
        expect(await shareButton(page).getAttribute('aria-expanded')).toBe('true');
        await expectAxeClean(page);
        for (const name of ['Email', 'LinkedIn', 'Facebook']) {
          await expect(
            page.getByRole('link', { name, exact: false }).count(),
          ).resolves.toBeGreaterThan(0);
        }
        await page.getByRole('button', { name: 'Copy link' }).click();
        await expect.poll(() => page.getByText('Link copied').count()).toBe(1);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
          new RegExp(`/blog/${article.slug}$`),
        );
        await expect
          .poll(() => events.filter((event) => event.name === 'share').map((event) => event.props))
          .toEqual([{ method: 'copy' }]);
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });

  it('with the Web Share API: hands title, text and address to the share sheet, and tracks it', async () => {
    await withPage(async (page) => {
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { __shared: unknown[] }).__shared = shared;
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
        Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
      });
      const events = await recordEvents(page);
      await clean(page, articleUrl());
      await shareButton(page).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
        .toEqual([
          {
            title: article.title,
            text: article.summary,
            url: expect.stringMatching(new RegExp(`/blog/${article.slug}$`)),
          },
        ]);
      // The native path opens no list of its own.
      expect(await shareButton(page).getAttribute('aria-expanded')).toBeNull();
      await expect
        .poll(() => events.filter((event) => event.name === 'share').map((event) => event.props))
        .toEqual([{ method: 'native' }]);
    });
  });
});
