// The forms service under load: `npm run bench:forms -w @ghat/site [-- --duration 10
// --connections 1,8,32 --postgres]`. Starts the production server (server/main.ts, the
// built site) on loopback with its own PGlite folder, or a throwaway PostgreSQL server with
// --postgres; posts valid, distinct enquiries with autocannon at each concurrency for a
// bounded time; prints throughput and latency percentiles; then stops the server and checks
// that every acknowledged reference is in the database exactly once. Exits 1 if not.
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Queryable } from '../server/storage/database.ts';
import { startTestPostgres } from '../test/support/testPostgres.ts';
import { outputDir, startSiteServer } from '../test/e2e/helpers.ts';

export interface StageResult {
  connections: number;
  requests: number;
  acknowledged: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses other than 202, and requests that got no response. */
  failures: number;
}

/** The value below which `fraction` of the sorted `values` fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export interface Verification {
  acknowledged: number;
  missing: string[];
  duplicated: string[];
  /** Stored but never acknowledged (the response was lost): allowed, and counted. */
  unacknowledged: number;
}

/** Whether every acknowledged reference is stored exactly once. */
export async function verifyAcknowledged(
  db: Queryable,
  references: readonly string[],
): Promise<Verification> {
  const { rows } = await db.query<{ id: string; copies: number }>(
    'SELECT id::text AS id, count(*)::int AS copies FROM submissions GROUP BY id',
  );
  const stored = new Map(rows.map((row) => [row.id, row.copies]));
  const acknowledged = new Set(references);
  return {
    acknowledged: acknowledged.size,
    missing: [...acknowledged].filter((reference) => !stored.has(reference)),
    duplicated: [
      ...references.filter((reference, index) => references.indexOf(reference) !== index),
      ...[...stored].filter(([, copies]) => copies > 1).map(([id]) => id),
    ],
    unacknowledged: [...stored.keys()].filter((id) => !acknowledged.has(id)).length,
  };
}

let sequence = 0;

/** One stage: `connections` clients posting distinct enquiries for `duration` seconds. */
export async function runStage(
  url: string,
  connections: number,
  duration: number,
  references: string[],
): Promise<StageResult> {
  const latencies: number[] = [];
  let acknowledged = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: `${url}/api/forms/enquiry`,
      connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              body: JSON.stringify({
                name: `Bench ${sequence}`,
                email: `bench${sequence}@example.org`,
                phone: '',
                message: `Load test enquiry ${sequence}`,
              }),
            };
          },
          onResponse: (status, body) => {
            if (status !== 202) return;
            const { reference } = JSON.parse(body) as { reference: string };
            references.push(reference);
            acknowledged += 1;
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const requests = result.requests.total;
  return {
    connections,
    requests,
    acknowledged,
    perSecond: acknowledged / duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function formatStages(stages: readonly StageResult[]): string {
  const header = 'connections  requests/s  acknowledged  p50 ms  p95 ms  p99 ms  failures';
  const lines = stages.map((stage) =>
    [
      String(stage.connections).padStart(11),
      stage.perSecond.toFixed(0).padStart(10),
      String(stage.acknowledged).padStart(12),
      stage.p50.toFixed(1).padStart(6),
      stage.p95.toFixed(1).padStart(6),
      stage.p99.toFixed(1).padStart(6),
      String(stage.failures).padStart(8),
    ].join('  '),
  );
  return [header, ...lines].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '1,8,32' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const duration = Number(values.duration);
  const stages = values.connections.split(',').map(Number);
  if (!existsSync(join(outputDir, 'csp.json'))) {
    throw new Error('No build output: run `npm run build -w @ghat/site` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ghat-bench-'));
  let databaseUrl = '';
  let stopPostgres = (): void => undefined;
  if (values.postgres) {
    const postgres = await startTestPostgres();
    if (!postgres.available) throw new Error(`PostgreSQL could not start: ${postgres.reason}`);
    databaseUrl = await postgres.server.createDatabase();
    stopPostgres = () => postgres.server.stop();
  }
  try {
    const server = await startSiteServer({ dataDir, databaseUrl });
    const references: string[] = [];
    const results: StageResult[] = [];
    try {
      for (const connections of stages) {
        results.push(await runStage(server.url, connections, duration, references));
      }
    } finally {
      await server.stop();
    }
    console.log(
      `Forms service on loopback, ${values.postgres ? 'PostgreSQL' : 'PGlite'}, ${duration} s a stage, POST /api/forms/enquiry`,
    );
    console.log(formatStages(results));
    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const check = await verifyAcknowledged(db, references);
      console.log(
        `Acknowledged ${check.acknowledged}: ${check.missing.length} missing, ${check.duplicated.length} duplicated, ${check.unacknowledged} stored without an acknowledgement.`,
      );
      if (check.missing.length > 0 || check.duplicated.length > 0) process.exitCode = 1;
    } finally {
      await db.close();
    }
  } finally {
    stopPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
