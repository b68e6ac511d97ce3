// The built site's stylesheet is @ghat/ui's and @ghat/tokens' without the rules no page can
// use (build/unusedStyles.ts). Here, in Chromium, every part a visitor can bring up (menus,
// dialogs, a turned-down form, more articles, a filtered list, an Arabic page) is brought up,
// and every class its elements have that the libraries style must be styled by what the
// server sends: a class the build wrongly took for unused would leave a part unstyled.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredClasses } from '../../build/unusedStyles.ts';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

let server: RunningProcess;
let browser: Browser;
/** Every class some rule of the libraries' own stylesheets needs. */
let libraryClasses: Set<string>;

/** The classes the selectors of `css` need. */
function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, selectors] of css.matchAll(/([^{}@;]+)\{/g)) {
    for (const name of requiredClasses(selectors ?? '')) classes.add(name);
  }
  return classes;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  const require = createRequire(import.meta.url);
  const sheets = await Promise.all(
    ['@ghat/ui/styles.css', '@ghat/tokens/styles.css'].map((name) =>
      readFile(require.resolve(name), 'utf8'),
    ),
  );
  libraryClasses = styledClasses(sheets.join('\n'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Scene {
  name: string;
  path: string;
  width: number;
  /** What the visitor does to bring the part up. */
  act?: (page: Page) => Promise<unknown>;
}

const scenes: Scene[] = [
  {
    name: 'a header submenu',
    path: '/',
    width: 1280,
    act: (page) => page.getByRole('button', { name: 'Show About submenu' }).click(),
  },
  {
    name: 'the mobile menu, in Arabic',
    path: '/ar/',
    width: 390,
    act: (page) => page.locator('header button[aria-controls$="-menu"]').first().click(),
  },
  {
    name: 'the search dialog with results',
    path: '/',
    width: 1280,
    act: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await page.keyboard.type('health');
      await page.getByRole('dialog').getByRole('link').first().waitFor();
    },
  },
  {
    name: 'the language picker',
    path: '/',
    width: 1280,
    act: (page) =>
      page
        .getByRole('button', { name: /English/ })
        .first()
        .click(),
  },
  {
    name: 'the cookie preferences',
    path: '/',
    width: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: 'Customize' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'a turned-down enquiry',
    path: '/donate',
    width: 1280,
    act: async (page) => {
      await page.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.getByText('There is a problem').waitFor();
    },
  },
  {
    name: 'more articles',
    path: '/blog',
    width: 1280,
    act: async (page) => {
      const before = await page.locator('main article').count();
      await page.getByRole('button', { name: 'Load More Articles' }).click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('main article').length > count,
        before,
      );
    },
  },
  {
    name: 'publications of one type',
    path: '/publications',
    width: 1280,
    act: (page) => page.getByLabel('Type', { exact: true }).selectOption({ index: 1 }),
  },
  { name: 'a page not found', path: '/no-such-page', width: 390 },
];

/** The classes of every element on the page now. */
const classesOnPage = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]));

/** The classes the selectors of the page's own stylesheets need. */
const classesServed = async (page: Page) =>
  styledClasses(
    (
      await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText),
        ),
      )
    ).join('\n'),
  );

describe('the stylesheet the site sends', () => {
  it.each(scenes)('styles every class of $name', async ({ path, width, act }) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      await visit(page, `${server.url}${path}`);
      await act?.(page);
      const served = await classesServed(page);
      const unstyled = [...new Set(await classesOnPage(page))].filter(
        (name) => libraryClasses.has(name) && !served.has(name),
      );
      expect(unstyled).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('leaves out what no page uses, such as the partner theme', async () => {
    const page = await browser.newPage();
    try {
      await visit(page, `${server.url}/`);
      const served = await classesServed(page);
      expect(libraryClasses.has('ghat-theme-partner')).toBe(true);
      expect(served.has('ghat-theme-partner')).toBe(false);
      expect(served.size).toBeLessThan(libraryClasses.size * 0.75);
    } finally {
      await page.close();
    }
  });
});
