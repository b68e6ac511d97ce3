import { siteLocales } from '@ghat/content/i18n/siteLocales';
import { describe, expect, it } from 'vitest';
import {
  benchmarkQueries,
  buildSiteIndexJson,
  searchIndexBudgetBytes,
  searchIndexSize,
  timeQueries,
} from './search-bench.ts';

// Each test builds whole indexes (two for a translation): 2-3 s alone, over vitest's 5 s on
// CI's two CPUs while the browser tests and the storage tests' databases run beside them.
describe('the search index budget', { timeout: 60_000 }, () => {
  it('keeps the index of the whole corpus under 60 KB gzipped', () => {
    const size = searchIndexSize();
    expect(searchIndexBudgetBytes).toBe(60 * 1024);
    // Every page, article and document is in it (the corpus has 81 records today).
    expect(size.records).toBeGreaterThan(50);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(searchIndexBudgetBytes);
  });

  it.each(siteLocales.filter((locale) => locale.code !== 'en').map((locale) => locale.code))(
    'keeps the %s index, fetched instead of the English one, under the same budget',
    (code) => {
      const size = searchIndexSize(code);
      expect(size.records).toBe(searchIndexSize().records);
      expect(size.gzip).toBeLessThan(searchIndexBudgetBytes);
    },
  );

  it('times every benchmark query the given number of times (printed, not asserted)', () => {
    const { json } = buildSiteIndexJson();
    const timing = timeQueries(json, 2);
    expect(timing.samples).toBe(benchmarkQueries.length * 2);
    expect(timing.medianMs).toBeLessThanOrEqual(timing.p95Ms);
    expect(timing.p95Ms).toBeLessThanOrEqual(timing.maxMs);
  });
});
