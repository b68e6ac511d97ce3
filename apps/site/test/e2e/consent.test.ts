// Cookie consent, Google Consent Mode v2, the tag manager and the event senders, in Chromium
// against the built site served by the real server.
//
// Two sites are served: the build as it is (nothing configured), and a copy of the same build
// whose /site-config.json names a tag manager container and an analytics endpoint on a local
// test server, with its CSP made again by the CSP step, exactly as a deployment would change
// the settings of one build (no second build needed).
import { frameIn, splitLocale } from '@ghat/content/i18n';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formPages } from '../../server/main.ts';
import { createSiteServer } from '../../server/server.ts';
import { pgliteKind } from '../support/testDatabases.ts';
import { axeViolations } from './axe.ts';
import { inlineScripts, writeCspMap } from '../../scripts/csp.ts';
import {
  consentBannerId,
  consentDefaultsScript,
  revealBannerScript,
} from '../../src/features/consent/consentScript.ts';
import {
  launchChromium,
  outputDir,
  pageState,
  startProcess,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';

const consentKey = 'ghat-cookie-consent';
const timestampKey = 'ghat-cookie-consent-timestamp';
const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const granted = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const gtmId = 'GTM-TEST123';

interface Beacon {
  body: { name: string; url: string; domain: string; props: Record<string, unknown> };
  raw: string;
  headers: IncomingHttpHeaders;
}

/** The tag manager's script and the analytics endpoint, on a local HTTP server. */
async function startTagServer() {
  const gtmRequests: string[] = [];
  const beacons: Beacon[] = [];
  // What the "container" sees when it runs: the dataLayer so far (gtag's arguments as arrays).
  const gtmScript = `window.__gtmSawAtLoad = window.dataLayer.map(function (e) {
    return e && typeof e === 'object' && typeof e.length === 'number' ? Array.prototype.slice.call(e) : e;
  });`;
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/gtm.js')) {
      gtmRequests.push(request.url);
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(gtmScript);
      return;
    }
    if (request.method === 'POST' && request.url === '/api/event') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        beacons.push({ body: JSON.parse(raw) as Beacon['body'], raw, headers: request.headers });
        response.writeHead(202);
        response.end();
      });
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    gtmRequests,
    beacons,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The build, copied, with `config` as its /site-config.json and its CSP made again. */
async function configuredCopy(config: object) {
  const directory = await mkdtemp(join(tmpdir(), 'ghat-consent-'));
  await cp(outputDir, directory, { recursive: true });
  await writeFile(join(directory, 'client/site-config.json'), JSON.stringify(config));
  await writeCspMap(directory);
  // The footer's sign-up is sent to the forms service: this copy stores it in PGlite.
  const db = await pgliteKind.open();
  const { server } = createSiteServer(directory, {
    forms: { db, rateLimit: false, pages: formPages },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** window.dataLayer, with gtag's arguments objects as arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && typeof (entry as ArrayLike<unknown>).length === 'number'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

const consentCalls = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

const storedConsent = (page: Page) =>
  page.evaluate(
    ([key, time]) => ({
      consent: localStorage.getItem(key),
      timestamp: localStorage.getItem(time),
      keys: Object.keys(localStorage),
    }),
    [consentKey, timestampKey] as const,
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this website' });

interface Visitor {
  context: BrowserContext;
  page: Page;
  requests: Request[];
}

describe('cookie consent and Consent Mode v2', () => {
  let browser: Browser;
  let site: RunningProcess;
  const contexts: BrowserContext[] = [];

  /** A new visitor (fresh storage) whose every request is recorded. */
  async function newVisitor(options: { bypassCSP?: boolean } = {}): Promise<Visitor> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return { context, page, requests };
  }

  /** Loads a page and waits until the event senders have read the configuration. */
  async function load(page: Page, url: string) {
    // Settled either way, so that a visit that fails first leaves no rejection unhandled.
    const configRead = page
      .waitForResponse((response) => response.url().endsWith('/site-config.json'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const result = await visit(page, url);
    const failure = await configRead;
    if (failure) {
      throw new Error(
        `${url}: /site-config.json was not read: ${String(failure)}\npage: ${await pageState(page)}`,
      );
    }
    expect(result.consoleProblems).toEqual([]);
    expect(result.pageErrors).toEqual([]);
    expect(result.cspViolations).toEqual([]);
    return result;
  }

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startSiteServer()]);
  });
  // Each test leaves no page open behind it.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("puts the constant Consent Mode defaults script first of all scripts but React's starter, in <head>, on every page", async () => {
    const clientDir = join(outputDir, 'client');
    const pages = (await readdir(clientDir, { recursive: true })).filter((file) =>
      file.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const html = await readFile(join(clientDir, file), 'utf8');
      // Only React's starter may come before it (an inline module that asks for React's
      // script early, PageScripts.tsx): it sends nothing and touches no consent state.
      const starter = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
      expect(starter?.[1], file).not.toMatch(/gtag|dataLayer|consent/);
      const firstScript = /<script\b(?![^>]*type="module")[^>]*>([\s\S]*?)<\/script>/.exec(html);
      expect(html.indexOf(starter?.[0] ?? '<script'), file).toBe(html.indexOf('<script'));
      // The page's one script before paint opens with the defaults (src/routes/__root.tsx).
      expect(firstScript?.[1]?.startsWith(consentDefaultsScript), file).toBe(true);
      expect(html.indexOf(firstScript?.[0] ?? ''), file).toBeLessThan(html.indexOf('</head>'));
      expect(inlineScripts(html), file).toContain(firstScript?.[1]);
      // The banner is prerendered hidden, then shown before the first paint only when no
      // consent is saved: returning visitors cannot see it flash, new ones see it at once.
      const wrapper = html.indexOf(`<div id="${consentBannerId}" hidden="">`);
      // The script after the top banners starts with the banner's (an English page's then shows
      // its language suggestion too).
      const reveal = html.indexOf(`</div><script>${revealBannerScript}`);
      // The banner's title in the page's language.
      const { locale } = splitLocale(`/${file.split(sep).join('/')}`);
      const title = html.indexOf(frameIn(locale).cookieBannerCopy.title);
      expect(wrapper, file).toBeGreaterThan(0);
      expect(title, file).toBeGreaterThan(wrapper);
      expect(reveal, file).toBeGreaterThan(title);
      expect(html.indexOf('<main'), file).toBeGreaterThan(reveal);
    }
  });

  it('a new visitor: defaults denied, no tag, nothing stored, no request leaves the site', async () => {
    const { context, page, requests } = await newVisitor();
    await load(page, `${site.url}/`);
    await banner(page).waitFor();
    expect(await consentCalls(page)).toEqual([['consent', 'default', denied]]);
    expect(await storedConsent(page)).toEqual({ consent: null, timestamp: null, keys: [] });
    expect(await context.cookies()).toEqual([]);
    const origins = new Set(requests.map((request) => new URL(request.url()).origin));
    expect([...origins]).toEqual([site.url]);
    expect(requests.map((request) => request.url()).filter((url) => /gtm\.js/.test(url))).toEqual(
      [],
    );
    // Nothing configured: the senders' code is never even loaded.
    expect(requests.filter((request) => /\/assets\/analytics-/.test(request.url()))).toEqual([]);
  });

  it('a new visitor sees the banner from the first paint: nothing moves when it comes alive', async () => {
    const { page } = await newVisitor();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const state = window as unknown as { __layoutShift: number };
      state.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) state.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const bannerCode = page.waitForResponse((response) => /\/assets\/index-/.test(response.url()));
    await load(page, `${site.url}/`);
    await bannerCode;
    // Alive: a click works.
    await banner(page).getByRole('button', { name: 'Essential Only' }).waitFor();
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: number }).__layoutShift,
    );
    expect(shift).toBeLessThan(0.01);
  });

  it('a visitor without JavaScript gets no banner', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator(`#${consentBannerId}`).isHidden()).toBe(true);
  });

  it('Accept All: Consent Mode update granted, and the consent and its timestamp saved', async () => {
    const { page } = await newVisitor();
    await load(page, `${site.url}/about-the-trust`);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await banner(page).getByText('You’ve accepted all cookies.').waitFor();
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
    const stored = await storedConsent(page);
    expect(JSON.parse(stored.consent ?? 'null')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(Math.abs(Date.parse(stored.timestamp ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('Essential Only: Consent Mode update denied, and the choice saved', async () => {
    const { page } = await newVisitor();
    await load(page, `${site.url}/`);
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await banner(page).getByText('You’ve chosen essential cookies only.').waitFor();
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ]);
    expect(JSON.parse((await storedConsent(page)).consent ?? 'null')).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
  });

  it('Customize opens the preferences dialog; Save Preferences saves and updates each signal', async () => {
    const { page } = await newVisitor();
    await load(page, `${site.url}/`);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    await dialog.getByRole('switch', { name: 'Analytics cookies' }).check();
    expect(await dialog.getByRole('switch', { name: 'Marketing cookies' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ]);
    expect(JSON.parse((await storedConsent(page)).consent ?? 'null')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });

  it('the close icon hides the banner without saving; it is back on the next load', async () => {
    const { page } = await newVisitor();
    await load(page, `${site.url}/`);
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    expect(await storedConsent(page)).toEqual({ consent: null, timestamp: null, keys: [] });
    expect(await consentCalls(page)).toEqual([['consent', 'default', denied]]);
    await load(page, `${site.url}/`);
    await banner(page).waitFor();
  });

  it('a returning visitor: no banner, no banner code, and the saved choice before any tag', async () => {
    const { page, requests } = await newVisitor();
    await load(page, `${site.url}/`);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Marketing cookies' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });

    requests.length = 0;
    // Before any of the page's own scripts run: what the head script alone did.
    await page.addInitScript(() => {
      document.addEventListener(
        'readystatechange',
        () => {
          const layer = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer;
          (window as unknown as { __atInteractive: unknown[] }).__atInteractive = Array.from(
            layer,
            (entry) => Array.from(entry),
          );
        },
        { once: true },
      );
    });
    await load(page, `${site.url}/blog`);
    const marketingOnly = { ...granted, analytics_storage: 'denied' };
    expect(
      await page.evaluate(
        () => (window as unknown as { __atInteractive: unknown }).__atInteractive,
      ),
    ).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', marketingOnly],
    ]);
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', marketingOnly],
    ]);
    expect(await banner(page).count()).toBe(0);
    expect(requests.filter((request) => /CookieBannerIsland/.test(request.url()))).toEqual([]);

    // Other pages, each an ordinary page load, keep the banner hidden without its code,
    // and nothing goes wrong on the way.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .first()
      .click();
    await page.waitForURL(`${site.url}/privacy-policy`);
    await page.getByRole('banner').getByRole('link', { name: 'Partner With Us' }).click();
    await page.waitForURL(`${site.url}/donate`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Its islands have their code: any error in hydrating them has been reported.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await banner(page).count()).toBe(0);
    expect(await page.locator(`#${consentBannerId}`).isHidden()).toBe(true);
    expect(requests.filter((request) => /CookieBannerIsland/.test(request.url()))).toEqual([]);
  });

  it('has no accessibility violations with the banner, and with the preferences dialog open', async () => {
    const { page } = await newVisitor({ bypassCSP: true });
    // Network idle: the banner has its code, so Customize below opens the dialog.
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await banner(page).waitFor();
    // The header and footer are not the banner's: the per-route axe tests cover them.
    const axe = () => axeViolations(page, { exclude: ['header', 'footer'] });
    expect(await axe()).toEqual([]);
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    expect(await axe()).toEqual([]);
  });

  describe('with a tag manager and an analytics tool configured', () => {
    let tags: Awaited<ReturnType<typeof startTagServer>>;
    let configured: Awaited<ReturnType<typeof configuredCopy>>;

    beforeAll(async () => {
      tags = await startTagServer();
      configured = await configuredCopy({
        gtmId,
        gtmScriptOrigin: tags.origin,
        analyticsUrl: `${tags.origin}/api/event`,
      });
    });
    afterAll(async () => {
      await configured?.stop();
      await tags?.stop();
    });

    // Each test starts with nothing received.
    beforeEach(() => {
      tags.beacons.length = 0;
      tags.gtmRequests.length = 0;
    });

    const beaconsFrom = (page: Page) => {
      const origin = new URL(page.url()).origin;
      return tags.beacons.filter((beacon) => beacon.body.url.startsWith(origin));
    };

    it('allows the configured origins in the CSP, and only then', async () => {
      const withConfig = await fetch(`${configured.url}/`);
      const policy = withConfig.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(new RegExp(`script-src [^;]*${tags.origin}`));
      expect(policy).toMatch(new RegExp(`connect-src 'self'[^;]*${tags.origin}`));
      const without = (await fetch(`${site.url}/`)).headers.get('content-security-policy') ?? '';
      // The policy names every directive (default-src 'none'): without the settings the page
      // may connect to its own origin only, and load no script from elsewhere.
      expect(without).toMatch(/(^|; )connect-src 'self';/);
      expect(without).not.toMatch(/script-src [^;]*http/);
      expect(without).not.toContain(tags.origin);
      expect(without).not.toContain('googletagmanager');
    });

    it('loads the tag manager only after analytics consent, with the consent signals already set', async () => {
      const { page } = await newVisitor();
      await load(page, `${configured.url}/`);
      // The senders are running (the page view arrived), yet no tag without consent.
      await until(() => beaconsFrom(page).some((b) => b.body.name === 'page_view'), 'page view');
      expect(tags.gtmRequests).toEqual([]);
      expect(
        (await dataLayer(page)).some((e) => (e as { event?: string }).event === 'page_view'),
      ).toBe(false);

      await banner(page).getByRole('button', { name: 'Accept All' }).click();
      await until(() => tags.gtmRequests.length === 1, 'gtm.js');
      expect(tags.gtmRequests).toEqual([`/gtm.js?id=${gtmId}`]);
      await page.waitForFunction(() => '__gtmSawAtLoad' in window);
      const sawAtLoad = await page.evaluate(
        () => (window as unknown as { __gtmSawAtLoad: unknown[] }).__gtmSawAtLoad,
      );
      expect(sawAtLoad.slice(0, 3)).toEqual([
        ['consent', 'default', denied],
        ['consent', 'update', granted],
        { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ]);

      // Now events go to the dataLayer too. Following the link is a page load, which starts a
      // new dataLayer: the first click is kept from leaving (after the tracker, which listens
      // in the capture phase, has seen it) so that its event can be read on this page.
      const cta = page.getByRole('banner').getByRole('link', { name: 'Partner With Us' });
      await page.evaluate(() =>
        window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
      );
      await cta.click();
      await until(
        async () =>
          (await dataLayer(page)).some((e) => (e as { event?: string }).event === 'cta_click'),
        'cta_click in the dataLayer',
      );
      expect(await dataLayer(page)).toContainEqual({
        event: 'cta_click',
        cta: 'header',
        label: 'Partner With Us',
        href: '/donate',
      });
      expect(new URL(page.url()).pathname).toBe('/');
      // The next page restores the consent and loads the tag manager again, which gets its
      // page view.
      await cta.click();
      await page.waitForURL(`${configured.url}/donate`);
      await until(() => tags.gtmRequests.length === 2, 'gtm.js on the next page');
      await until(
        async () =>
          (await dataLayer(page)).some(
            (e) =>
              (e as { event?: string; path?: string }).event === 'page_view' &&
              (e as { path?: string }).path === '/donate',
          ),
        'page_view in the dataLayer',
      );
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
      ).toEqual([]);
    });

    it('never loads the tag manager after Essential Only, nor pushes events to it', async () => {
      const { page } = await newVisitor();
      await load(page, `${configured.url}/`);
      await banner(page).getByRole('button', { name: 'Essential Only' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Partner With Us' }).click();
      await page.waitForURL(`${configured.url}/donate`);
      await until(
        () =>
          beaconsFrom(page).some(
            (b) => b.body.url.endsWith('/donate') && b.body.name === 'page_view',
          ),
        'the page view of /donate',
      );
      expect(tags.gtmRequests).toEqual([]);
      const events = (await dataLayer(page)).filter((e) => !Array.isArray(e));
      expect(events).toEqual([]);
    });

    it('a returning visitor with analytics consent gets the tag manager after the restored update', async () => {
      const { page } = await newVisitor();
      await page.addInitScript(
        ([key, time]) => {
          if (!localStorage.getItem(key)) {
            localStorage.setItem(
              key,
              JSON.stringify({ essential: true, analytics: true, marketing: false }),
            );
            localStorage.setItem(time, new Date().toISOString());
          }
        },
        [consentKey, timestampKey] as const,
      );
      await load(page, `${configured.url}/contact`);
      await until(() => tags.gtmRequests.length === 1, 'gtm.js');
      await page.waitForFunction(() => '__gtmSawAtLoad' in window);
      const sawAtLoad = await page.evaluate(
        () => (window as unknown as { __gtmSawAtLoad: unknown[] }).__gtmSawAtLoad,
      );
      expect(sawAtLoad.slice(0, 3)).toEqual([
        ['consent', 'default', denied],
        ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
        { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      ]);
      expect(await banner(page).count()).toBe(0);
    });

    it('sends page views, calls to action and form submissions to the analytics tool, with no personal data', async () => {
      const { page } = await newVisitor();
      const email = 'visitor.name@example.org';
      await load(page, `${configured.url}/?utm_source=x&email=${encodeURIComponent(email)}`);
      // No consent needed for the cookieless tool: the banner is still open.
      await until(() => beaconsFrom(page).some((b) => b.body.name === 'page_view'), 'page view');

      await page.locator('main a[data-cta="hero"]').click();
      await page.waitForURL(`${configured.url}/donate`);
      // The footer's sign-up comes alive as it nears the viewport: brought there as a reader
      // scrolling down would, and used once its code has arrived.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('contentinfo')
        .getByRole('textbox', { name: 'Email address' })
        .fill(email);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
      await page.getByRole('contentinfo').getByText('Subscribed!').waitFor();
      await until(
        () => beaconsFrom(page).some((b) => b.body.name === 'form_submit'),
        'the form submission',
      );
      await until(
        () => beaconsFrom(page).filter((b) => b.body.name === 'page_view').length === 2,
        'two page views',
      );

      const beacons = beaconsFrom(page);
      expect(beacons.map((b) => b.body)).toEqual([
        { name: 'page_view', url: `${configured.url}/`, domain: '127.0.0.1', props: { path: '/' } },
        {
          name: 'cta_click',
          url: `${configured.url}/`,
          domain: '127.0.0.1',
          props: { cta: 'hero', label: 'Partner With Us', href: '/donate' },
        },
        {
          name: 'page_view',
          url: `${configured.url}/donate`,
          domain: '127.0.0.1',
          props: { path: '/donate' },
        },
        {
          name: 'form_submit',
          url: `${configured.url}/donate`,
          domain: '127.0.0.1',
          props: { form: 'footer_newsletter' },
        },
      ]);
      for (const beacon of beacons) {
        expect(beacon.raw).not.toContain('example.org');
        expect(beacon.raw).not.toContain('utm_source');
        expect(beacon.headers.cookie).toBeUndefined();
        expect(beacon.headers['content-type']).toBe('text/plain;charset=UTF-8');
      }
      // Without analytics consent nothing went to a tag manager.
      expect((await dataLayer(page)).filter((e) => !Array.isArray(e))).toEqual([]);
    });
  });
});

// The prerendered banner is left unhydrated for a returning visitor, and its `hidden` is
// changed before a new visitor's banner hydrates: development React reports any mismatch.
describe('the banner in development mode', () => {
  let dev: RunningProcess;
  let browser: Browser;

  beforeAll(async () => {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createNetServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const viteBin = join(
      dirname(createRequire(import.meta.url).resolve('vite/package.json')),
      'bin/vite.js',
    );
    [dev, browser] = await Promise.all([
      startProcess(
        process.execPath,
        [viteBin, 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
        { NODE_OPTIONS: '--conditions=@ghat/source' },
      ),
      launchChromium(),
    ]);
    await fetch(`${dev.url}/`);
  });
  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  it.each([
    ['a new visitor', false],
    ['a returning visitor', true],
  ])('%s: hydration and a page load with no warning or error', async (_, returning) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      if (returning) {
        await page.addInitScript(
          ([key, time]) => {
            localStorage.setItem(
              key,
              JSON.stringify({ essential: true, analytics: false, marketing: false }),
            );
            localStorage.setItem(time, new Date().toISOString());
          },
          [consentKey, timestampKey] as const,
        );
      }
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      const result = await visit(page, `${dev.url}/`);
      expect(result.pageErrors).toEqual([]);
      expect(result.consoleProblems).toEqual([]);
      expect(await banner(page).count()).toBe(returning ? 0 : 1);
      await page.getByRole('banner').getByRole('link', { name: 'Partner With Us' }).click();
      await page.waitForURL(`${dev.url}/donate`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count()).toBe(returning ? 0 : 1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
