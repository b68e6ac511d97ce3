// What a page's first view loads, in Chromium against the built site: the markdown parser
// and the articles stay out of it (pages hydrate from the rich text in their HTML), and
// arrive only when a visitor moves to another page inside the site.
import { aboutPage, privacyPolicy } from '@ghat/content';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startSiteServer, visit, type RunningProcess } from './helpers.ts';

// Strings only marked's code and the articles module carry.
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
  it('hydrates a markdown page without fetching the parser, then fetches it for a page visited inside the site', async () => {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    const result = await visit(page, `${server.url}/about`, { wake: false });
    expect(result.pageErrors).toEqual([]);
    expect(result.consoleProblems).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((text) => text.includes(parserSignature))).toBe(false);
    // The rich text rendered from the page's data: a paragraph of the vision's body.
    const visionStart = aboutPage.vision.body.split('\n')[0]?.slice(0, 40) ?? '';
    await expect(page.getByText(visionStart, { exact: false }).first().isVisible()).resolves.toBe(
      true,
    );

    // A visit inside the site runs the next page's loader here, which needs the parser.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: privacyPolicy.title }).waitFor();
    await page
      .getByRole('heading', { name: new RegExp(firstPolicySection.title) })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((text) => text.includes(parserSignature))).toBe(true);
    await page.close();
  });
});
