// Pages are static HTML; only the parts a visitor operates are islands, each hydrated on a
// root of its own at load (or, far below the fold, as it nears the viewport), never waiting
// for the visitor's first touch. Served by the real server, in Chromium. What a visitor does
// on a cold page, with scripts on time or late, is cold.test.ts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documents, footerNewsletterFormCopy } from '@ghat/content';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, outputDir, startSiteServer, type RunningProcess } from './helpers.ts';
import { chunkNames, recordScripts } from './siteUiHelpers.ts';
import { slowRoundTripMs } from '../../src/features/islands/reactStarter.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = { width: 390, height: 844 };

/** What this file reads of a Chromium trace event. */
interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}
const savedConsent = JSON.stringify({ essential: true, analytics: false, marketing: false });

async function withPage(
  check: (page: Page, context: BrowserContext) => Promise<void>,
  { returning = false } = {},
) {
  const context = await browser.newContext({ viewport: phone });
  if (returning) {
    await context.addInitScript((value) => {
      localStorage.setItem('ghat-cookie-consent', value);
      localStorage.setItem('ghat-cookie-consent-timestamp', new Date().toISOString());
    }, savedConsent);
  }
  const page = await context.newPage();
  try {
    await check(page, context);
  } finally {
    await context.close();
  }
}

const html = (path: string) => readFile(join(outputDir, 'client', path), 'utf8');

/** The site paths of the files the client build's entry imports statically. */
async function entryImportPaths(): Promise<string[]> {
  const manifest = JSON.parse(await html('.vite/manifest.json')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.imports ?? []).map((key) => `/${manifest[key]?.file ?? key}`);
}
const islandsIn = (page: string) =>
  [...page.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]);

describe('the prerendered pages', () => {
  it("carry no router: no dehydrated state, no route's code, the islands' script started after the first paint", async () => {
    for (const path of ['index.html', 'privacy-policy/index.html', 'blog/index.html']) {
      const page = await html(path);
      expect(page, path).not.toMatch(/\$_TSR|\$R\[|tsr-stream|__TSR_key/);
      // No script file is named in the page: nothing but the stylesheet competes with the
      // first paint. The loader imports the one entry once the page has painted (and React's
      // script, which the starter asks for as the stylesheet arrives, has run: the next test).
      expect([...page.matchAll(/<script\b[^>]*\bsrc=/g)], path).toHaveLength(0);
      expect([...page.matchAll(/import\("\/assets\/index-[\w-]+\.js"\)/g)], path).toHaveLength(1);
      expect(page, path).toContain('getEntriesByName("first-contentful-paint")');
    }
  });

  it("asks for the islands' script only once the page has painted, and hydrates them", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/privacy-policy`);
      // Both times on the page's own clock (performance timeline).
      const times = await page.evaluate(async () => {
        const entry = () =>
          performance
            .getEntriesByType('resource')
            .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
        while (!entry()) await new Promise((resolve) => setTimeout(resolve, 20));
        return {
          scriptAsked: entry()?.startTime ?? NaN,
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        };
      });
      expect(times.firstPaint).toBeGreaterThan(0);
      expect(times.scriptAsked).toBeGreaterThanOrEqual(times.firstPaint);
      // And the islands hydrate: the header's menu opens.
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded'),
        )
        .toBe('true');
    });
  });

  it("on a slow connection asks for React's script as the stylesheet arrives, a round trip after it, and runs it after the first paint", async () => {
    await withPage(async (page) => {
      const asked: string[] = [];
      let reactAsked = () => {};
      const reactSeen = new Promise<void>((resolve) => (reactAsked = resolve));
      await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
        asked.push('react');
        reactAsked();
        await route.continue();
      });
      // The clock: React is not asked for before it has arrived.
      await page.route('**/site-config.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        asked.push('clock');
        await route.continue();
      });
      // The stylesheet is held until React has been asked for: React does not wait for it
      // (held five seconds at most, so a page that did wait still loads, and fails below).
      await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
        const seen = await Promise.race([
          reactSeen.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
        ]);
        asked.push(seen ? 'stylesheet after react' : 'stylesheet');
        await route.continue();
      });
      // When React's script runs: it sets its global.
      await page.addInitScript(() => {
        Object.defineProperty(window, '__ghatReact', {
          configurable: true,
          set(value: unknown) {
            Object.defineProperty(window, '__ghatReact', { value, writable: true });
            (window as unknown as { reactRanAt: number }).reactRanAt = performance.now();
          },
        });
      });
      await page.goto(`${server.url}/privacy-policy`);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded'),
        )
        .toBe('true');
      expect(asked).toEqual(['clock', 'react', 'stylesheet after react']);
      const times = await page.evaluate(() => ({
        reactRan: (window as unknown as { reactRanAt: number }).reactRanAt,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        parsed:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.domContentLoadedEventStart ?? NaN,
      }));
      expect(times.reactRan).toBeGreaterThan(times.firstPaint);
      expect(times.reactRan).toBeGreaterThan(times.parsed);
    });
  });

  it("on a fast connection asks for React's script at the first paint, not before", async () => {
    await withPage(async (page) => {
      // The stylesheet is held, so the first paint is late, while the clock comes straight back.
      await page.route(/\/assets\/style-[\w-]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(`${server.url}/privacy-policy`);
      const times = await page.evaluate(async () => {
        const find = (pattern: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name));
        const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
        while (!find(/\/assets\/react-[\w-]+\.js$/) || !painted()) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const clock = find(/\/site-config\.json$/) as PerformanceResourceTiming | undefined;
        return {
          clockTrip: clock ? clock.responseEnd - clock.startTime : NaN,
          reactAsked: find(/\/assets\/react-[\w-]+\.js$/)?.startTime ?? NaN,
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        };
      });
      expect(times.clockTrip).toBeLessThan(slowRoundTripMs);
      expect(times.firstPaint).toBeGreaterThan(400);
      expect(times.reactAsked).toBeGreaterThanOrEqual(times.firstPaint);
    });
  });

  it("on a link slow in bandwidth asks for React's script after the page's last byte, before the clock and the first paint, its bytes after the stylesheet's", async () => {
    await withPage(async (page, context) => {
      // slow-net's link, without its slower CPU; the clock held two seconds more, so only the
      // page's own bytes can be what asks for React this soon.
      const roundTrip = 400;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: roundTrip,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      await page.route('**/site-config.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.goto(`${server.url}/privacy-policy`, { waitUntil: 'commit' });
      const times = await page.evaluate(async () => {
        const find = (pattern: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name)) as
            PerformanceResourceTiming | undefined;
        const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0];
        while (
          !find(/\/assets\/react-[\w-]+\.js$/) ||
          !find(/\/site-config\.json$/) ||
          !firstPaint()
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const document = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming;
        return {
          pageEnd: document.responseEnd,
          reactAsked: find(/\/assets\/react-[\w-]+\.js$/)?.startTime ?? NaN,
          stylesheetEnd: find(/\/assets\/style-[\w-]+\.css$/)?.responseEnd ?? NaN,
          clockEnd: find(/\/site-config\.json$/)?.responseEnd ?? NaN,
          firstPaint: firstPaint()?.startTime ?? NaN,
        };
      });
      expect(times.reactAsked).toBeGreaterThan(times.pageEnd);
      // Not by the clock, nor at the first paint (the islands' loader would then).
      expect(times.reactAsked).toBeLessThan(times.clockEnd);
      expect(times.reactAsked).toBeLessThan(times.firstPaint);
      // React's first byte comes a round trip after it is asked for: the stylesheet's last
      // has arrived by then, so the first paint does not share the link with React.
      expect(times.reactAsked + roundTrip).toBeGreaterThanOrEqual(times.stylesheetEnd);
    });
  });

  // With an inspector attached (every ruler of issue 27 has one), V8 parses again every
  // function on the stack when an error is made, to give it lines and columns. React DOM
  // makes its sentinel errors as it starts. Started from the script's own run, that parsed
  // the whole script four times over (2,343 functions pre-parsed on Chromium 156); started
  // from a microtask, React DOM's module (about 90); made by the microtask before React DOM's
  // module runs (build/reactScript.ts), 3. Counted, not timed.
  it('starts React with none of its modules on the stack as its errors are made: an inspector parses little again', async () => {
    await withPage(async (page, context) => {
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories: 'disabled-by-default-v8.compile',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect
        .poll(() =>
          page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded'),
        )
        .toBe('true');
      await cdp.send('Tracing.end');
      await done;
      const onThread = (a: TraceEvent, b: TraceEvent) => a.pid === b.pid && a.tid === b.tid;
      const within = (inner: TraceEvent, outer: TraceEvent) =>
        onThread(inner, outer) && inner.ts >= outer.ts && inner.ts <= outer.ts + (outer.dur ?? 0);
      const collections = events.filter((event) => event.name === 'V8.CollectSourcePositions');
      const preParses = events.filter((event) => event.name === 'V8.PreParse');
      // The trace records these events at all (else the count below proves nothing).
      expect(preParses.length).toBeGreaterThan(100);
      const parsedAgain = preParses.filter((pre) =>
        collections.some((collection) => within(pre, collection)),
      ).length;
      expect(parsedAgain).toBeLessThan(20);
    });
  });

  it('mark only the parts a visitor operates as islands', async () => {
    expect(islandsIn(await html('privacy-policy/index.html'))).toEqual([
      'cookie-banner',
      'site-header',
      'footer-newsletter',
    ]);
    // The library's search and filters, and each card's checksum: the cards are static HTML.
    expect(islandsIn(await html('publications/index.html'))).toEqual([
      'cookie-banner',
      'site-header',
      'document-library',
      ...documents.map(() => 'document-checksum'),
      'footer-newsletter',
    ]);
    // A card's checksum starts as it nears the viewport (two screens down on a phone).
    const checksums = [
      ...(await html('publications/index.html')).matchAll(
        /<[^>]*data-island="document-checksum"[^>]*>/g,
      ),
    ];
    expect(checksums).toHaveLength(documents.length);
    for (const [root] of checksums) expect(root).toContain('data-island-hydrate="visible"');
    expect(islandsIn(await html('donate/index.html'))).toContain('enquiry-form');
    expect(islandsIn(await html('constitution/index.html'))).toContain('document-checksum');
    // The quick search with its cards, and Go Back; the links and the help note are static.
    expect(islandsIn(await html('404.html'))).toEqual([
      'cookie-banner',
      'site-header',
      'not-found',
      'not-found-actions',
      'footer-newsletter',
    ]);
  });

  it("name each island's files on its root, beyond the entry's, its small shared chunks taken in, and preload none before the first paint", async () => {
    for (const path of ['index.html', 'publications/index.html', 'constitution/index.html']) {
      // Nothing but the stylesheet is asked for with the page (the loader does the rest).
      expect(await html(path), path).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    }
    const page = await html('publications/index.html');
    const entry = /import\("(\/assets\/index-[\w-]+\.js)"\)/.exec(page)?.[1];
    const files = /data-island="document-library"[^>]*data-island-files="([^"]+)"/
      .exec(page)?.[1]
      ?.split(' ');
    expect(entry).toBeDefined();
    // One file: build/islandBundles.ts takes the small chunks it shares with other islands
    // into it (Rolldown alone splits them into five, a request each).
    expect(files).toEqual([expect.stringMatching(/^\/assets\/DocumentLibraryIsland-[\w-]+\.js$/)]);
    expect(files).not.toContain(entry);
    expect(new Set(files).size).toBe(files?.length);
  });

  it("give every script file a page asks for V8's compile hint as its first line, the islands' files too", async () => {
    const files = new Set<string>();
    for (const path of [
      'index.html',
      'donate/index.html',
      'publications/index.html',
      'blog/index.html',
    ]) {
      const page = await html(path);
      for (const [, file] of page.matchAll(/"(\/assets\/(?:react|index)-[\w-]+\.js)"/g))
        files.add(file ?? '');
      for (const [, list] of page.matchAll(/data-island-files="([^"]+)"/g)) {
        for (const file of list?.split(' ') ?? []) files.add(file);
      }
    }
    // The enquiry form's, the document library's, the blog's, the entry and React's at least.
    expect(files.size).toBeGreaterThan(5);
    for (const file of files) {
      const text = await readFile(join(outputDir, 'client', file), 'utf8');
      // Compiled as it streams in, not function by function at a visitor's first press.
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
  });
});

describe('in the browser', () => {
  it('fetches the code of the islands in view at load in one round, with no interaction', async () => {
    await withPage(async (page) => {
      // Every script response is held until the page has asked for all it will ask for at
      // once: what is asked for only after a script has arrived is a second round.
      const firstRound: string[] = [];
      const later: string[] = [];
      let arrived = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
        (arrived ? later : firstRound).push(new URL(route.request().url()).pathname);
        await held;
        arrived = true;
        await route.continue();
      });
      const loaded = page.goto(`${server.url}/publications`, { waitUntil: 'networkidle' });
      await expect.poll(() => firstRound.length).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      release();
      await loaded;
      const names = chunkNames(firstRound);
      expect(names).toEqual(expect.arrayContaining(['index', 'DocumentLibraryIsland']));
      // The page's script is one file: React and all it imports statically are in it, so
      // nothing waits for it to arrive (vite.config.ts, codeSplitting).
      expect(await entryImportPaths()).toEqual([]);
      expect(later).toEqual([]);
      // The header, on every page, is part of the page's one script (registry.ts).
      expect(names).not.toContain('SiteHeaderIsland');
      // The footer's sign-up is screens below: not yet.
      expect(names).not.toContain('FooterNewsletter');
    });
  });

  it('fetches a far-below island as it nears the viewport', async () => {
    await withPage(async (page) => {
      const scripts = recordScripts(page);
      await page.goto(`${server.url}/privacy-policy`, { waitUntil: 'networkidle' });
      expect(chunkNames(scripts)).not.toContain('FooterNewsletter');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => chunkNames(scripts)).toContain('FooterNewsletter');
    });
  });

  it("shows a new visitor the banner, its code part of the page's one script; hides a returning visitor's", async () => {
    for (const returning of [false, true]) {
      await withPage(
        async (page) => {
          const scripts = recordScripts(page);
          await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
          // In the entry (registry.ts): no file of its own for either visitor.
          expect(chunkNames(scripts)).toContain('index');
          expect(chunkNames(scripts)).not.toContain('CookieBannerIsland');
          expect(await page.locator('#ghat-cookie-banner').isHidden()).toBe(returning);
        },
        { returning },
      );
    }
  });

  it.each([
    // The footer's island code never arrives (a dropped connection, say).
    ["the footer island's", /FooterNewsletter-[\w-]+\.js$/],
    // React's own script never arrives: no island can start.
    ["React's", /\/assets\/react-[\w-]+\.js$/],
  ])('posts a form sent early as a plain HTML form when %s code cannot load', async (_, file) => {
    await withPage(
      async (page) => {
        await page.route(file, (route) => route.abort());
        await page.goto(`${server.url}/privacy-policy`, { waitUntil: 'load' });
        const footer = page.getByRole('contentinfo');
        await footer.getByLabel(footerNewsletterFormCopy.label).fill('ada@example.org');
        await footer.getByRole('button', { name: footerNewsletterFormCopy.submitLabel }).click();
        await page.waitForURL(/\/forms\/sent/, { timeout: 15_000 });
      },
      { returning: true },
    );
  });
});
