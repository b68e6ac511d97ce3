// A few thousand malformed submissions against the real server and storage: wrong types,
// huge strings, bad UTF-8, missing and extra fields, wrong content types, broken JSON and
// form posts. None may get a 5xx, reach the error log, or see an internal detail.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../storage/database.ts';
import { pgliteKind } from '../../test/support/testDatabases.ts';
import { bodyLimit } from './handler.ts';
import { formNames } from './definitions.ts';
import { startTestSite, type TestSite } from '../../test/support/testSite.ts';

// PGlite takes about two seconds to start; a few thousand requests take some more.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  form: string;
  contentType?: string;
  body: Buffer;
  headers?: Record<string, string> | undefined;
}

const fieldNames = [
  'name',
  'email',
  'subject',
  'message',
  'phone',
  'firstName',
  'consent',
  'honeypot',
];

function cases(count: number): Case[] {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const oddValues = (): unknown[] => [
    null,
    0,
    -1.5e308,
    true,
    [],
    ['a'],
    {},
    { nested: { deeper: [1, 2, 3] } },
    '',
    ' ',
    'x'.repeat(Math.floor(next() * bodyLimit * 1.2)),
    '\u0000\u202e\ud800',
    '<script>alert(1)</script>',
    "'; DROP TABLE submissions; --",
    'a@b.c',
    'jo@example.org',
    '=HYPERLINK("x")',
  ];
  const contentTypes = [
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/xml',
    '',
    'application/json;;;',
    'APPLICATION/JSON',
  ];
  const generators: (() => Case)[] = [
    // Each field of a form with a value of any type, some left out, some extra.
    () => {
      const body: Record<string, unknown> = {};
      for (const name of fieldNames) if (next() < 0.6) body[name] = pick(oddValues());
      if (next() < 0.3) body[`extra${Math.floor(next() * 100)}`] = pick(oddValues());
      if (next() < 0.1) Object.assign(body, JSON.parse('{"__proto__": {"polluted": true}}'));
      return {
        form: pick(formNames),
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(body)),
      };
    },
    // JSON that is not an object, or not JSON at all.
    () => ({
      form: pick(formNames),
      contentType: 'application/json',
      body: Buffer.from(
        pick([
          '[]',
          '"text"',
          '42',
          'null',
          'true',
          '{',
          '{"name":}',
          '[[[[[[',
          '{}'.repeat(50),
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
        ]),
      ),
    }),
    // Random bytes, often not UTF-8.
    () => ({
      form: pick(formNames),
      contentType: pick(contentTypes),
      body: Buffer.from(
        Array.from({ length: Math.floor(next() * 400) }, () => Math.floor(next() * 256)),
      ),
    }),
    // Form posts with broken escapes, repeated keys and odd tick boxes.
    () => ({
      form: pick(formNames),
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(
        pick([
          'name=%E0%A4%A&email=%%%&message=%ZZ',
          'email=a@b.co&email=c@d.co&consent=&consent=yes',
          'consent=false&firstName=Jo&email=jo@example.org',
          '=&&&==&',
          `message=${'%41'.repeat(6000)}`,
          'name=Jo&email=jo%40example.org&message=hi&contact_reference=bot',
        ]),
      ),
    }),
    // Any content type, with a body of any kind, sometimes from another site.
    () => ({
      form: pick([...formNames, 'unknown', '../contact', 'contact?x=1', '']),
      contentType: pick(contentTypes),
      body: Buffer.from(JSON.stringify({ email: pick(oddValues()) })),
      headers:
        next() < 0.2 ? { Origin: pick(['null', 'https://evil.example', 'not a url']) } : undefined,
    }),
    // Bodies around and over the limit.
    () => ({
      form: pick(formNames),
      contentType: 'application/json',
      body: Buffer.from(
        JSON.stringify({ message: 'y'.repeat(bodyLimit - 100 + Math.floor(next() * 300)) }),
      ),
    }),
  ];
  return Array.from({ length: count }, () => pick(generators)());
}

function send(origin: string, item: Case): Promise<{ status: number; body: string }> {
  const url = new URL(`/api/forms/${item.form}`, origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          ...(item.contentType ? { 'Content-Type': item.contentType } : {}),
          'Content-Length': String(item.body.length),
          ...item.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(item.body);
  });
}

describe('the forms endpoints under malformed input', () => {
  let db: Database;
  let site: TestSite;
  const logged: string[] = [];
  beforeAll(async () => {
    db = await pgliteKind.open();
    site = await startTestSite({
      db,
      rateLimit: false,
      logError: (message) => logged.push(message),
    });
  });
  afterAll(async () => {
    await site.close();
    await db.close();
  });

  it('answers 3,000 malformed submissions without a 5xx, an error logged or an internal detail', async () => {
    const all = cases(3000);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let index = 0;
    // Eight at a time, as several visitors would.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (index < all.length) {
          const item = all[index];
          index += 1;
          if (!item) break;
          const { status, body } = await send(site.origin, item);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || /\bat \S+:\d+|Error:|stack/i.test(body)) {
            problems.push(`${status} ${item.form} ${item.contentType}: ${body.slice(0, 200)}`);
          }
        }
      }),
    );
    console.log(`Fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(problems).toEqual([]);
    expect(logged).toEqual([]);
    expect(
      [...statuses.keys()].every((status) =>
        [202, 400, 403, 404, 405, 413, 415, 422].includes(status),
      ),
    ).toBe(true);
    // It still takes a real submission afterwards.
    const valid = await send(site.origin, {
      form: 'footer-newsletter',
      contentType: 'application/json',
      body: Buffer.from('{"email":"after@example.org"}'),
    });
    expect(valid.status).toBe(202);
  });
});
