// The tokens' theme reaches the built site: its custom properties are on the page and
// components are painted with them (a bundler that tree-shook the theme away once left
// every component unstyled without any other test noticing).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ghatTheme } from '../../../../packages/tokens/src/tokens.ts';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startSiteServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

describe('the GHAT theme on the built site', () => {
  it('defines the theme and paints the call to action in the brand colour', async () => {
    const page = await browser.newPage();
    await visit(page, new URL('/', server.url).href);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--ghat-color-brand-primary')
        .trim(),
    );
    expect(brand).toBe(ghatTheme.color.brand.primary);
    const background = await page
      .getByRole('link', { name: 'Partner With Us' })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe(rgb(ghatTheme.color.brand.primary));
    await page.close();
  });

  // The heading stack's serif faces have no Arabic letters: an Arabic heading in it is drawn by
  // the system's letter-by-letter fallback (on Linux, 30 ms more of the first layout of /ar/).
  it('sets Arabic headings in the body stack, and English text on an Arabic page in the serif', async () => {
    const page = await browser.newPage();
    const fontOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    const serif = ghatTheme.font.family.heading;
    const sans = ghatTheme.font.family.body;

    await visit(page, new URL('/', server.url).href);
    expect(await fontOf('main h1')).toBe(serif);

    await visit(page, new URL('/ar/', server.url).href);
    expect(await fontOf('main h1')).toBe(sans);
    expect(await fontOf('footer h2')).toBe(sans);

    // A policy's English text under Arabic menus: its headings go back to the brand's serif.
    await visit(page, new URL('/ar/privacy-policy', server.url).href);
    expect(await fontOf('main [lang="en"] h1')).toBe(serif);
    expect(await fontOf('main [lang="en"] h2')).toBe(serif);
    expect(await fontOf('footer h2')).toBe(sans);
    await page.close();
  });
});
