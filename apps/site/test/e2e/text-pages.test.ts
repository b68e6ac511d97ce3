// The policy pages and the text pages, built and served by the real server, in Chromium:
// each one's head in the raw HTML, its h1 after hydration, and the contents list of a policy.
import {
  aboutPage,
  accessibilityStatement,
  antiFraudPolicy,
  conflictOfInterestPolicy,
  contactTheTrustPage,
  cookiePolicy,
  financialControlsPolicy,
  governanceLegalFrameworkPage,
  governanceOverviewPage,
  howWeWorkPage,
  organisation,
  ourWorkPage,
  riskManagementPolicy,
  safeguardingPolicy,
  siteUrl,
  supportTheTrustPage,
  termsOfUse,
  whistleblowingPolicy,
  type PageMeta,
  type Policy,
} from '@ghat/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  duplicates,
  headTags,
  launchChromium,
  rawHead,
  startSiteServer,
  visit,
  type RunningProcess,
} from './helpers.ts';

const fullTitle = (title: string) =>
  title.includes(organisation.name) ? title : `${title} | ${organisation.name}`;

interface TextRoute {
  path: string;
  h1: string;
  meta: PageMeta;
  /** The policy record, for the pages drawn by PolicyPage. */
  policy?: Policy;
  /** Whether its sections carry numbers ('1. Policy Statement'). */
  numbered?: boolean;
}

const policyRoute = (policy: Policy, numbered: boolean): TextRoute => ({
  path: policy.meta.path,
  h1: policy.title,
  meta: policy.meta,
  policy,
  numbered,
});

const textRoute = (meta: PageMeta, h1: string): TextRoute => ({ path: meta.path, h1, meta });

const routes: TextRoute[] = [
  policyRoute(cookiePolicy, true),
  policyRoute(termsOfUse, true),
  policyRoute(accessibilityStatement, true),
  policyRoute(safeguardingPolicy, true),
  policyRoute(conflictOfInterestPolicy, true),
  policyRoute(financialControlsPolicy, true),
  policyRoute(riskManagementPolicy, true),
  policyRoute(antiFraudPolicy, true),
  policyRoute(whistleblowingPolicy, true),
  policyRoute(governanceLegalFrameworkPage.governanceLegalFramework, false),
  policyRoute(supportTheTrustPage.supportTheTrust, false),
  policyRoute(contactTheTrustPage.contactTheTrust, false),
  textRoute(governanceOverviewPage.meta, governanceOverviewPage.hero.title),
  textRoute(aboutPage.meta, aboutPage.hero.title),
  textRoute(ourWorkPage.meta, ourWorkPage.hero.title),
  textRoute(howWeWorkPage.meta, howWeWorkPage.hero.title),
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

async function withPage(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

it('covers each route at its own path', () => {
  const paths = routes.map((route) => route.path);
  expect(paths.every((path) => /^\/[a-z-]+$/.test(path))).toBe(true);
  expect(duplicates(paths)).toEqual([]);
});

describe.each(routes)('$path', (route) => {
  it('is a 200 with its title, description and canonical address in the HTML itself', async () => {
    const response = await fetch(`${server.url}${route.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const { titles, meta, canonical } = rawHead(html);
    const title = fullTitle(route.meta.title);
    expect(titles).toEqual([title]);
    expect(meta('description')).toEqual([route.meta.description]);
    expect(canonical).toEqual([`${siteUrl()}${route.path}`]);
    expect(meta('og:title')).toEqual([title]);
    expect(meta('og:url')).toEqual([`${siteUrl()}${route.path}`]);
    expect(html).toMatch(/<h1[\s>]/);
  });

  it('shows its h1 and hydrates with no console error, page error or CSP violation', async () => {
    await withPage(async (page) => {
      const result = await visit(page, `${server.url}${route.path}`);
      expect(result.status).toBe(200);
      expect(await page.locator('h1').allTextContents()).toEqual([route.h1]);
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
      expect(result.cspViolations).toEqual([]);
      expect(await page.title()).toBe(fullTitle(route.meta.title));
      expect(duplicates(await headTags(page))).toEqual([]);
      const { policy } = route;
      if (policy) {
        // Every section has its heading, numbered or not as the page is.
        const headings = await page.locator('main section h2').allTextContents();
        expect(headings).toEqual(
          policy.sections.map(
            (section, index) => `${route.numbered ? `${index + 1}. ` : ''}${section.title}`,
          ),
        );
      }
    });
  });
});

describe('a policy contents list', () => {
  const policy = whistleblowingPolicy;
  const target = policy.sections[2];
  if (!target) throw new Error('The whistleblowing policy has fewer than three sections');

  it('moves focus to the section a link names, puts its hash in the address, and back', async () => {
    await withPage(async (page) => {
      const result = await visit(page, `${server.url}${policy.meta.path}`);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await contents.getByRole('link', { name: `3. ${target.title}` }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target.id);
      expect(new URL(page.url()).hash).toBe(`#${target.id}`);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

      // Its 'Back to contents' link returns focus to the contents heading.
      await page
        .locator('section', { has: page.locator(`#${target.id}`) })
        .getByRole('link', { name: 'Back to contents' })
        .click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contents');
      expect(new URL(page.url()).hash).toBe('#contents');
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
    });
  });
});

describe('the governance overview', () => {
  it('links each policy card to its page, followed as an ordinary page load', async () => {
    await withPage(async (page) => {
      const result = await visit(page, `${server.url}${governanceOverviewPage.meta.path}`);
      const entries = governanceOverviewPage.policyGroups.flatMap((group) => group.policies);
      for (const entry of entries) {
        await expect(
          page.getByRole('link', { name: entry.label, exact: true }).first().getAttribute('href'),
        ).resolves.toBe(entry.href);
      }
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('main').getByRole('link', { name: whistleblowingPolicy.title }).click();
      await page.waitForURL(`${server.url}${whistleblowingPolicy.meta.path}`);
      await expect
        .poll(() => page.locator('h1').allTextContents())
        .toEqual([whistleblowingPolicy.title]);
      // A new document: the mark set on the overview is gone.
      expect(
        await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).toBeUndefined();
      await expect.poll(() => page.title()).toBe(fullTitle(whistleblowingPolicy.meta.title));
      expect(result.consoleProblems).toEqual([]);
      expect(result.pageErrors).toEqual([]);
    });
  });
});
