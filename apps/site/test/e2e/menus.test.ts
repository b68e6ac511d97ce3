// The header's menus on the built site, served by the real server, in Chromium (spec
// section 2, and section 4 'Mobile menu'): by mouse and keyboard at 1280 px, by tap at
// 390 px, and focus never hidden under the sticky header. SiteHeader is a disclosure
// navigation: each parent is a link with a toggle button beside it (Enter or Space on the
// toggle opens the submenu; Escape closes it and returns focus to the toggle).
import { headerMenu, trusteesPage } from '@ghat/content';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

const about = headerMenu.find((item) => item.label === 'About');
const help = headerMenu.find((item) => item.label === 'Help');
if (!about?.submenu || !help?.submenu)
  throw new Error('The header menu has no About or Help submenu');
const trustees = about.submenu.find((link) => link.href === '/trustee-biographies');
if (!trustees) throw new Error('About has no Trustee Biographies entry');

let server: RunningProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  // Focus moves are checked where they end: no smooth scrolling on the way (cold.test.ts
  // checks the glide itself).
  page = await browser.newPage({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  // The header is an island: its menus answer once its code has arrived, which it has by
  // the time the network is idle.
  await visit(page, `${server.url}${path}`);
}

const nav = () => page.getByRole('navigation', { name: 'Main' });
const toggle = (label: string) => nav().getByRole('button', { name: `Show ${label} submenu` });
/** The submenu a toggle controls. */
async function submenuOf(button: Locator): Promise<Locator> {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName.toLowerCase()} ${element?.getAttribute('aria-label') ?? element?.textContent?.trim()}`;
  });

describe('at 1280 px', () => {
  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    await open('/', 1280);
    const button = toggle('About');
    const submenu = await submenuOf(button);
    await expect(submenu.isVisible()).resolves.toBe(false);
    await nav().getByRole('link', { name: 'About', exact: true }).hover();
    await submenu.waitFor({ state: 'visible' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // Along into the submenu: it stays open.
    await submenu.getByRole('link', { name: trustees.label }).hover();
    await expect(submenu.isVisible()).resolves.toBe(true);
    await page.locator('h1').hover();
    await submenu.waitFor({ state: 'hidden' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('opens a submenu by a click on its toggle, closes it by a click elsewhere, and a click on an entry goes there', async () => {
    await open('/', 1280);
    const button = toggle('Help');
    const submenu = await submenuOf(button);
    await button.click();
    await submenu.waitFor({ state: 'visible' });
    // Opened by a click, it stays open when the pointer moves away...
    await page.locator('h1').hover();
    await expect(submenu.isVisible()).resolves.toBe(true);
    // ...until a click outside the header.
    await page.locator('h1').click();
    await submenu.waitFor({ state: 'hidden' });
    // A second click on the toggle closes what the first opened.
    await button.click();
    await submenu.waitFor({ state: 'visible' });
    await button.click();
    await submenu.waitFor({ state: 'hidden' });

    await toggle('About').click();
    await (await submenuOf(toggle('About'))).getByRole('link', { name: trustees.label }).click();
    await page.waitForURL(`${server.url}${trustees.href}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(trusteesPage.hero.title);
    await expect(toggle('About').getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('works from the keyboard: Tab to a parent, Enter and Space on its toggle, Escape back to the toggle', async () => {
    await open('/', 1280);
    const parent = nav().getByRole('link', { name: 'About', exact: true });
    // Tab from the top of the page until the About link has focus.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await parent.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(focused()).resolves.toBe('a About');
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('button Show About submenu');
    const button = toggle('About');
    const submenu = await submenuOf(button);

    await page.keyboard.press('Enter');
    await submenu.waitFor({ state: 'visible' });
    // Tab goes on into the open submenu.
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe(`a ${about.submenu?.[0]?.label}`);
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    await expect(focused()).resolves.toBe('button Show About submenu');

    await page.keyboard.press('Space');
    await submenu.waitFor({ state: 'visible' });
    await page.keyboard.press('Space');
    await submenu.waitFor({ state: 'hidden' });

    // Focus moving on out of the header closes it (as in the APG disclosure navigation,
    // it stays open while focus moves along the menu bar).
    await page.keyboard.press('Enter');
    await submenu.waitFor({ state: 'visible' });
    const inHeader = () =>
      page.evaluate(() => document.querySelector('header')?.contains(document.activeElement));
    for (let presses = 0; presses < 30 && (await inHeader()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(inHeader()).resolves.toBe(false);
    await submenu.waitFor({ state: 'hidden' });
  });

  /**
   * From the foot of a long page back up with Shift+Tab, the elements the header covers (at
   * their top corner) once focused: an element the browser scrolls up to is the case the
   * header could cover.
   */
  async function coveredWhileTabbingUp() {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('footer a').first().focus();
    const covered: string[] = [];
    let scrolled = 0;
    for (let presses = 0; presses < 80; presses += 1) {
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Shift+Tab');
      const placement = await page.evaluate(() => {
        const element = document.activeElement;
        const bar = document.querySelector('header');
        if (!element || element === document.body || !bar || bar.contains(element)) return null;
        const rect = element.getBoundingClientRect();
        const atCorner = document.elementFromPoint(rect.left + 2, rect.top + 2);
        return {
          covered: Boolean(atCorner && bar.contains(atCorner)),
          name: element.textContent?.trim().slice(0, 40),
          scrollY: window.scrollY,
        };
      });
      if (!placement) continue;
      if (placement.scrollY !== before) scrolled += 1;
      if (placement.covered) covered.push(`"${placement.name}"`);
    }
    return { covered, scrolled };
  }

  it('never leaves a focused element under the sticky header', async () => {
    await open('/blog', 1280);
    await expect(page.locator('header').first().getAttribute('data-sticky')).resolves.toBe('true');
    const { covered, scrolled } = await coveredWhileTabbingUp();
    // The browser did have to scroll to the focused element, several times.
    expect(scrolled).toBeGreaterThanOrEqual(5);
    expect(covered).toEqual([]);
  });

  it('would notice a focused element under the header', async () => {
    await open('/blog', 1280);
    // Without the header's scroll padding the browser scrolls focus to the very top.
    await page.evaluate(() =>
      document.documentElement.style.setProperty('scroll-padding-block-start', '0px'),
    );
    const { covered } = await coveredWhileTabbingUp();
    expect(covered.length).toBeGreaterThan(0);
  });
});

describe('at 390 px', () => {
  it("toggles the menu with the 'Menu' button", async () => {
    await open('/', 390);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(nav().isVisible()).resolves.toBe(false);
    await menuButton.click();
    await nav().waitFor({ state: 'visible' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await menuButton.click();
    await nav().waitFor({ state: 'hidden' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('toggles a submenu from its parent instead of going to the parent page', async () => {
    await open('/', 390);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // Below desktop the parent shows as its toggle (its name on it), not as a link.
    await expect(nav().getByRole('link', { name: 'About', exact: true }).isVisible()).resolves.toBe(
      false,
    );
    const button = toggle('About');
    await expect(button.innerText()).resolves.toBe('About');
    const submenu = await submenuOf(button);
    await button.click();
    await submenu.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/');
    // The parent's own page is the submenu's first entry.
    await expect(submenu.getByRole('link').allInnerTexts()).resolves.toEqual(
      about.submenu?.map((link) => link.label),
    );
    await button.click();
    await submenu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('goes to the page of a leaf link and closes the menu', async () => {
    await open('/', 390);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await toggle('About').click();
    await (await submenuOf(toggle('About'))).getByRole('link', { name: trustees.label }).click();
    // An ordinary page load: the new page opens with its menu closed.
    await page.waitForURL(`${server.url}${trustees.href}`);
    await nav().waitFor({ state: 'hidden' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

    // The new page's header answers once its code has arrived.
    await page.waitForLoadState('networkidle');
    await menuButton.click();
    await nav().getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(`${server.url}/blog`);
    await nav().waitFor({ state: 'hidden' });
  });

  it('closes the menu with Escape and gives focus back to the Menu button', async () => {
    await open('/', 390);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await nav().waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await nav().waitFor({ state: 'hidden' });
    await expect(focused()).resolves.toBe('button Menu');
  });
});
