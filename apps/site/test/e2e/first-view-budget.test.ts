// The JavaScript a first view really loads, in Chromium against the built site, for a new
// visitor (no saved consent or language) on every page: every script response until the
// network is idle (so code a page fetches with import() as it starts counts too), plus the
// page's inline scripts, each gzipped at level 9 as scripts/budgets.ts measures the files.
// The static measure there runs on every build; this one proves it misses nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, gzippedSize, kb, measure } from '../../scripts/budgets.ts';
import { inlineScripts } from '../../scripts/csp.ts';
import { launchChromium, outputDir, startSiteServer, type RunningProcess } from './helpers.ts';
import { builtPages } from './pages.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first-view JavaScript in the browser', () => {
  it('stays within the budget on every page, and the static measure counts what loads', async () => {
    const staticReport = await measure(join(outputDir, 'client'));
    const rows: { path: string; total: number; lazy: string[] }[] = [];
    for (const { file, path } of builtPages()) {
      // A fresh context each time: a new visitor, nothing saved by the last page.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.set(new URL(response.url()).pathname, response.body());
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      let total = 0;
      for (const body of scripts.values()) total += gzippedSize(await body);
      const html = await readFile(join(outputDir, 'client', file), 'utf8');
      for (const script of inlineScripts(html)) total += gzippedSize(script);
      const measured = staticReport.pages.find((entry) => entry.page === file);
      // Scripts the browser fetched that the static measure did not count.
      const lazy = [...scripts.keys()].filter((address) => !measured?.files.includes(address));
      rows.push({ path, total, lazy });
      await context.close();
    }

    const heaviest = [...rows].sort((a, b) => b.total - a.total);
    const over = rows.filter((row) => row.total > budgets.firstViewJavaScript);
    console.log(
      `First view in Chromium (new visitor): heaviest ${heaviest[0]?.path} ${kb(heaviest[0]?.total ?? 0)},` +
        ` lightest ${heaviest.at(-1)?.path} ${kb(heaviest.at(-1)?.total ?? 0)};` +
        ` ${over.length} of ${rows.length} pages over ${kb(budgets.firstViewJavaScript)}` +
        ` (fetched at start but not preloaded: ${[...new Set(rows.flatMap((row) => row.lazy))].join(', ') || 'none'})`,
    );
    expect(rows.length).toBeGreaterThan(30);
    expect(over.map((row) => `${row.path} ${kb(row.total)}`)).toEqual([]);
  }, 600_000);
});
