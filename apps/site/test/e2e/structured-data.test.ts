// JSON-LD in Chromium against the built site: Organization on the home page, Article on
// each post, in the raw HTML (what a crawler reads first) and once only after hydration
// and after moving between pages inside the site.
import { articleBySlug, organisation, siteUrl } from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

const slug = 'healthcare-access-crisis-zones';
const article = articleBySlug(slug);
if (!article) throw new Error(`The article ${slug} is missing from @ghat/content`);
const base = siteUrl().replace(/\/+$/, '');

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function parseAll(texts: string[]): Record<string, unknown>[] {
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Every page also says what it is in, as a WebPage with its inLanguage (languageHead.ts). */
const isPageLanguage = (data: Record<string, unknown>) => data['@type'] === 'WebPage';

function rawJsonLd(html: string): Record<string, unknown>[] {
  return allRawJsonLd(html).filter((data) => !isPageLanguage(data));
}

function allRawJsonLd(html: string): Record<string, unknown>[] {
  return parseAll(
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

async function liveJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return parseAll(
    await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => script.textContent ?? ''),
    ),
  ).filter((data) => !isPageLanguage(data));
}

describe('structured data', () => {
  it('gives the home page one Organization, before and after hydration', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const [organisationData, ...others] = rawJsonLd(html);
    expect(others).toEqual([]);
    expect(organisationData).toMatchObject({
      '@type': 'Organization',
      name: organisation.name,
      url: `${base}/`,
      logo: `${base}/images/ghat-mark.svg`,
    });
    const page = await browser.newPage();
    await visit(page, `${server.url}/`);
    expect((await liveJsonLd(page)).map((data) => data['@type'])).toEqual(['Organization']);
    await page.close();
  });

  it('says on every page which language it is in, and the address in that language', async () => {
    for (const [path, inLanguage] of [
      ['/', 'en-GB'],
      ['/privacy-policy', 'en-GB'],
      ['/fr/donate', 'fr'],
      ['/ar/', 'ar'],
      // French header and footer around the English text: the page is the English one.
      ['/fr/privacy-policy', 'en-GB'],
    ] as const) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const pages = allRawJsonLd(html).filter(isPageLanguage);
      expect(pages, path).toEqual([
        expect.objectContaining({
          inLanguage,
          url: `${base}${path.replace(/^\/fr\/privacy-policy$/, '/privacy-policy')}`,
        }),
      ]);
    }
  });

  it('gives a post one Article, and swaps it for the Organization on the way home', async () => {
    const html = await (await fetch(`${server.url}/blog/${slug}`)).text();
    const [articleData, ...others] = rawJsonLd(html);
    expect(others).toEqual([]);
    expect(articleData).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      url: `${base}/blog/${slug}`,
      datePublished: article.publishDate,
    });
    const page = await browser.newPage();
    await visit(page, `${server.url}/blog/${slug}`);
    expect((await liveJsonLd(page)).map((data) => data['@type'])).toEqual(['Article']);
    await page.getByRole('banner').getByRole('link', { name: organisation.name }).first().click();
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(async () => (await liveJsonLd(page)).map((data) => data['@type']))
      .toEqual(['Organization']);
    await page.close();
  });
});
