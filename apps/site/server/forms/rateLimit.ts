// At most `limit` submissions from one address in any `windowMs`. Two ways of counting:
// in this process's memory (one instance; PGlite), or in the database, shared by every
// instance on the same PostgreSQL server (createSharedRateLimiter), so that a deployment
// of several instances still allows `limit` a window, not `limit` for each instance.
import { createHmac } from 'node:crypto';
import type { Database } from '../storage/database.ts';

export interface RateLimiter {
  /** Counts a submission from `key`; returns 0 when allowed, else the seconds to wait. */
  take(key: string): number | Promise<number>;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Seconds until the oldest counted submission leaves the window (at least 1). */
function secondsToWait(oldest: number, windowMs: number, time: number): number {
  return Math.max(1, Math.ceil((oldest + windowMs - time) / 1000));
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimit & { now?: () => number }): RateLimiter {
  const seen = new Map<string, number[]>();
  let lastSweep = now();
  return {
    take(key) {
      const time = now();
      // Forget addresses that have gone quiet, so the map cannot grow without end.
      if (time - lastSweep > windowMs) {
        for (const [address, times] of seen) {
          if ((times.at(-1) ?? 0) <= time - windowMs) seen.delete(address);
        }
        lastSweep = time;
      }
      const recent = (seen.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= limit) {
        seen.set(key, recent);
        return secondsToWait(recent[0] ?? time, windowMs, time);
      }
      recent.push(time);
      seen.set(key, recent);
      return 0;
    },
  };
}

/** Any fixed number: the advisory locks of the rate limit, apart from the migrations'. */
const rateLimitLockSpace = 7_340_118;

/**
 * The limit counted in the database's form_rate_limit table (003-rate-limit.sql). Each
 * check is one transaction holding an advisory lock on its key, so instances checking the
 * same address at once take turns and never let more through than the limit. Addresses
 * are stored as an HMAC under `secret` (the site's signing secret): a table of hashed
 * IPv4 addresses without a key could be reversed by trying all four billion.
 */
export function createSharedRateLimiter({
  db,
  secret,
  limit,
  windowMs,
  now = Date.now,
}: RateLimit & { db: Database; secret: string; now?: () => number }): RateLimiter {
  let lastSweep = 0;
  return {
    take(address) {
      const key = createHmac('sha256', secret).update(address).digest('base64url');
      const time = now();
      const windowStart = new Date(time - windowMs);
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [rateLimitLockSpace, key]);
        if (time - lastSweep > windowMs) {
          // Every address's old rows, once a window: the table holds one window at most.
          lastSweep = time;
          await tx.query('DELETE FROM form_rate_limit WHERE counted_at <= $1', [windowStart]);
        } else {
          await tx.query('DELETE FROM form_rate_limit WHERE key = $1 AND counted_at <= $2', [
            key,
            windowStart,
          ]);
        }
        const { rows } = await tx.query<{ counted_at: Date | string }>(
          'SELECT counted_at FROM form_rate_limit WHERE key = $1 ORDER BY counted_at LIMIT $2',
          [key, limit],
        );
        if (rows.length >= limit) {
          const oldest = new Date(rows[0]?.counted_at ?? time).getTime();
          return secondsToWait(oldest, windowMs, time);
        }
        await tx.query('INSERT INTO form_rate_limit (key, counted_at) VALUES ($1, $2)', [
          key,
          new Date(time),
        ]);
        return 0;
      });
    },
  };
}
