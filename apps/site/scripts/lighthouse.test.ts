import { describe, expect, it } from 'vitest';
import {
  chromiumFlags,
  lighthouseSettings,
  medianRun,
  misses,
  remeasure,
  samplePaths,
  sawCookieBanner,
  summarise,
  table,
  thresholds,
  type LighthouseResult,
  type PageResult,
} from './lighthouse.ts';

function result(path: string, scores: Partial<PageResult['scores']> = {}): PageResult {
  return {
    path,
    scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, ...scores },
    metrics: { FCP: '1.0 s', LCP: '1.5 s', TBT: '10 ms', CLS: '0', SI: '1.2 s' },
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

  it('sample the home page, the blog, an article, contact, a policy and donate', () => {
    expect(samplePaths).toHaveLength(6);
    expect(samplePaths).toContain('/');
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

describe('remeasure', () => {
  it('measures again a page that misses on performance alone, the score the machine’s load moves', () => {
    expect(remeasure(result('/blog', { performance: 94 }))).toBe(true);
    expect(remeasure(result('/blog', { performance: 95 }))).toBe(false);
  });

  it('does not for a miss no second look would mend', () => {
    expect(remeasure(result('/blog', { accessibility: 98 }))).toBe(false);
    expect(remeasure(result('/blog', { performance: 90, seo: 92 }))).toBe(false);
    expect(remeasure(result('/blog', { performance: null, accessibility: null }))).toBe(false);
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

  it('lists the weighted audits without full marks, and reads the metrics', () => {
    const summary = summarise('/contact', lhr);
    expect(summary.failingAudits).toEqual([
      'performance: total-blocking-time (Total Blocking Time) 480 ms',
      'accessibility: color-contrast (Contrast)',
    ]);
    expect(summary.metrics).toEqual({ FCP: '0.9 s', LCP: '?', TBT: '480 ms', CLS: '?', SI: '?' });
  });

  it('keeps the requested addresses and the machine’s benchmark index', () => {
    const summary = summarise('/contact', lhr);
    expect(summary.requests).toEqual(['http://127.0.0.1:4300/contact']);
    expect(summary.benchmarkIndex).toBe(987.5);
  });

  it('prints one row a page under a header', () => {
    const lines = table([result('/'), result('/blog', { seo: null })]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^page\s+perf\s+a11y\s+bp\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI\s+bench$/,
    );
    expect(lines[2]).toMatch(/^\/blog\s+95\s+100\s+100\s+-\s+1\.0 s.*\s1200$/);
  });
});
