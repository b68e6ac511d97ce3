// The forms' rate limit counted in the database, shared by instances: on PGlite and on a
// real PostgreSQL server, two "instances" (two connection pools to one database) included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedRateLimiter } from '../main.ts';
import { loadSigningSecret } from '../mail/index.ts';
import { openDatabase, type Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { purgeExpired } from '../storage/retention.ts';
import { databasesForThisFile, pgliteKind } from '../../test/support/testDatabases.ts';
import { createSharedRateLimiter } from './rateLimit.ts';
import { startTestSite, type TestSite } from '../../test/support/testSite.ts';

const { kinds, postgres } = await databasesForThisFile();
const secret = 'a test secret of at least thirty-two characters';
const minute = { limit: 5, windowMs: 60_000 };

describe.each(kinds)('the shared rate limit on $kind', (kind) => {
  let db: Database;
  let time = Date.parse('2026-11-22T10:00:00Z');
  const limiter = () => createSharedRateLimiter({ db, secret, ...minute, now: () => time });
  beforeAll(async () => {
    db = await kind.open();
  });
  afterAll(() => db.close());

  it('allows five a minute from one address, then says how long to wait', async () => {
    const shared = limiter();
    for (let i = 0; i < 5; i += 1) expect(await shared.take('203.0.113.1')).toBe(0);
    time += 20_000;
    // The first of the five leaves the window 40 s from now.
    expect(await shared.take('203.0.113.1')).toBe(40);
    expect(await shared.take('203.0.113.2')).toBe(0);
    time += 40_001;
    expect(await shared.take('203.0.113.1')).toBe(0);
  });

  it('lets no more than five through when asked all at once', async () => {
    time += 120_000;
    const shared = limiter();
    const waits = await Promise.all(Array.from({ length: 12 }, () => shared.take('198.51.100.9')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('stores a keyed hash of the address, never the address, and a window of rows at most', async () => {
    time += 120_000;
    await limiter().take('192.0.2.77');
    const { rows } = await db.query<{ key: string }>('SELECT key FROM form_rate_limit');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).not.toContain('192.0.2');
    // Once a window has passed, the next check clears every address's old rows.
    time += 61_000;
    await limiter().take('192.0.2.78');
    expect((await db.query('SELECT key FROM form_rate_limit')).rows).toHaveLength(1);
  });

  it('leaves the retention purge to clear the counts of a site gone quiet', async () => {
    await db.query('INSERT INTO form_rate_limit (key, counted_at) VALUES ($1, $2)', [
      'old',
      new Date('2026-11-22T08:00:00Z'),
    ]);
    await purgeExpired(db, new Date('2026-11-22T10:00:00Z'));
    const { rows } = await db.query("SELECT 1 FROM form_rate_limit WHERE key = 'old'");
    expect(rows).toEqual([]);
  });
});

describe('npm start on PostgreSQL', () => {
  it('counts in the database there, and in memory on PGlite (one instance)', async () => {
    const db = await pgliteKind.open();
    try {
      expect(await sharedRateLimiter(db, minute)).toBeUndefined();
    } finally {
      await db.close();
    }
    // Opening PGlite compiles its WebAssembly: seconds on a busy two-core machine.
  }, 30_000);

  // Only where PostgreSQL runs (databasesForThisFile says so when it cannot, and fails in CI).
  if (postgres.available) {
    const { server } = postgres;
    it('two instances on one database allow five a minute between them, not five each', async () => {
      const url = await server.createDatabase();
      const [first, second] = await Promise.all([
        openDatabase({ databaseUrl: url }),
        openDatabase({ databaseUrl: url }),
      ]);
      let sites: TestSite[] = [];
      try {
        await migrate(first);
        sites = await Promise.all(
          [first, second].map(async (db) =>
            startTestSite({
              db,
              trustProxy: true,
              rateLimit: minute,
              rateLimiter: await sharedRateLimiter(db, minute),
            }),
          ),
        );
        // Both instances share the signing secret, so they hash an address alike.
        expect(await loadSigningSecret(first)).toBe(await loadSigningSecret(second));
        const post = (site: TestSite) =>
          fetch(`${site.origin}/api/forms/footer-newsletter`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.50' },
            body: JSON.stringify({ email: 'sam@example.org' }),
          });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await post(sites[i % 2] as TestSite)).status);
        expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
        const refused = await post(sites[0] as TestSite);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } finally {
        await Promise.all(sites.map((site) => site.close()));
        await Promise.all([first.close(), second.close()]);
      }
    });
  }
});
