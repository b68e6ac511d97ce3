// What a page loads, in Chromium against the built site: the markdown parser never reaches
// the browser. Pages are static HTML with their rich text rendered in, and moving to another
// page inside the site is an ordinary page load, so no page ever needs it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { aboutPage, privacyPolicy } from '@ghat/content';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  outputDir,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';

// A string only marked's code carries (its error message survives minification).
const parserSignature = 'Infinite loop on byte';
const firstPolicySection = privacyPolicy.sections[0];
if (!firstPolicySection) throw new Error('The privacy policy has no sections');

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Records the text of every script the page fetches from now on. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

describe('first view', () => {
  it('shows a markdown page without fetching the parser, nor for the next page, reached by a page load', async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    const result = await visit(page, `${server.url}/about`);
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleProblems).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes(parserSignature))).toBe(false);
    // The rich text is in the page's HTML: a paragraph of the vision's body.
    const visionStart = aboutPage.vision.body.split('\n')[0]?.slice(0, 40) ?? '';
    await expect(page.getByText(visionStart, { exact: false }).first().isVisible()).resolves.toBe(
      true,
    );

    // Another page inside the site is a new document whose text came with its HTML too.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: privacyPolicy.title }).waitFor();
    await page
      .getByRole('heading', { name: new RegExp(firstPolicySection.title) })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expect(
      page.evaluate(() => (window as unknown as { marker?: boolean }).marker),
    ).resolves.toBeUndefined();
    expect(scripts.some((text) => text.includes(parserSignature))).toBe(false);
    await page.close();
  });

  it('lays the footer out only as it nears the viewport, all but its sign-up form, and shows it there', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const result = await visit(page, `${server.url}/privacy-policy`);
    expect(result.pageErrors).toEqual([]);
    const footer = page.getByRole('contentinfo');
    const privacy = footer.getByRole('link', { name: 'Privacy', exact: true });
    const drawn = () =>
      privacy.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // Far below the first view, the browser has skipped the style and layout of its links.
    await expect(drawn()).resolves.toBe(false);
    // Its form fields are not in the skipped part: a browser's autofill reads them once the page
    // is parsed and would lay out everything skipped around them to do so.
    const fieldsLaidOut = await footer
      .locator('input, select, textarea')
      .evaluateAll((fields) =>
        fields.map((field) => field.checkVisibility({ contentVisibilityAuto: true })),
      );
    expect(fieldsLaidOut.length).toBeGreaterThan(0);
    expect(fieldsLaidOut.every(Boolean)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(drawn).toBe(true);
    await expect(privacy.isVisible()).resolves.toBe(true);
    // Scrolled to the end, the page ends with the footer, whatever height was held for it.
    const gap = await footer.evaluate(
      (element) =>
        document.documentElement.scrollHeight -
        element.getBoundingClientRect().bottom -
        window.scrollY,
    );
    expect(Math.abs(gap)).toBeLessThan(2);
    await page.close();
  });

  it('lays the sections far below the first view out only as they near it, and shows them there', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const result = await visit(page, `${server.url}/fr/`);
    expect(result.pageErrors).toEqual([]);
    const sections = page.locator('main section');
    // A section's own box is always drawn; what it skips is its content, the heading first.
    const drawn = () =>
      sections.evaluateAll((all) =>
        all.map(
          (section) =>
            section.querySelector('h2, h3')?.checkVisibility({ contentVisibilityAuto: true }) ??
            null,
        ),
      );
    const atLoad = await drawn();
    expect(atLoad.length).toBeGreaterThan(2);
    // The first view is drawn; the last section, several screens down, is skipped.
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    expect(atLoad.at(-1)).toBe(false);
    // Scrolled to, it is drawn. Each scroll lands where the parts above it are now drawn to
    // their real heights, which move it down from where room was held for it.
    const last = sections.last();
    await expect
      .poll(async () => {
        await last.evaluate((section) => section.scrollIntoView({ block: 'start' }));
        return (await drawn()).at(-1);
      })
      .toBe(true);
    await expect(last.getByRole('heading').first().isVisible()).resolves.toBe(true);
    // Scrolled to the end, the page ends with the footer, whatever height was held for each part.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(() =>
        footer.evaluate(
          (element) =>
            document.documentElement.scrollHeight -
            element.getBoundingClientRect().bottom -
            window.scrollY,
        ),
      )
      .toBeLessThan(2);
    await page.close();
  });

  it('leaves the parser out of every script the browser could fetch', async () => {
    const assets = join(outputDir, 'client/assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withParser: string[] = [];
    for (const name of scripts) {
      if ((await readFile(join(assets, name), 'utf8')).includes(parserSignature))
        withParser.push(name);
    }
    expect(withParser).toEqual([]);
  });
});
