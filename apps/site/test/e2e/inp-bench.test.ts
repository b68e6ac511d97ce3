// The interaction benchmark (scripts/inp-bench.ts) still measures what it names: each of its
// interactions runs on the built site and the page records it through the Event Timing API.
// No time is checked here: a timing on a shared machine is a benchmark, never a test.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  besideOrigin,
  controlAt,
  cpuSlowdown,
  cpuSlowdownFrom,
  interactions,
  measureOnce,
  median,
  reportingThreshold,
  runForRun,
  withPointerResting,
} from '../../scripts/inp-bench.ts';
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

  it('puts no listener of its own on the page it times', async () => {
    // Playwright's locators add pointer and mouse listeners to the window, which would run on
    // every press timed: the benchmark finds its controls with the page's own DOM calls.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const windowListeners = async () => {
        const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
          objectId: result.objectId ?? '',
        });
        return listeners.map(
          ({ type, scriptId, lineNumber }) => `${type} ${scriptId}:${lineNumber}`,
        );
      };
      const search = interactions.find(({ name }) => name.startsWith('search'));
      if (!search) throw new Error('the search interaction is listed');
      await page.goto(`${server.url}${search.path}`, { waitUntil: 'networkidle' });
      const before = await windowListeners();
      await search.act(page, await controlAt(page, search));
      expect(await windowListeners()).toEqual(before);
      // What would fail it: a locator's use.
      await page.getByRole('button').first().boundingBox();
      expect(await windowListeners()).not.toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('times a press with the pointer resting first, and only a pointer press', async () => {
    const pressesByPointer = interactions.filter((interaction) => withPointerResting(interaction));
    expect(pressesByPointer.map((interaction) => interaction.name)).toEqual([
      'header submenu (1280 px)',
      'mobile menu (390 px)',
      'blog: Load More',
      'donate: empty Send Enquiry',
      'cookie banner: Accept All',
    ]);
    const acceptAll = interactions.find(({ name }) => name.startsWith('cookie banner'));
    const resting = acceptAll && withPointerResting(acceptAll);
    if (!resting) throw new Error('Accept All is a pointer press');
    // A control the benchmark cannot find fails here, as above.
    expect(await measureOnce(browser, server.url, resting)).toBeGreaterThanOrEqual(
      reportingThreshold,
    );
  });

  it('reads the build to time beside this one from INP_BESIDE, and says what is wrong with it', () => {
    expect(besideOrigin(undefined)).toBeUndefined();
    expect(besideOrigin(' ')).toBeUndefined();
    expect(besideOrigin(' http://127.0.0.1:3001/blog ')).toBe('http://127.0.0.1:3001');
    expect(() => besideOrigin('3001')).toThrow(
      'INP_BESIDE must be the address of a running site, such as http://127.0.0.1:3001, not "3001"',
    );
    expect(() => besideOrigin('file:///tmp/dist')).toThrow(
      'INP_BESIDE must be an http or https address, not "file:///tmp/dist"',
    );
  });

  it('times at 4x unless INP_CPU gives another slowdown, and says what is wrong with one', () => {
    expect(cpuSlowdown).toBe(4);
    expect(cpuSlowdownFrom(undefined)).toBe(4);
    expect(cpuSlowdownFrom(' ')).toBe(4);
    expect(cpuSlowdownFrom(' 2.5 ')).toBe(2.5);
    expect(cpuSlowdownFrom('1')).toBe(1);
    for (const wrong of ['0.5', '21', 'fast', '4x']) {
      expect(() => cpuSlowdownFrom(wrong)).toThrow(
        `INP_CPU must be a slowdown from 1 to 20, such as 2.5, not "${wrong}"`,
      );
    }
  });

  it('takes the median of an odd and an even number of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('counts the runs in which this build read faster, slower or the same as the one beside', () => {
    expect(runForRun([96, 120, 104, 88], [104, 112, 104, 136])).toEqual({
      faster: 2,
      slower: 1,
      same: 1,
    });
    // A run the other build did not make is not counted.
    expect(runForRun([96, 120], [104])).toEqual({ faster: 1, slower: 0, same: 0 });
  });
});
