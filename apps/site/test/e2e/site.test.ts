// The built site, served by the real server, in Chromium: what a visitor gets.
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync, constants as zlib } from 'node:zlib';
import {
  aboutTheTrustPage,
  articleBySlug,
  articleNotFoundCopy,
  defaultShareImage,
  homePage,
  notFoundPage,
  organisation,
  privacyPolicy,
  redirects,
  siteUrl,
} from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts, policyFor } from '../../scripts/csp.ts';
import {
  duplicates,
  headTags,
  launchChromium,
  outputDir,
  rawHead,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';

const article = articleBySlug('healthcare-access-crisis-zones');
if (!article)
  throw new Error('The article healthcare-access-crisis-zones is missing from @ghat/content');

const suffixed = (title: string) => `${title} | ${organisation.name}`;

/** Each route built so far, with what its page must show. */
const routes = [
  {
    path: '/',
    h1: homePage.hero.title,
    title: organisation.name,
    description: homePage.meta.description,
    type: 'website',
  },
  {
    path: '/about-the-trust',
    h1: aboutTheTrustPage.hero.title,
    title: suffixed(aboutTheTrustPage.meta.title),
    description: aboutTheTrustPage.meta.description,
    type: 'website',
  },
  {
    path: '/privacy-policy',
    h1: privacyPolicy.title,
    title: suffixed(privacyPolicy.meta.title),
    description: privacyPolicy.meta.description,
    type: 'website',
  },
  {
    path: `/blog/${article.slug}`,
    h1: article.title,
    title: suffixed(article.seoTitle),
    description: article.metaDescription,
    type: 'article',
  },
];

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function closePage(page: Page) {
  await page.context().close();
}

describe.each(routes)('$path', (route) => {
  it('has its title, description, canonical address and share tags in the HTML itself', async () => {
    const response = await fetch(`${server.url}${route.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { titles, meta, canonical } = rawHead(html);
    const url = route.path === '/' ? `${siteUrl()}/` : `${siteUrl()}${route.path}`;
    expect(titles).toEqual([route.title]);
    expect(meta('description')).toEqual([route.description]);
    expect(canonical).toEqual([url]);
    expect(meta('og:title')).toEqual([route.title]);
    expect(meta('og:description')).toEqual([route.description]);
    expect(meta('og:url')).toEqual([url]);
    expect(meta('og:type')).toEqual([route.type]);
    expect(meta('og:image')).toEqual([`${siteUrl()}${defaultShareImage.src}`]);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('twitter:title')).toEqual([route.title]);
    // The page itself is in the HTML, not left to JavaScript.
    expect(html).toMatch(/<h1[\s>]/);
  });

  it('renders its h1 and hydrates with no console error, page error or CSP violation', async () => {
    const page = await newPage();
    try {
      const result = await visit(page, `${server.url}${route.path}`);
      expect(result.status).toBe(200);
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([route.h1]);
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
      expect(result.cspViolations).toEqual([]);
      expect(await page.title()).toBe(route.title);
    } finally {
      await closePage(page);
    }
  });

  it('has no duplicated <title> or meta tag after hydration', async () => {
    const page = await newPage();
    try {
      await visit(page, `${server.url}${route.path}`);
      const tags = await headTags(page);
      expect(duplicates(tags)).toEqual([]);
      expect(tags.filter((tag) => tag.startsWith('title'))).toEqual(['title in head']);
      expect(tags.filter((tag) => tag.startsWith('canonical'))).toHaveLength(1);
    } finally {
      await closePage(page);
    }
  });

  it('is sent with the Content-Security-Policy of its own inline scripts and the other headers', async () => {
    const response = await fetch(`${server.url}${route.path}`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    // The hashes match the HTML as served: nothing rewrote it after the CSP step.
    expect(csp).toBe(policyFor(inlineScripts(html)));
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the article route', () => {
  it('gives an article its article:* tags and structured data', async () => {
    const html = await (await fetch(`${server.url}/blog/${article.slug}`)).text();
    const { head, meta } = rawHead(html);
    expect(meta('article:published_time')).toEqual([article.publishDate]);
    expect(meta('article:author')).toEqual([article.author]);
    expect(meta('article:section')).toEqual([article.categories[0]]);
    expect(meta('article:tag')).toEqual(article.tags);
    // Beside the WebPage every page has (its inLanguage), the article's own.
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string })
      .filter((data) => data['@type'] !== 'WebPage');
    expect(jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Article', headline: article.title }),
    ]);
  });

  it("shows 'Article Not Found' with a 404 for an unknown slug, and hydrates cleanly", async () => {
    const page = await newPage();
    try {
      const result = await visit(page, `${server.url}/blog/no-such-article`);
      expect(result.status).toBe(404);
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([
        articleNotFoundCopy.title,
      ]);
      expect(
        await page.getByRole('link', { name: articleNotFoundCopy.backLabel }).getAttribute('href'),
      ).toBe(articleNotFoundCopy.backHref);
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
      expect(result.cspViolations).toEqual([]);
      expect(duplicates(await headTags(page))).toEqual([]);
      expect(await page.title()).toBe(suffixed(articleNotFoundCopy.title));
    } finally {
      await closePage(page);
    }
  });
});

describe('an unknown address', () => {
  it("gets the 404 page: status 404, 'Page Not Found', not indexed, clean hydration", async () => {
    const page = await newPage();
    try {
      const url = `${server.url}/this-page-does-not-exist`;
      const result = await visit(page, url);
      expect(result.status).toBe(404);
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([
        notFoundPage.meta.title,
      ]);
      expect(notFoundPage.meta.title).toBe('Page Not Found');
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
      expect(result.cspViolations).toEqual([]);
      expect(duplicates(await headTags(page))).toEqual([]);
      expect(await page.title()).toBe(suffixed(notFoundPage.meta.title));
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(page.url()).toBe(url);
    } finally {
      await closePage(page);
    }
  });

  it('has a CSP header for the 404 page too', async () => {
    const response = await fetch(`${server.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(
      policyFor(inlineScripts(await response.text())),
    );
  });
});

describe("the footer's copyright year", () => {
  const builtIn = String(new Date().getFullYear());

  it('is the visitor’s current year with no rebuild, within the page’s CSP, in every language', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      // A visitor some years after the build, on a cold page.
      await page.clock.setFixedTime(new Date('2031-01-05T09:00:00Z'));
      for (const path of ['/', '/ar/']) {
        const result = await visit(page, `${server.url}${path}`);
        const line = page.getByRole('contentinfo').locator('[data-copyright-year]');
        expect(await line.textContent()).toBe('2031');
        expect(result.cspViolations).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('says the year it was built without JavaScript, and never goes back for a clock set wrong', async () => {
    for (const [javaScriptEnabled, clock] of [
      [false, '2031-01-05T09:00:00Z'],
      [true, '2001-06-01T09:00:00Z'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      try {
        await page.clock.setFixedTime(new Date(clock));
        await page.goto(`${server.url}/donate`);
        const line = page.getByRole('contentinfo').locator('[data-copyright-year]');
        expect(await line.textContent()).toBe(builtIn);
      } finally {
        await context.close();
      }
    }
  });
});

describe('redirects', () => {
  it('sends /learn-about-our-mission to /about-the-trust with a 301', async () => {
    expect(redirects).toContainEqual({
      from: '/learn-about-our-mission',
      to: '/about-the-trust',
      status: 301,
    });
    const response = await fetch(`${server.url}/learn-about-our-mission`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-the-trust');

    const page = await newPage();
    try {
      const result = await visit(page, `${server.url}/learn-about-our-mission`);
      expect(new URL(page.url()).pathname).toBe('/about-the-trust');
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([
        aboutTheTrustPage.hero.title,
      ]);
      expect(result.consoleProblems).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('has one form of each address: a trailing slash is a 301 to the address without it', async () => {
    const response = await fetch(`${server.url}/privacy-policy/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/privacy-policy');
  });
});

describe('moving between pages', () => {
  it('follows a header link as an ordinary page load, and the new page has one set of head tags', async () => {
    const page = await newPage();
    try {
      const result = await visit(page, `${server.url}/`);
      // The next page's errors, which visit() no longer watches once it has returned.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true })
        .click();
      await page.waitForURL(`${server.url}/about-the-trust`);
      // A new document: the mark set on the home page is gone.
      await expect
        .poll(() => page.locator('h1').allTextContents())
        .toEqual([aboutTheTrustPage.hero.title]);
      expect(
        await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).toBeUndefined();
      await expect.poll(() => page.title()).toBe(suffixed(aboutTheTrustPage.meta.title));
      const tags = await headTags(page);
      expect(duplicates(tags)).toEqual([]);
      expect(tags).toContain(`canonical ${siteUrl()}/about-the-trust`);
      await page.waitForLoadState('networkidle');
      expect(result.consoleProblems).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('files', () => {
  const contentAssets = join(
    dirname(createRequire(import.meta.url).resolve('@ghat/content/package.json')),
    'assets',
  );

  it("serves @ghat/content's images and documents at /images and /documents", async () => {
    const image = await fetch(`${server.url}${defaultShareImage.src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const pdf = await fetch(`${server.url}/documents/trust-constitution.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(
      await readFile(join(contentAssets, 'documents/trust-constitution.pdf')),
    );
  });

  it('compresses text with brotli or gzip and caches hashed assets for a year', async () => {
    const html = await fetch(`${server.url}/`);
    const script = /import\("(\/assets\/index-[^"]+)"\)/.exec(await html.text())?.[1];
    expect(script).toMatch(/^\/assets\//);
    for (const encoding of ['br', 'gzip']) {
      const page = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': encoding } });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('vary')).toBe('Accept-Encoding');
      const asset = await fetch(`${server.url}${script}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });
});

describe('the built output outside the client folder', () => {
  /** The request line exactly as written, with no URL clean-up by a client. */
  function rawGet(target: string): Promise<string> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
      );
      let response = '';
      socket.on('data', (chunk) => (response += chunk.toString('latin1')));
      socket.on('end', () => resolve(response));
      socket.on('error', reject);
    });
  }

  it.each([
    '/csp.json',
    '/redirects.json',
    '/server/server.js',
    '/../csp.json',
    '/%2e%2e/csp.json',
    '/assets/..%2f..%2fserver%2fserver.js',
    '/images/..%2f..%2f..%2fpackage.json',
    '/../../package.json',
  ])('is never served: %s', async (target) => {
    const response = await rawGet(target);
    expect(response).toMatch(/^HTTP\/1\.1 (400|404)/);
    // The 404 page or a bare 400, never the file: csp.json, the server bundle, package.json.
    expect(response).not.toContain('"files": {');
    expect(response).not.toContain('"from": "/learn-about-our-mission"');
    expect(response).not.toMatch(/\bexport\s*\{/);
    expect(response).not.toContain('"name": "@ghat/site"');
  });
});

describe('first view of the home page', () => {
  it('loads a measured amount of JavaScript (gzip -9)', async () => {
    const page = await newPage();
    try {
      await visit(page, `${server.url}/`);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
      let total = 0;
      for (const path of new Set(scripts)) {
        const bytes = await readFile(join(outputDir, 'client', path));
        total += gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length;
      }
      console.log(
        `Home page first view: ${scripts.length} JavaScript files, ${(total / 1024).toFixed(1)} KB gzip -9`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      // Not the spec's budget: a tripwire for a large accidental addition.
      expect(total).toBeLessThan(200 * 1024);
    } finally {
      await closePage(page);
    }
  });
});
