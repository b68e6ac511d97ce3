// The benchmark's own arithmetic and its check of the database (a real PGlite).
import { describe, expect, it, vi } from 'vitest';
import { pgliteKind } from '../test/support/testDatabases.ts';
import { formatStages, percentile, verifyAcknowledged } from './forms-bench.ts';

// A PGlite database takes about two seconds to start, more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('the forms benchmark', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('finds acknowledged references that are missing or repeated, and counts unacknowledged rows', async () => {
    const db = await pgliteKind.open();
    try {
      const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const id of ids.slice(0, 2)) {
        await db.query(
          "INSERT INTO submissions (id, form, email, fields) VALUES ($1, 'enquiry', 'a@example.org', '{}')",
          [id],
        );
      }
      const [first = '', second = '', third = ''] = ids;
      expect(await verifyAcknowledged(db, [first, second])).toEqual({
        acknowledged: 2,
        missing: [],
        duplicated: [],
        unacknowledged: 0,
      });
      expect(await verifyAcknowledged(db, [first, first, third])).toEqual({
        acknowledged: 2,
        missing: [third],
        duplicated: [first],
        unacknowledged: 1,
      });
    } finally {
      await db.close();
    }
  });

  it('prints one row a stage', () => {
    const table = formatStages([
      {
        connections: 8,
        requests: 10,
        acknowledged: 10,
        perSecond: 5,
        p50: 1,
        p95: 2,
        p99: 3,
        failures: 0,
      },
    ]);
    expect(table.split('\n')).toHaveLength(2);
    expect(table).toContain('requests/s');
  });
});
