// The interaction benchmark (scripts/inp-bench.ts) still measures what it names: each of its
// interactions runs on the built site and the page records it through the Event Timing API.
// No time is checked here: a timing on a shared machine is a benchmark, never a test.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactions, measureOnce, median, reportingThreshold } from '../../scripts/inp-bench.ts';
import { launchChromium, startSiteServer, type RunningProcess } from './helpers.ts';

let server: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the interaction benchmark', () => {
  it('covers the seven interactions issue 27 names', () => {
    expect(interactions.map((interaction) => interaction.name)).toEqual([
      'header submenu (1280 px)',
      'mobile menu (390 px)',
      "search: open and type 'health'",
      'publications: Type by keyboard',
      'blog: Load More',
      'donate: empty Send Enquiry',
      'cookie banner: Accept All',
    ]);
  });

  for (const interaction of interactions) {
    it(`runs "${interaction.name}" on the built site and times it`, async () => {
      // A control the benchmark cannot find fails here (Playwright's action times out).
      const duration = await measureOnce(browser, server.url, interaction);
      expect(duration).toBeGreaterThanOrEqual(reportingThreshold);
    });
  }

  it('takes the median of an odd and an even number of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
