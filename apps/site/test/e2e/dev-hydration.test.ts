// Hydration in development mode. Production React hydrates silently: a mismatch between
// the server's HTML and the first client render only shows as a warning or an error in
// React's development build. So each route is rendered by the dev server (SSR, as the
// prerenderer does) and its islands hydrated by development React, and any warning fails
// the test.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  aboutTheTrustPage,
  articleNotFoundCopy,
  blogPage,
  contactPage,
  donatePage,
  constitutionPage,
  homePage,
  notFoundPage,
  privacyPolicy,
  publicationsPage,
} from '@ghat/content';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/testPostgres.ts';
import { launchChromium, startProcess, visit, type RunningProcess } from './helpers.ts';

const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

const pages = [
  { path: '/', h1: homePage.hero.title, status: 200 },
  { path: '/about-the-trust', h1: aboutTheTrustPage.hero.title, status: 200 },
  { path: '/privacy-policy', h1: privacyPolicy.title, status: 200 },
  { path: '/publications', h1: publicationsPage.hero.title, status: 200 },
  { path: '/constitution', h1: constitutionPage.hero.title, status: 200 },
  // Islands with forms and filters: their ids (labels, error messages) match on both sides.
  { path: '/donate', h1: donatePage.hero.title, status: 200 },
  { path: '/contact', h1: contactPage.hero.title, status: 200 },
  { path: '/blog', h1: blogPage.hero.title, status: 200 },
  {
    path: '/blog/healthcare-access-crisis-zones',
    h1: 'Healthcare Access in Crisis Zones',
    status: 200,
  },
  { path: '/blog/no-such-article', h1: articleNotFoundCopy.title, status: 404 },
  { path: '/no-such-page', h1: notFoundPage.meta.title, status: 404 },
];

let dev: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  [dev, browser] = await Promise.all([
    startProcess(
      process.execPath,
      [viteBin, 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { NODE_OPTIONS: '--conditions=@ghat/source' },
    ),
    launchChromium(),
  ]);
  // The first request compiles the app; make it before any page is judged.
  await fetch(`${dev.url}/`);
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe.each(pages)('$path in development mode', ({ path, h1, status }) => {
  it('hydrates with no warning, error or hydration mismatch', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const result = await visit(page, `${dev.url}${path}`);
      expect(result.status).toBe(status);
      await expect(page.locator('h1').allTextContents()).resolves.toEqual([h1]);
      expect(result.pageErrors).toEqual([]);
      expect(result.consoleProblems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
