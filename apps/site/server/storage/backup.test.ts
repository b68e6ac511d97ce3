// Backups and restores on PGlite and on a real PostgreSQL server: taken while real HTTP
// posts are acknowledged, carried across engines, migrated forward from an older schema,
// and with the suppression list applied again.
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { confirmSubscription, startMail, unsubscribe, type Mail } from '../mail/index.ts';
import { runTrustCommand } from '../../scripts/trust.ts';
import { siteServices } from '../main.ts';
import { databasesForThisFile, type TestDatabaseKind } from '../../test/support/testDatabases.ts';
import { startTestSite, type TestSite } from '../../test/support/testSite.ts';
import {
  BackupError,
  decodeBackup,
  encodeBackup,
  readBackup,
  takeBackup,
  writeBackup,
} from './backup.ts';
import {
  backupFiles,
  backupSettings,
  parseBackupInterval,
  pruneBackups,
  scheduleBackups,
  takeServerBackup,
} from './backupSchedule.ts';
import { openDatabase, type Database, type Queryable } from './database.ts';
import { migrate, migrationFiles, migrationsDir } from './migrate.ts';
import { restoreBackup } from './restore.ts';
import { readSuppressionFile, suppressionListName } from './suppressions.ts';

// Each PGlite database takes seconds to start on a busy machine; each test opens two.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const { kinds, postgres } = await databasesForThisFile();

const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The site server with the forms and the mail service, as `npm start` wires them. */
async function startSite(db: Database): Promise<TestSite & { mail: Mail }> {
  const mail = await startMail({ db, env: {}, log: quiet });
  const site = await startTestSite({
    db,
    rateLimit: false,
    afterStore: (tx, submission) => mail.queueForSubmission(tx, submission),
  });
  return {
    ...site,
    mail,
    close: async () => {
      await site.close();
      await mail.stop();
    },
  };
}

async function post(origin: string, form: string, body: Record<string, unknown>) {
  const response = await fetch(`${origin}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ honeypot: '', ...body }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { reference: string }).reference;
}

const contact = (email: string) => ({
  name: 'Jo Bloggs',
  email,
  subject: 'A question',
  message: 'Hello\nthere',
  consent: true,
});
const enquiry = (email: string) => ({ name: 'Sam', email, phone: '', message: 'A gift' });

/** Every table's rows as text (times in UTC), sorted: two stores are equal when these are. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL TimeZone = 'UTC'");
    const { rows: tables } = await tx.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
        AND tablename <> 'schema_migrations' ORDER BY tablename`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await tx.query<{ line: string }>(
        `SELECT to_jsonb(t)::text AS line FROM ${name} t`,
      );
      result[name] = rows.map((row) => row.line).sort();
    }
    return result;
  });
}

async function trust(db: Database, argv: string[], backupDir?: string) {
  let out = '';
  let err = '';
  const code = await runTrustCommand(
    db,
    argv,
    { out: (text) => (out += text), err: (text) => (err += text) },
    { backupDir },
  );
  return { code, out, err };
}

const exportAll = async (db: Database) =>
  (await trust(db, ['export', '--from', '2000-01-01', '--to', '2100-12-31'])).out;

/** A new store, with no tables at all. */
const openNew = async (kind: TestDatabaseKind): Promise<Database> =>
  kind.kind === 'postgres' && postgres.available
    ? openDatabase({ databaseUrl: await postgres.server.createDatabase() })
    : openDatabase({ dataDir: folder('ghat-pglite-'), databaseUrl: '' });

/** Migrates `db` to an earlier schema: only the migrations named. */
async function migrateTo(db: Database, names: string[]) {
  const dir = folder('ghat-migrations-');
  for (const name of names) copyFileSync(join(migrationsDir, name), join(dir, name));
  await migrate(db, dir);
}

describe('backup settings', () => {
  it('reads an interval in seconds or with a unit, and refuses anything else', () => {
    expect(parseBackupInterval('86400')).toBe(86_400_000);
    expect(parseBackupInterval('90s')).toBe(90_000);
    expect(parseBackupInterval('30m')).toBe(1_800_000);
    expect(parseBackupInterval('6h')).toBe(21_600_000);
    expect(parseBackupInterval('1d')).toBe(86_400_000);
    for (const wrong of ['daily', '0', '0.5s', '1w', '-1h', '']) {
      expect(() => parseBackupInterval(wrong)).toThrow(/GHAT_BACKUP_INTERVAL/);
    }
  });

  it('backs up PGlite beside its data folder by default; PostgreSQL only when told where', () => {
    expect(backupSettings({ GHAT_DATA_DIR: '/srv/ghat/data' })).toMatchObject({
      dir: '/srv/ghat/data-backups',
      intervalMs: 86_400_000,
      keep: 14,
    });
    expect(
      backupSettings({
        GHAT_BACKUP_DIR: '/backups',
        GHAT_BACKUP_INTERVAL: '6h',
        GHAT_BACKUP_KEEP: '28',
      }),
    ).toMatchObject({ dir: '/backups', intervalMs: 21_600_000, keep: 28 });
    expect(backupSettings({ DATABASE_URL: 'postgres://db/ghat' }).dir).toBeUndefined();
    expect(
      backupSettings({ DATABASE_URL: 'postgres://db/ghat', GHAT_BACKUP_DIR: '/backups' }).dir,
    ).toBe('/backups');
    expect(backupSettings({ GHAT_BACKUP_DIR: 'off' }).dir).toBeUndefined();
    expect(() => backupSettings({ GHAT_BACKUP_KEEP: '0' })).toThrow(/GHAT_BACKUP_KEEP/);
  });

  it('keeps the newest backups and clears temporary files a crash left', async () => {
    const dir = folder('ghat-backups-');
    const names = [1, 2, 3, 4].map((day) => `ghat-forms-2026-01-0${day}T00-00-00.000Z.jsonl.gz`);
    for (const name of [...names, '.ghat-forms-x.jsonl.gz.1.tmp', 'notes.txt']) {
      writeFileSync(join(dir, name), '');
    }
    await pruneBackups(dir, 2, Date.now() + 2 * 3_600_000);
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt']);
  });
});

describe.each(kinds)('backups on $kind', (kind) => {
  it('taken while posts are acknowledged: the latest restores every submission acknowledged before it began, with its mail, none twice', async () => {
    const db = await kind.open();
    const site = await startSite(db);
    const dir = folder('ghat-backups-');
    const logged: string[] = [];
    const failed: string[] = [];
    const acknowledged: { reference: string; at: number }[] = [];
    let posting = true;
    const client = async (id: number) => {
      for (let count = 0; posting; count += 1) {
        const email = `person-${id}-${count}@example.org`;
        const body = count % 2 ? enquiry(email) : contact(email);
        const reference = await post(site.origin, count % 2 ? 'enquiry' : 'contact', body);
        acknowledged.push({ reference, at: Date.now() });
      }
    };
    const clients = Promise.all([1, 2, 3, 4, 5, 6].map(client));
    const backups = scheduleBackups(
      db,
      { dir, intervalMs: 100, keep: 3, note: 'test' },
      { log: (message) => logged.push(message), logError: (message) => failed.push(message) },
    );
    await vi.waitUntil(() => logged.length >= 6 && acknowledged.length >= 60, {
      timeout: 30_000,
      interval: 20,
    });
    // The last backup is begun while posts go on, and more are acknowledged after it.
    await backups.stop();
    const afterBackups = acknowledged.length;
    await vi.waitUntil(() => acknowledged.length >= afterBackups + 10, { timeout: 10_000 });
    posting = false;
    await clients;
    await site.close();

    expect(failed).toEqual([]);
    expect(logged[0]).toContain(`backups: into ${dir}`);
    expect(logged.at(-1)).toMatch(
      /^backup: .*ghat-forms-.*\.jsonl\.gz \(.* kB, \d+ rows, \d+ ms; keeping the last 3/,
    );
    const files = await backupFiles(dir);
    expect(files).toHaveLength(3);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const latest = await readBackup(files.at(-1) ?? '');
    const began = Date.parse(latest.header.createdAt);
    const before = acknowledged.filter((ack) => ack.at < began).map((ack) => ack.reference);
    expect(before.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const target = await kind.open();
    try {
      await restoreBackup(target, latest);
      const { rows } = await target.query<{ id: string; mail: number }>(
        `SELECT s.id, (SELECT count(*)::int FROM mail_outbox m WHERE position(s.id::text IN m.text) > 0) AS mail
           FROM submissions s`,
      );
      const restored = new Map(rows.map((row) => [row.id, row.mail]));
      // Each acknowledged before the backup: there, with its forward and its receipt.
      for (const reference of before) expect(restored.get(reference)).toBe(2);
      // Nothing twice, and no email without its submission.
      const mail = await target.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM mail_outbox',
      );
      expect(mail.rows[0]?.count).toBe(rows.length * 2);
      const source = new Set(
        (await db.query<{ id: string }>('SELECT id FROM submissions')).rows.map((row) => row.id),
      );
      expect([...restored.keys()].filter((id) => !source.has(id))).toEqual([]);
      // A new email after the restore takes a number after every restored one.
      const { rows: largest } = await target.query<{ max: number }>(
        'SELECT max(id) AS max FROM mail_outbox',
      );
      const { rows: added } = await target.query<{ id: number }>(
        "INSERT INTO mail_outbox (kind, recipient, subject, text) VALUES ('test', 'a@example.org', 's', 't') RETURNING id",
      );
      expect(Number(added[0]?.id)).toBe(Number(largest[0]?.max) + 1);
    } finally {
      await target.close();
      await db.close();
    }
  });

  it('erasures and the do-not-contact list stay applied when an older backup is restored', async () => {
    const db = await kind.open();
    const dir = folder('ghat-backups-');
    const site = await startSite(db);
    const target = await kind.open();
    try {
      for (const name of ['ann', 'bob', 'cat']) {
        await post(site.origin, 'contact', contact(`${name}@example.org`));
      }
      await post(site.origin, 'newsletter', {
        firstName: 'Dee',
        email: 'dee@example.org',
        consent: true,
      });
      await post(site.origin, 'footer-newsletter', { email: 'eve@example.org' });
      // Dee and Eve confirm through the link in their email, as a subscriber would.
      const link = async (email: string, kind: string) => {
        const { rows } = await db.query<{ text: string }>(
          'SELECT text FROM mail_outbox WHERE recipient = $1 AND kind = $2',
          [email, kind],
        );
        const url = /https?:\S+token=\S+/.exec(rows[0]?.text ?? '')?.[0] ?? '';
        return new URL(url).searchParams.get('token') ?? '';
      };
      for (const email of ['dee@example.org', 'eve@example.org']) {
        const token = await link(email, 'newsletter-confirmation');
        expect((await confirmSubscription(db, token)).outcome).toBe('ok');
      }

      const first = join(dir, 'first.jsonl.gz');
      expect((await trust(db, ['backup', first], dir)).code).toBe(0);
      const erased = await trust(db, ['erase', 'Ann@Example.org', '--yes'], dir);
      expect(erased.out).toContain('Deleted 1 submissions');
      expect(erased.out).toContain(`Suppression list: ${join(dir, suppressionListName)}`);
      // Dee unsubscribes with the link in her welcome email; Ann writes again.
      const unsubscribeToken = await link('dee@example.org', 'newsletter-welcome');
      expect((await unsubscribe(db, unsubscribeToken)).outcome).toBe('ok');
      await new Promise((done) => setTimeout(done, 5));
      const later = await post(site.origin, 'enquiry', enquiry('ann@example.org'));
      const second = await takeServerBackup(db, { dir, keep: 14 });
      if (!second) throw new Error('no backup taken');
      const list = readSuppressionFile(dir);
      expect(list?.entries.map((entry) => entry.kind).sort()).toEqual(['do-not-contact', 'erased']);
      expect(JSON.stringify(list)).not.toContain('@');

      const restored = await trust(target, ['restore', first], dir);
      expect(restored.err).toBe('');
      expect(restored.out).toContain(
        'Re-applied 1 erasure from the suppression list: deleted 3 records of 1 person again.',
      );
      expect(restored.out).toContain(
        'Re-applied 1 do-not-contact entry: unsubscribed 1 subscription again.',
      );
      const people = async (store: Queryable) => ({
        submissions: (
          await store.query<{ email: string }>('SELECT email FROM submissions ORDER BY email')
        ).rows.map((row) => row.email),
        subscribed: (
          await store.query<{ email: string }>(
            'SELECT email FROM newsletter_subscriptions WHERE unsubscribed_at IS NULL ORDER BY email',
          )
        ).rows.map((row) => row.email),
        annMail: (
          await store.query(
            "SELECT 1 FROM mail_outbox WHERE recipient = 'ann@example.org' OR reply_to = 'ann@example.org'",
          )
        ).rows.length,
      });
      expect(await people(target)).toEqual({
        // Dee's and Eve's are their sign-ups.
        submissions: ['bob@example.org', 'cat@example.org', 'dee@example.org', 'eve@example.org'],
        subscribed: ['eve@example.org'],
        annMail: 0,
      });
      const dee = await target.query<{ first_name: string | null }>(
        "SELECT first_name FROM newsletter_subscriptions WHERE email = 'dee@example.org'",
      );
      expect(dee.rows).toEqual([{ first_name: null }]);

      // Over the live store (--replace), the same, and Eve, who has just unsubscribed (in
      // no list yet), stays unsubscribed; what Ann sent after her erasure is new, so
      // restoring the later backup keeps it.
      const eveToken = await link('eve@example.org', 'newsletter-welcome');
      expect((await unsubscribe(db, eveToken)).outcome).toBe('ok');
      expect((await trust(db, ['restore', first, '--replace'], dir)).code).toBe(0);
      expect(await people(db)).toEqual({ ...(await people(target)), subscribed: [] });
      expect((await trust(target, ['restore', second.file, '--replace'], dir)).code).toBe(0);
      const kept = await target.query<{ id: string }>(
        "SELECT id FROM submissions WHERE email = 'ann@example.org'",
      );
      expect(kept.rows).toEqual([{ id: later }]);

      // A list made under another database's key cannot be applied: nothing is restored.
      const other = folder('ghat-backups-');
      writeFileSync(
        join(other, suppressionListName),
        JSON.stringify({
          format: 'ghat-suppression-list',
          key: '0000000000000000',
          entries: [{ kind: 'erased', hash: 'ab', at: new Date().toISOString() }],
        }),
      );
      const before = await contents(target);
      const refused = await trust(target, ['restore', first, '--replace'], other);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('was made with another key');
      expect(await contents(target)).toEqual(before);
    } finally {
      await site.close();
      await target.close();
      await db.close();
    }
  });

  it('an unsubscribe joins the list file at once: a store lost before the next backup restores with that person unsubscribed', async () => {
    const db = await kind.open();
    const target = await kind.open();
    const dir = folder('ghat-backups-');
    // The services as `npm start` starts them (main.ts), with backups on: the link handler
    // keeps the list.
    const services = await siteServices(db, { backupDir: dir });
    const site = await startTestSite({ db, rateLimit: false, afterStore: services.afterStore });
    const [handleLinks] = services.handlers ?? [];
    if (!handleLinks) throw new Error('siteServices answers no links');
    const links = createServer((request, response) => {
      void handleLinks(request, response, async (path, status) => {
        response.writeHead(status).end(path);
      });
    });
    await new Promise<void>((done) => links.listen(0, '127.0.0.1', done));
    try {
      await post(site.origin, 'footer-newsletter', { email: 'fay@example.org' });
      const token = async (kind: string) => {
        const { rows } = await db.query<{ text: string }>(
          "SELECT text FROM mail_outbox WHERE recipient = 'fay@example.org' AND kind = $1",
          [kind],
        );
        const url = /https?:\S+token=\S+/.exec(rows[0]?.text ?? '')?.[0] ?? '';
        return new URL(url).searchParams.get('token') ?? '';
      };
      expect((await confirmSubscription(db, await token('newsletter-confirmation'))).outcome).toBe(
        'ok',
      );
      const backup = join(dir, 'before.jsonl.gz');
      expect((await trust(db, ['backup', backup], dir)).code).toBe(0);

      // Fay unsubscribes with her welcome email's link; the store is lost before any backup.
      const port = (links.address() as AddressInfo).port;
      const unsubscribed = await fetch(
        `http://127.0.0.1:${port}/newsletter/unsubscribe?token=${await token('newsletter-welcome')}`,
        { method: 'POST' },
      );
      expect(unsubscribed.status).toBe(200);
      expect(readSuppressionFile(dir)?.entries.map((entry) => entry.kind)).toEqual([
        'do-not-contact',
      ]);

      const restored = await trust(target, ['restore', backup], dir);
      expect(restored.err).toBe('');
      expect(restored.out).toContain(
        'Re-applied 1 do-not-contact entry: unsubscribed 1 subscription again.',
      );
      const { rows } = await target.query(
        'SELECT email FROM newsletter_subscriptions WHERE unsubscribed_at IS NULL',
      );
      expect(rows).toEqual([]);
    } finally {
      await new Promise((done) => links.close(done));
      await site.close();
      await services.stop?.();
      await target.close();
      await db.close();
    }
  });

  it('restores a backup from an older schema and migrates it forward; refuses a store in use; a failure changes nothing; backs up no new store', async () => {
    const older = migrationFiles().slice(0, 4);
    const source = await openNew(kind);
    const target = await kind.open();
    try {
      // A new store has nothing to back up: the server takes no backup of it.
      const dir = folder('ghat-backups-');
      expect(await takeServerBackup(source, { dir, keep: 14 })).toBeUndefined();
      expect(readdirSync(dir)).toEqual([]);
      await migrateTo(source, older);
      await source.query(
        `INSERT INTO submissions (id, form, email, fields, received_at, language)
           VALUES (gen_random_uuid(), 'contact', 'jo@example.org', '{"message":"Hi"}', '2026-01-02T03:04:05.678Z', 'fr')`,
      );
      await source.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, text) VALUES
           ('contact-forward', 'trust@example.org', 'a', 'b'), ('contact-receipt', 'jo@example.org', 'c', 'd')`,
      );
      const file = join(dir, 'older.jsonl.gz');
      await writeBackup(source, file);
      const backup = await readBackup(file);
      expect(backup.header.migrations).toEqual(older);

      const report = await restoreBackup(target, backup);
      expect(report.migrated).toEqual(migrationFiles().slice(4));
      expect(report.rows).toMatchObject({ submissions: 1, mail_outbox: 2 });
      const { rows } = await target.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toEqual(migrationFiles());
      expect(await exportAll(target)).toBe(await exportAll(source));
      const { rows: added } = await target.query<{ id: number }>(
        "INSERT INTO mail_outbox (kind, recipient, subject, text) VALUES ('x', 'y@example.org', 's', 't') RETURNING id",
      );
      expect(Number(added[0]?.id)).toBe(3);

      // The target now holds data: refused without --replace, and left as it is.
      const before = await contents(target);
      await expect(restoreBackup(target, backup)).rejects.toThrow(
        /already holds data \(3 in mail_outbox, 1 in submissions\).*--replace/,
      );
      // A row the schema refuses, under a correct checksum: the transaction is undone.
      const bad = structuredClone(backup);
      const submissions = bad.tables.find((table) => table.name === 'submissions');
      if (!submissions) throw new Error('no submissions table in the backup');
      submissions.rows = submissions.rows.map((row) => row.replace('"contact"', '"bogus"'));
      const decoded = await decodeBackup(await encodeBackup(bad), 'bad.jsonl.gz');
      await expect(restoreBackup(target, decoded, { replace: true })).rejects.toThrow(
        /submissions_form_check/,
      );
      expect(await contents(target)).toEqual(before);
    } finally {
      await target.close();
      await source.close();
    }
  });
});

if (postgres.available) {
  const [pglite, pg] = kinds as [TestDatabaseKind, TestDatabaseKind];
  describe('across engines', () => {
    it('a PGlite backup restores into PostgreSQL and the other way round: the same rows, the same export', async () => {
      for (const [from, to] of [
        [pglite, pg],
        [pg, pglite],
      ] as const) {
        const source = await from.open();
        const target = await to.open();
        const site = await startSite(source);
        try {
          for (const [index, name] of ['ana', 'ben', 'chloe'].entries()) {
            await post(site.origin, 'contact', {
              ...contact(`${name}@example.org`),
              name: 'Chloé Ünal 👋',
              message: 'Ligne 1\r\n« deux », "trois"',
            });
            await post(site.origin, 'enquiry', enquiry(`${name}.${index}@example.org`));
          }
          await post(site.origin, 'newsletter', {
            firstName: 'Dee',
            email: 'dee@example.org',
            consent: true,
          });
          await post(site.origin, 'footer-newsletter', { email: 'eve@example.org' });
          const file = join(folder('ghat-backups-'), `${from.kind}.jsonl.gz`);
          const backedUp = await trust(source, ['backup', file]);
          expect(backedUp.out).toMatch(/^Backed up .*\d+ mail_outbox.*8 submissions/);
          expect((await readBackup(file)).header.engine).toBe(from.kind);
          const restored = await trust(target, ['restore', file]);
          expect(restored.err).toBe('');
          expect(restored.out).toContain(`on ${from.kind}`);
          expect(await contents(target)).toEqual(await contents(source));
          const csv = await exportAll(target);
          expect(csv.match(/^[0-9a-f-]{36},/gm)).toHaveLength(8);
          expect(csv).toContain('"Ligne 1\r\n« deux », ""trois"""');
          expect(csv).toBe(await exportAll(source));
          // The backup of the restored store is the same file but for its time and engine.
          const again = await takeBackup(target);
          const first = await readBackup(file);
          expect(again.tables).toEqual(first.tables);
        } finally {
          await site.close();
          await target.close();
          await source.close();
        }
      }
    });
  });
} else {
  describe.skip(`across engines: NOT RUN (${postgres.reason})`, () => {
    it('a PGlite backup restores into PostgreSQL and the other way round', () => {});
  });
}

describe('a backup file', () => {
  it('names each problem: empty, not a backup, truncated, damaged, altered, newer', async () => {
    const good = await encodeBackup({
      header: {
        format: 'ghat-forms-backup',
        formatVersion: 1,
        // Fixed, so the compressed bytes, and what a changed byte in them breaks, are too.
        createdAt: '2026-01-01T00:00:00.000Z',
        engine: 'pglite',
        migrations: migrationFiles(),
      },
      tables: [{ name: 'submissions', columns: ['id'], rows: ['{"id":"x"}'] }],
    });
    const problem = async (bytes: Uint8Array, known?: string[]) =>
      decodeBackup(bytes, 'f.gz', known).then(
        () => 'none',
        (error: unknown) => (error instanceof BackupError ? error.problem : String(error)),
      );
    expect(await problem(good)).toBe('none');
    expect(await problem(new Uint8Array())).toBe('empty');
    expect(await problem(Buffer.from('name,email\r\n'))).toBe('not-a-backup');
    expect(await problem(good.subarray(0, good.length - 9))).toBe('truncated');
    const flipped = Buffer.from(good);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x01;
    expect(await problem(flipped)).toBe('damaged');
    const text = gunzipSync(good).toString();
    expect(await problem(gzipSync(text.replace('"x"', '"y"')))).toBe('altered');
    expect(await problem(gzipSync(text.split('\n').slice(0, -2).join('\n')))).toBe('truncated');
    expect(await problem(gzipSync('{"hello":"world"}\n'))).toBe('not-a-backup');
    expect(await problem(good, migrationFiles().slice(0, 2))).toBe('newer-schema');
    expect(await problem(good, ['000-other.sql', ...migrationFiles()])).toBe('other-schema');
  });
});
