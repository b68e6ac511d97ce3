// The backup benchmark runs end to end with a handful of submissions (PGlite only: the
// numbers are printed by `npm run bench:backup`, not asserted).
import { describe, expect, it } from 'vitest';
import { benchmarkBackups, formatResults } from './backup-bench.ts';

describe('the backup benchmark', () => {
  it('fills PGlite, backs up and restores, and reports what it restored', async () => {
    const { results } = await benchmarkBackups({
      count: 12,
      runs: 1,
      engines: ['pglite'],
      log: () => undefined,
    });
    // Twelve submissions: four contact messages and four enquiries with a forward and a
    // receipt each, and two of each newsletter form with a confirmation.
    expect(results).toEqual([
      expect.objectContaining({ engine: 'pglite', submissions: 12, emails: 20 }),
    ]);
    expect(results[0]?.bytes).toBeGreaterThan(0);
    expect(formatResults(results, 1)).toContain('| pglite | 12 | 20 |');
  }, 120_000);
});
