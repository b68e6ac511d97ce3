import { describe, expect, it } from 'vitest';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  chromiumFlags,
  cpuSlowdown,
  lighthouseSettings,
  median,
  medianFigures,
  medianRun,
  misses,
  needsAnotherRun,
  samplePaths,
  sawCookieBanner,
  summarise,
  table,
  thresholds,
  type LighthouseResult,
  type PageResult,
} from './lighthouse.ts';

function result(
  path: string,
  scores: Partial<PageResult['scores']> = {},
  timings: Partial<PageResult['timings']> = {},
): PageResult {
  return {
    path,
    scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    timings: { FCP: 1000, LCP: 1500, TBT: 10, CLS: 0, SI: 1200, ...timings },
    failingAudits: [],
    benchmarkIndex: 1200,
    requests: [],
  };
}

describe('how Lighthouse is run: as ../shared/tools/perf/compare.sh runs it', () => {
  it('launches Chromium with compare.sh’s flags', () => {
    expect(chromiumFlags).toEqual([
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ]);
  });

  it('measures a phone with simulated throttling, in the four categories', () => {
    expect(lighthouseSettings).toMatchObject({
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  });
});

describe('cpuSlowdown', () => {
  it('is Lighthouse’s own mobile multiplier, 4, unless set', () => {
    expect(cpuSlowdown(undefined)).toBe(4);
    expect(cpuSlowdown('')).toBe(4);
    expect(throttling.mobileSlow4G.cpuSlowdownMultiplier).toBe(4);
  });

  it('takes a slower machine’s multiplier, and refuses one that is not a number of at least 1', () => {
    expect(cpuSlowdown('10')).toBe(10);
    expect(cpuSlowdown('2.5')).toBe(2.5);
    expect(() => cpuSlowdown('fast')).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN.*'fast'/);
    expect(() => cpuSlowdown('0.5')).toThrow(/at least 1/);
  });
});

describe('sawCookieBanner', () => {
  const banner = ['/assets/CookieBannerIsland-abc.js', '/assets/Button-def.js'];
  it('is true when the run fetched the cookie banner’s code, as a new visitor’s page does', () => {
    const seen = {
      ...result('/'),
      requests: ['http://127.0.0.1:4300/', 'http://127.0.0.1:4300/assets/Button-def.js'],
    };
    expect(sawCookieBanner(seen, banner)).toBe(true);
  });

  it('is false when it did not (a returning visitor’s page)', () => {
    const unseen = { ...result('/'), requests: ['http://127.0.0.1:4300/assets/index-x.js'] };
    expect(sawCookieBanner(unseen, banner)).toBe(false);
  });
});

describe('the Lighthouse thresholds', () => {
  it('are performance 95 and accessibility, best practices and SEO 100', () => {
    expect(thresholds).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
  });

  it('pass pages exactly at the thresholds', () => {
    expect(misses([result('/'), result('/blog')])).toEqual([]);
  });

  it('name every category of every page below its threshold', () => {
    expect(
      misses([
        result('/', { performance: 94 }),
        result('/blog', { accessibility: 99, seo: 92 }),
        result('/donate', { 'best-practices': 96 }),
      ]),
    ).toEqual([
      '/: performance 94 < 95',
      '/blog: accessibility 99 < 100',
      '/blog: seo 92 < 100',
      '/donate: best-practices 96 < 100',
    ]);
  });

  it('count a category Lighthouse could not score as a miss', () => {
    expect(misses([result('/', { performance: null })])).toEqual(['/: performance no score < 95']);
  });

  it('sample the home page, the blog, an article, contact, a policy, donate, French and Arabic', () => {
    expect(samplePaths).toHaveLength(8);
    expect(samplePaths).toContain('/');
    expect(samplePaths).toEqual(expect.arrayContaining(['/fr/', '/ar/']));
    expect(samplePaths.some((path) => path.startsWith('/blog/'))).toBe(true);
  });
});

describe('medianRun', () => {
  it('takes the run with the middle performance score, so one slow or fast run does not decide', () => {
    const runs = [92, 99, 96].map((performance) => result('/', { performance }));
    expect(medianRun(runs).scores.performance).toBe(96);
    expect(medianRun([result('/', { performance: 70 })]).scores.performance).toBe(70);
    expect(
      medianRun([90, 97].map((performance) => result('/', { performance }))).scores.performance,
    ).toBe(90);
  });
});

describe('median', () => {
  it('is compare.sh’s: the middle value, or the mean of the middle two, of the numbers there are', () => {
    expect(median([120, 0, 60])).toBe(60);
    expect(median([100, 40, 60, 0])).toBe(50);
    expect(median([null, 30, null])).toBe(30);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('medianFigures', () => {
  it('takes each figure’s own median, so the blocking time is the middle one of all the runs', () => {
    const runs = [
      result('/blog', { performance: 100 }, { TBT: 0, LCP: 900 }),
      result('/blog', { performance: 99 }, { TBT: 120, LCP: 1000 }),
      result('/blog', { performance: 98 }, { TBT: 60, LCP: 950 }),
    ];
    const figures = medianFigures(runs);
    expect(figures).toMatchObject({ path: '/blog', runs: 3, benchmarkIndex: 1200 });
    expect(figures.scores.performance).toBe(99);
    // The run with the median performance blocked for 120 ms; the median blocking time is 60.
    expect(medianRun(runs).timings.TBT).toBe(120);
    expect(figures.timings).toEqual({ FCP: 1000, LCP: 950, TBT: 60, CLS: 0, SI: 1200 });
  });

  it('needs a run', () => {
    expect(() => medianFigures([])).toThrow(/No Lighthouse run/);
  });
});

describe('summarise', () => {
  const lhr: LighthouseResult = {
    categories: {
      performance: {
        score: 0.874,
        auditRefs: [
          { id: 'total-blocking-time', weight: 30 },
          { id: 'first-contentful-paint', weight: 10 },
          { id: 'render-blocking-resources', weight: 0 },
        ],
      },
      accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      'total-blocking-time': {
        title: 'Total Blocking Time',
        score: 0.6,
        scoreDisplayMode: 'numeric',
        displayValue: '480 ms',
      },
      'first-contentful-paint': {
        title: 'First Contentful Paint',
        score: 1,
        scoreDisplayMode: 'numeric',
        displayValue: '0.9 s',
      },
      'render-blocking-resources': {
        title: 'Render-blocking resources',
        score: 0,
        scoreDisplayMode: 'metricSavings',
      },
      'color-contrast': {
        title: 'Contrast',
        score: 0,
        scoreDisplayMode: 'binary',
      },
      'errors-in-console': { title: 'Console', score: 1, scoreDisplayMode: 'binary' },
      'network-requests': {
        title: 'Network requests',
        score: null,
        scoreDisplayMode: 'informative',
        details: { items: [{ url: 'http://127.0.0.1:4300/contact' }, { url: 42 }] },
      },
    },
    environment: { benchmarkIndex: 987.5 },
  };

  it('turns scores into whole numbers out of 100 and keeps a missing score missing', () => {
    expect(summarise('/contact', lhr).scores).toEqual({
      performance: 87,
      accessibility: 96,
      'best-practices': 100,
      seo: null,
    });
  });

  it('lists the weighted audits without full marks', () => {
    const summary = summarise('/contact', lhr);
    expect(summary.failingAudits).toEqual([
      'performance: total-blocking-time (Total Blocking Time) 480 ms',
      'accessibility: color-contrast (Contrast)',
    ]);
  });

  it('keeps the requested addresses and the machine’s benchmark index', () => {
    const summary = summarise('/contact', lhr);
    expect(summary.requests).toEqual(['http://127.0.0.1:4300/contact']);
    expect(summary.benchmarkIndex).toBe(987.5);
  });

  it('reads the metrics as numbers, and keeps one not measured missing', () => {
    const withValues: LighthouseResult = {
      ...lhr,
      audits: {
        ...lhr.audits,
        'total-blocking-time': {
          title: 'Total Blocking Time',
          score: 0.6,
          scoreDisplayMode: 'numeric',
          displayValue: '480 ms',
          numericValue: 480.4,
        },
      },
    };
    expect(summarise('/contact', withValues).timings).toEqual({
      FCP: null,
      LCP: null,
      TBT: 480.4,
      CLS: null,
      SI: null,
    });
  });

  it('prints one row a page under a header: median scores, whole milliseconds, CLS to three places', () => {
    const pages = [
      medianFigures([result('/')]),
      medianFigures([
        result('/blog', { seo: null }, { TBT: 61.6, CLS: 0.0123 }),
        result('/blog', { seo: null }, { TBT: 80.4, CLS: 0.0123 }),
      ]),
    ];
    const lines = table(pages).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^page\s+perf\s+a11y\s+bp\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI\s+runs\s+bench$/,
    );
    expect(lines[1]).toMatch(
      /^\/\s+95\s+100\s+100\s+100\s+1000\s+1500\s+10\s+0\.000\s+1200\s+1\s+1200$/,
    );
    expect(lines[2]).toMatch(
      /^\/blog\s+95\s+100\s+100\s+-\s+1000\s+1500\s+71\s+0\.012\s+1200\s+2\s+1200$/,
    );
  });
});

describe('needsAnotherRun', () => {
  const passing = result('/');
  const noisy = result('/', { 'best-practices': 92 });

  it('runs a page as many times as asked', () => {
    expect(needsAnotherRun([], 1)).toBe(true);
    expect(needsAnotherRun([passing], 1)).toBe(false);
    expect(needsAnotherRun([passing, passing], 3)).toBe(true);
    expect(needsAnotherRun([passing, passing, passing], 3)).toBe(false);
  });

  it('confirms a score below its threshold by the median of three runs', () => {
    expect(needsAnotherRun([noisy], 1)).toBe(true);
    expect(needsAnotherRun([noisy, passing], 1)).toBe(true);
    expect(needsAnotherRun([noisy, passing, passing], 1)).toBe(false);
    expect(misses([medianFigures([noisy, passing, passing])])).toEqual([]);
    expect(needsAnotherRun([noisy, noisy, noisy], 1)).toBe(false);
    expect(misses([medianFigures([noisy, noisy, noisy])])).toEqual(['/: best-practices 92 < 100']);
  });

  it('does not run a page again for its performance, a timing', () => {
    expect(needsAnotherRun([result('/', { performance: 60 })], 1)).toBe(false);
  });
});
