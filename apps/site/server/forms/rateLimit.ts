// At most `limit` submissions from one address in any `windowMs`. Kept in this process's
// memory: with several instances each counts on its own (see the README).

export interface RateLimiter {
  /** Counts a submission from `key`; returns 0 when allowed, else the seconds to wait. */
  take(key: string): number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
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
        const oldest = recent[0] ?? time;
        return Math.max(1, Math.ceil((oldest + windowMs - time) / 1000));
      }
      recent.push(time);
      seen.set(key, recent);
      return 0;
    },
  };
}
