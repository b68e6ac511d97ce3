// Every built page (the routes, every 404 page and all the articles), served by the real
// server, in Chromium once its islands have their code: axe finds nothing at 1280 px and at
// 390 px, nothing scrolls sideways at 320 px, and with the text at 200% nothing scrolls
// sideways either.
import { formOutcomePages, newsletterLinkPagePaths } from '@ghat/content';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium, startSiteServer, waitUntilLive, type RunningProcess } from './helpers.ts';
import { qualityPages, type BuiltPage } from './pages.ts';

const widths = { desktop: 1280, mobile: 390, narrowest: 320 } as const;

const pages = qualityPages();

let server: RunningProcess;
let browser: Browser;
let context: BrowserContext;
/** The page the checks after the per-page ones share, in order. */
let page: Page;
beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  // The pages' Content-Security-Policy would refuse the injected axe script, and its address.
  context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: widths.desktop, height: 800 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  // Let the layout (and anything that listens for resize) settle before measuring.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** How far the page is wider than the window, in CSS pixels (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The elements that stick out past the right edge of the window, to say what overflows. */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
}

/**
 * What sticks out sideways from a part the browser lays out only near the viewport
 * (`content-visibility: auto`, ui's sections and the footer's links). Such a part clips what
 * sticks out rather than letting the page scroll, so the page's width would not show it.
 * Measuring a skipped part lays it out, as scrolling to it does.
 */
function clippedSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element) =>
      /auto|scroll/.test(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const part of document.body.querySelectorAll('*')) {
      if (getComputedStyle(part).contentVisibility !== 'auto') continue;
      const edge = part.getBoundingClientRect();
      for (const inner of part.querySelectorAll('*')) {
        const box = inner.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left >= edge.left - 1 && box.right <= edge.right + 1) continue;
        let scroller = inner.parentElement;
        while (scroller && scroller !== part && !scrollsSideways(scroller)) {
          scroller = scroller.parentElement;
        }
        if (scroller && scroller !== part) continue;
        found.push(`${inner.tagName.toLowerCase()}.${inner.className}`);
      }
    }
    return found.slice(0, 5);
  });
}

/** What ui's base styles set; without them the page has the browser's margins and box sizes. */
function baseStyles(page: Page) {
  return page.evaluate(() => ({
    bodyMargin: getComputedStyle(document.body).margin,
    boxSizing: getComputedStyle(document.querySelector('main') ?? document.body).boxSizing,
  }));
}

async function load(page: Page, target: BuiltPage) {
  await page.setViewportSize({ width: widths.desktop, height: 800 });
  // The islands (the header's menus, the forms) live, so axe judges the page a visitor uses,
  // and the menu tests can open the menus.
  const response = await page.goto(`${server.url}${target.path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(target.status);
  await waitUntilLive(page);
}

/**
 * The tabs the per-page checks take turns in. A new tab for each page cost about 2.5 times the
 * processor time of a visit in a tab already open (a new renderer process, and the page's
 * script compiled afresh): 27 pages loaded until live took 46 s of processor time in new tabs,
 * 17 s in one tab reused. With the tabs reused, axe loaded from its address and no wait for
 * the network to fall quiet, this file took 280 s alone on this machine, against 508 s the same
 * day before. Each visit starts with a navigation, so nothing of one page is left.
 */
const idleTabs: Page[] = [];

// Three pages at a time (the e2e project's maxConcurrency), each in a tab of its own: one
// visit's waits leave the processor to the others. One at a time this took 470 s of CI's test
// command (438 s alone on this machine); three at a time, 342 s (318-342 alone).
describe.concurrent.each(pages)('$path', (target) => {
  it('has no axe violation at 1280 px and at 390 px, and no sideways scroll at 320 px', async ({
    expect,
  }) => {
    const tab = idleTabs.pop() ?? (await context.newPage());
    try {
      await load(tab, target);
      expect(await baseStyles(tab)).toEqual({ bodyMargin: '0px', boxSizing: 'border-box' });
      expect(await axeViolations(tab), 'axe at 1280 px').toEqual([]);
      await resize(tab, widths.mobile);
      expect(await axeViolations(tab), 'axe at 390 px').toEqual([]);
      await resize(tab, widths.narrowest);
      const overflow = await sidewaysOverflow(tab);
      expect(overflow, `wider than 320 px: ${(await overflowingElements(tab)).join(', ')}`).toBe(0);
      expect(await clippedSideways(tab), 'clipped at 320 px').toEqual([]);
    } finally {
      idleTabs.push(tab);
    }
  });
});

describe('the quality checks themselves', () => {
  it('cover every route page, every 404 page and every article', () => {
    // English's three 404 pages (the site's, the blog's, the newsletter folder's), and each
    // translation's.
    expect(pages.filter((target) => target.status === 404)).toHaveLength(3 + 5);
    // In English: the route table's 29 fixed routes, the pages a form post lands on, the
    // pages a newsletter link leads to (not the two with a button: see qualityPages), the 404
    // pages and the 50 articles. In each of the five translations: the 8 translated pages,
    // the form outcome and newsletter pages; in Arabic, the other 21 routes too (English text
    // in an Arabic frame); in the other four, one of those (/privacy-policy).
    const linkPages = newsletterLinkPagePaths.length - 2;
    const english = 29 + formOutcomePages.length + linkPages + 3 + 50;
    expect(pages).toHaveLength(
      english + 5 * (8 + formOutcomePages.length + linkPages) + 5 + 21 + 4,
    );
  });

  it('notice a violation and a sideways scroll when there is one', async () => {
    await load(page, { file: '/index.html', path: '/', status: 200 });
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/images/nothing.png';
      const wide = document.createElement('div');
      wide.setAttribute('data-test', 'wide');
      wide.textContent = 'x';
      document.querySelector('main')?.append(image, wide);
      // Inline styles from script are not restricted by the page's style-src.
      wide.style.inlineSize = '2000px';
    });
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt /)]);
    await resize(page, widths.narrowest);
    expect(await sidewaysOverflow(page)).toBeGreaterThan(0);
  });
});

describe('with the menus open', () => {
  const home = { file: '/index.html', path: '/', status: 200 } as const;
  const nav = () => page.getByRole('navigation', { name: 'Main' });

  it('has no axe violation with a submenu open at 1280 px', async () => {
    await load(page, home);
    await nav().getByRole('button', { name: 'Show About submenu' }).click();
    await expect(
      nav().getByRole('button', { name: 'Show About submenu' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no axe violation and no sideways scroll with the menu and a submenu open at 390 px and 320 px', async () => {
    await load(page, home);
    await resize(page, widths.mobile);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav().getByRole('button', { name: 'Show About submenu' }).click();
    await nav().getByRole('link', { name: 'Trustee Biographies' }).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await resize(page, widths.narrowest);
    expect(await sidewaysOverflow(page), (await overflowingElements(page)).join(', ')).toBe(0);
  });
});

describe('text at 200%', () => {
  // WCAG 1.4.4: the text doubled (the root font size, which every token size follows) on a
  // 640 px window (1280 px at 200% zoom) still fits without sideways scrolling.
  it.each(['/', '/blog', '/contact', '/donate', '/privacy-policy', '/what-we-do'])(
    '%s fits a 640 px window with the text at 200%',
    async (path) => {
      await load(page, { file: '', path, status: 200 });
      const textSize = () =>
        page.evaluate(() =>
          parseFloat(getComputedStyle(document.querySelector('main p') ?? document.body).fontSize),
        );
      const before = await textSize();
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await resize(page, 640);
      // The text really doubled: every size follows the root's.
      expect(await textSize()).toBeCloseTo(before * 2, 0);
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `wider than 640 px: ${(await overflowingElements(page)).join(', ')}`).toBe(
        0,
      );
      expect(await clippedSideways(page), 'clipped at 200%').toEqual([]);
    },
  );
});
