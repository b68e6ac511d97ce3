// The production server killed with SIGKILL while it takes submissions, and started again
// on the same storage, three times: every submission it acknowledged is stored exactly
// once, and it starts again each time with no manual step (the PGlite folder's lock dies
// with the process; PGlite recovers its own files).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAcknowledged } from '../../scripts/forms-bench.ts';
import { openDatabase } from '../../server/storage/database.ts';
import {
  freePort,
  reportPostgresUnavailable,
  startTestPostgres,
} from '../../server/storage/testPostgres.ts';
import { startSiteServer, type RunningProcess } from './helpers.ts';

// TODO(lead): once the mail outbox is wired in as afterStore, also check here that every
// acknowledged enquiry's forward reaches an smtp-server on loopback (SMTP_URL) after the
// restarts: the outbox must deliver what was queued before each kill.

/** Clients posting distinct enquiries to `url` until stopped, keeping each reference acknowledged. */
function load(url: string, clients: number) {
  const references: string[] = [];
  let failures = 0;
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      sequence += 1;
      try {
        const response = await fetch(`${url}/api/forms/enquiry`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: `Fault ${sequence}`,
            email: `fault${sequence}@example.org`,
            message: `Submission ${sequence}`,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 202) {
          references.push(((await response.json()) as { reference: string }).reference);
        } else {
          failures += 1;
        }
      } catch {
        // The server is down (killed, or still starting): try again shortly.
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    references,
    failures: () => failures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const postgres = await startTestPostgres();
if (!postgres.available) reportPostgresUnavailable(postgres.reason);
afterAll(() => {
  if (postgres.available) postgres.server.stop();
});

const storages = [
  { kind: 'PGlite', databaseUrl: async () => '' },
  ...(postgres.available
    ? [{ kind: 'PostgreSQL', databaseUrl: () => postgres.server.createDatabase() }]
    : []),
];

describe.each(storages)('SIGKILL under load, $kind', ({ databaseUrl: createUrl }) => {
  it(
    'loses nothing acknowledged across three kills and restarts',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ghat-fault-'));
      const databaseUrl = await createUrl();
      const port = await freePort();
      const start = () => startSiteServer({ dataDir, databaseUrl, port });
      let server: RunningProcess = await start();
      const traffic = load(server.url, 16);
      const acknowledgedBy: number[] = [];
      try {
        for (let kill = 0; kill < 3; kill += 1) {
          // Let the load build up, then pull the plug mid-flight.
          const before = traffic.references.length;
          while (traffic.references.length < before + 200) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await server.kill('SIGKILL');
          acknowledgedBy.push(traffic.references.length);
          server = await start();
        }
        const before = traffic.references.length;
        while (traffic.references.length < before + 100) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        await traffic.stop();
        await server.kill('SIGKILL');
      }
      const db = await openDatabase({ dataDir, databaseUrl });
      try {
        const check = await verifyAcknowledged(db, traffic.references);
        console.log(
          `Fault test: ${check.acknowledged} acknowledged (${acknowledgedBy.join(', ')} at the kills), ${traffic.failures()} refused or cut off, ${check.unacknowledged} stored without an acknowledgement`,
        );
        expect(check.missing).toEqual([]);
        expect(check.duplicated).toEqual([]);
        expect(check.acknowledged).toBeGreaterThanOrEqual(700);
      } finally {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
