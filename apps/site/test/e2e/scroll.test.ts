// Scrolling between pages, on the built site in Chromium (spec section 2). Every page is a
// static document and moving between them is an ordinary page load, so the browser's own
// scroll restoration is left on: following a link opens the new page at the top, unless the
// link has a #fragment, which opens at its target (below the sticky header); Back puts the
// previous page where the reader left it.
import { blogPage, homePage, privacyPolicy } from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, type RunningProcess } from './helpers.ts';

let server: RunningProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  await page.goto(`${server.url}${path}`);
}

const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

/** Marks the document, to tell a page load (which drops the mark) from a move within the page. */
async function markDocument() {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}
const sameDocument = () =>
  page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);

async function headingIs(text: string) {
  await expect.poll(() => page.locator('h1').textContent()).toBe(text);
}

/** The gap between the bottom of the header and the top of an element (0: just below it). */
function gapBelowHeader(selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const header = document.querySelector('header');
    if (!element || !header) throw new Error(`No ${target} or no header`);
    return element.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, selector);
}

/**
 * Waits until `selector` sits just below the sticky header: not under it, not far below. The
 * page scrolls smoothly (no reduced motion asked for here), so this waits for the glide to end.
 */
async function expectJustBelowHeader(selector: string) {
  await expect
    .poll(
      async () => {
        const gap = await gapBelowHeader(selector);
        return gap >= -1 && gap <= 2 ? 'just below the header' : `${gap}px below the header`;
      },
      { timeout: 5000 },
    )
    .toBe('just below the header');
}

describe('scrolling between pages', () => {
  it("leaves the browser's own scroll restoration on", async () => {
    await open('/');
    await expect(page.evaluate(() => history.scrollRestoration)).resolves.toBe('auto');
  });

  it('opens the next page at the top when a link is followed from far down a page', async () => {
    await open('/');
    await markDocument();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY()).toBeGreaterThan(1000);
    await page
      .locator('footer')
      .getByRole('link', { name: /^Privacy/ })
      .first()
      .click();
    await page.waitForURL(`${server.url}/privacy-policy`);
    await headingIs(privacyPolicy.title);
    // An ordinary page load: the new document has no mark.
    expect(await sameDocument()).toBe(false);
    await expect.poll(scrollY).toBe(0);
  });

  it('opens another page at the target of a link with a #fragment, just below the header', async () => {
    await open('/');
    await markDocument();
    const link = page.locator('main a[href="/what-we-do#policy-research"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`${server.url}/what-we-do#policy-research`);
    expect(await sameDocument()).toBe(false);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await expectJustBelowHeader('#policy-research');
  });

  it('scrolls to a #fragment on the same page, with no page load', async () => {
    await open('/get-involved');
    await markDocument();
    expect(await scrollY()).toBe(0);
    await page.locator('main a[href="#newsletter"]').first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#newsletter');
    await expect.poll(scrollY).toBeGreaterThan(0);
    await expectJustBelowHeader('#newsletter');
    expect(await sameDocument()).toBe(true);
  });

  it('scrolls to the #fragment of an address loaded directly', async () => {
    await open('/what-we-do#policy-research');
    await expect.poll(scrollY).toBeGreaterThan(0);
    await expectJustBelowHeader('#policy-research');
  });

  it('puts the previous page back where the reader left it on Back, and Forward to where it was too', async () => {
    await open('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(scrollY).toBe(1200);
    // A click where the sticky header's link is drawn, as a reader's would be (Playwright's
    // own click would first scroll the element 'into view', which moves the page).
    const box = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .boundingBox();
    if (!box) throw new Error('The Blog link is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`${server.url}/blog`);
    await headingIs(blogPage.hero.title);
    await expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrollY).toBe(300);

    await page.goBack();
    await headingIs(homePage.hero.title);
    await expect.poll(scrollY).toBe(1200);

    await page.goForward();
    await headingIs(blogPage.hero.title);
    await expect.poll(scrollY).toBe(300);
  });
});
