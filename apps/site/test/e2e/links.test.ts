// A crawl of the site as served by the real server, from the home page: every same-site link
// (a[href]) on every page it reaches, and every image, stylesheet, script, icon and share
// image those pages name, must answer 200 (or be the mission page's 301 to a page that
// does), and every #fragment must name an element on its page. It reads the prerendered
// HTML, which is what a visitor without JavaScript and a search engine get.
import { formOutcomePages, newsletterLinkPagePaths, siteUrl } from '@ghat/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type RunningProcess } from './helpers.ts';
import { splitLocale } from '@ghat/content/i18n';
import { builtPages } from './pages.ts';

/** One reference found in a page. */
export interface Reference {
  kind: 'link' | 'asset';
  /** The address as written, resolved against the page. */
  url: URL;
  /** The page it was found on. */
  from: string;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
}

/**
 * Every reference in a page's HTML: links (a[href]) and assets (img src and srcset, source
 * srcset, link href, script src, and the share image in og:image / twitter:image).
 */
export function references(html: string, pageUrl: string): Reference[] {
  const found: Reference[] = [];
  const add = (kind: Reference['kind'], value: string | undefined) => {
    if (value === undefined || value === '') return;
    found.push({ kind, url: new URL(value, pageUrl), from: pageUrl });
  };
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) add('link', attribute(tag, 'href'));
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    add('asset', attribute(tag, 'src'));
    for (const candidate of (attribute(tag, 'srcset') ?? '').split(',')) {
      add('asset', candidate.trim().split(/\s+/)[0]);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) add('asset', attribute(tag, 'href'));
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) add('asset', attribute(tag, 'src'));
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name') ?? '';
    if (key === 'og:image' || key === 'twitter:image') add('asset', attribute(tag, 'content'));
  }
  return found;
}

/** Every id in a page, for the fragment check. */
export function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1] ?? '')));
}

let server: RunningProcess;

beforeAll(async () => {
  server = await startSiteServer();
});

afterAll(async () => {
  await server?.stop();
});

/** The address on the test server: this server's own, or one under the site's configured URL. */
function local(url: URL): URL | null {
  const site = new URL(siteUrl());
  const origin = new URL(server.url).origin;
  if (url.origin !== origin && url.origin !== site.origin) return null;
  return new URL(`${url.pathname}${url.search}${url.hash}`, origin);
}

interface Crawl {
  /** Pages fetched (HTML), by path. */
  pages: Map<string, { status: number; ids: Set<string> }>;
  /** Every distinct same-site address checked, with its status (after the one allowed redirect). */
  checked: Map<string, number>;
  references: Reference[];
  external: Set<string>;
  broken: string[];
  /** How many pages the links alone reached, before the sitemap's addresses were added. */
  reachedByLinks: number;
}

/**
 * Follows links from `start`; once they run out, goes on from every address in `more` not
 * reached yet (the sitemap's: the blog lists only the first 12 articles, by design).
 */
async function crawl(start: string, more: readonly string[]): Promise<Crawl> {
  const result: Crawl = {
    pages: new Map(),
    checked: new Map(),
    references: [],
    external: new Set(),
    broken: [],
    reachedByLinks: 0,
  };
  const redirectsAllowed = new Map([['/learn-about-our-mission', '/about-the-trust']]);
  const queue = [start];
  const seen = new Set(queue);

  async function check(path: string): Promise<{ status: number; html?: string }> {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    let status = response.status;
    if (status === 301 && redirectsAllowed.get(path) === response.headers.get('location')) {
      status = (await fetch(`${server.url}${redirectsAllowed.get(path)}`)).status;
    }
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    return { status, html: isHtml && response.status === 200 ? await response.text() : undefined };
  }

  let moreAdded = false;
  while (queue.length > 0 || !moreAdded) {
    if (queue.length === 0) {
      result.reachedByLinks = result.pages.size;
      moreAdded = true;
      for (const path of more.filter((path) => !seen.has(path))) {
        seen.add(path);
        queue.push(path);
      }
      continue;
    }
    // A few at a time: the server is on the same two cores.
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const { status, html } = await check(path);
        result.checked.set(path, status);
        if (html === undefined) return;
        result.pages.set(path, { status, ids: ids(html) });
        for (const reference of references(html, `${server.url}${path}`)) {
          result.references.push(reference);
          const url = local(reference.url);
          if (!url) {
            result.external.add(reference.url.href);
            continue;
          }
          const target = `${url.pathname}${url.search}`;
          if (seen.has(target)) continue;
          seen.add(target);
          // Links are crawled as pages; assets are only checked.
          if (reference.kind === 'link') queue.push(target);
          else result.checked.set(target, (await check(target)).status);
        }
      }),
    );
  }

  for (const [path, status] of result.checked) {
    if (status !== 200) {
      const from = result.references
        .filter((reference) => {
          const url = local(reference.url);
          return url && `${url.pathname}${url.search}` === path;
        })
        .map((reference) => new URL(reference.from).pathname);
      result.broken.push(`${path} (${status}) on ${[...new Set(from)].slice(0, 3).join(', ')}`);
    }
  }
  return result;
}

describe('the link crawl from /', () => {
  let site: Crawl;

  beforeAll(async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(decode(match[1] ?? '')).pathname,
    );
    expect(listed.length).toBeGreaterThan(0);
    site = await crawl('/', listed);
    const links = site.references.filter((reference) => reference.kind === 'link');
    console.log(
      `Link crawl: ${site.pages.size} pages (${site.reachedByLinks} by links from /, the rest from the sitemap), ${links.length} links and ${
        site.references.length - links.length
      } asset references; ${site.checked.size} distinct same-site addresses checked, ${
        site.external.size
      } external addresses not checked, ${site.broken.length} broken`,
    );
  }, 120_000);

  it('finds no broken same-site link or asset', () => {
    expect(site.broken).toEqual([]);
  });

  it('reaches every page the build wrote from / and the sitemap, so no page is an orphan', () => {
    // A form post's landing pages are reached only by sending a form (see forms.test.ts), and
    // the pages a newsletter email's link opens only from the email (newsletter-links.test.ts).
    const formPosts = new Set([
      ...formOutcomePages.map((page) => page.meta.path),
      ...newsletterLinkPagePaths,
    ]);
    // (in every language: /fr/forms/sent is one too).
    const expected = builtPages()
      .filter((page) => page.status === 200 && !formPosts.has(splitLocale(page.path).path))
      .map((page) => page.path);
    expect([...site.pages.keys()].filter((path) => expected.includes(path)).sort()).toEqual(
      expected.sort(),
    );
  });

  it('finds an element for every #fragment', () => {
    const missing: string[] = [];
    let fragments = 0;
    for (const reference of site.references) {
      const url = local(reference.url);
      if (!url || url.hash.length <= 1 || reference.kind !== 'link') continue;
      fragments += 1;
      const id = decodeURIComponent(url.hash.slice(1));
      const target = site.pages.get(url.pathname);
      if (!target?.ids.has(id)) {
        missing.push(`${url.pathname}${url.hash} on ${new URL(reference.from).pathname}`);
      }
    }
    console.log(`Fragment links checked: ${fragments}`);
    expect(missing).toEqual([]);
  });

  it('finds the links in a page and would notice a broken one', async () => {
    const html =
      '<a href="/a#x">A</a><img src="/i.png" srcset="/i-2.png 2x, /i-3.png 3x">' +
      '<link rel="stylesheet" href="/s.css"><script type="module" src="/m.js"></script>' +
      '<meta property="og:image" content="https://example.org/share.png"><p id="x"></p>';
    const found = references(html, 'http://127.0.0.1/page').map(
      (reference) => `${reference.kind} ${reference.url.pathname}${reference.url.hash}`,
    );
    expect(found).toEqual([
      'link /a#x',
      'asset /i.png',
      'asset /i-2.png',
      'asset /i-3.png',
      'asset /s.css',
      'asset /m.js',
      'asset /share.png',
    ]);
    expect(ids(html)).toEqual(new Set(['x']));
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  });
});
