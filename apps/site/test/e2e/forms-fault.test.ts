// The production server killed with SIGKILL while it takes submissions, and started again
// on the same storage, three times: every submission it acknowledged is stored exactly
// once, its email reaches the trust's inbox, and it starts again each time with no manual
// step (the PGlite folder's lock dies with the process; PGlite recovers its own files).
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAcknowledged } from '../../scripts/forms-bench.ts';
import { openDatabase } from '../../server/storage/database.ts';
import { freePort, reportPostgresUnavailable, startTestPostgres } from '../support/testPostgres.ts';
import { startSmtpServer } from '../support/mailTestSupport.ts';
import { startSiteServer, type RunningProcess } from './helpers.ts';

const trustInbox = 'enquiries@trust.example';

// Mail goes to an SMTP server on loopback: after the last restart, the outbox delivers the
// forward of every acknowledged enquiry, those queued before each kill included.

/** Clients posting distinct enquiries to `url` until stopped, keeping each reference acknowledged. */
function load(url: string, clients: number) {
  const references: string[] = [];
  /** The message of each acknowledged enquiry, which its forwarded email carries. */
  const messages: string[] = [];
  let failures = 0;
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      sequence += 1;
      const mine = sequence;
      try {
        const response = await fetch(`${url}/api/forms/enquiry`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: `Fault ${mine}`,
            email: `fault${mine}@example.org`,
            message: `Submission ${mine}.`,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 202) {
          references.push(((await response.json()) as { reference: string }).reference);
          messages.push(`Submission ${mine}.`);
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
    messages,
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
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ghat-fault-'));
      const databaseUrl = await createUrl();
      const port = await freePort();
      const smtp = await startSmtpServer();
      const start = () =>
        startSiteServer({
          dataDir,
          databaseUrl,
          port,
          env: {
            SMTP_URL: smtp.url,
            GHAT_ENQUIRIES_TO: trustInbox,
            // An email claimed by a killed server is sent again after this, not 5 minutes.
            GHAT_MAIL_LEASE_SECONDS: '3',
          },
        });
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
      }
      try {
        // The last server sends what is still queued, from before the kills as well.
        const delivered = () => {
          const texts = new Set(
            smtp.received.filter((mail) => mail.to.includes(trustInbox)).map((mail) => mail.text),
          );
          const all = [...texts].join('\n');
          return traffic.messages.filter((message) => !all.includes(message)).length;
        };
        await expect.poll(delivered, { timeout: 90_000, interval: 500 }).toBe(0);
      } finally {
        await server.stop();
        await smtp.stop();
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

describe('SIGTERM', () => {
  // A browser's unused preconnect held Node's close() open (why: server/shutdown.ts).
  it(
    'stops the server though a browser holds a connection it has not used',
    { timeout: 30_000 },
    async () => {
      const server = await startSiteServer();
      const { port } = new URL(server.url);
      const unused = await new Promise<Socket>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        // A reset closes it as well as an end: either is the server letting go.
        socket.on('error', () => {});
      });
      const closed = new Promise((resolve) => unused.once('close', resolve));
      try {
        await server.stop();
        await closed;
      } finally {
        unused.destroy();
      }
    },
  );
});
