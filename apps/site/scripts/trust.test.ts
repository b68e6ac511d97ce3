// The trust's command line, against PGlite and PostgreSQL, and as a real process.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBackup, encodeBackup } from '../server/storage/backup.ts';
import type { Database } from '../server/storage/database.ts';
import { openDatabase } from '../server/storage/database.ts';
import { migrate } from '../server/storage/migrate.ts';
import { mailTablesSql, databasesForThisFile } from '../test/support/testDatabases.ts';
import { runTrustCommand } from './trust.ts';

// Each PGlite database takes about two seconds to start, more on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const { kinds } = await databasesForThisFile();

async function run(db: Database, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runTrustCommand(db, argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

async function submit(db: Database, form: string, at: string, fields: Record<string, unknown>) {
  const id = crypto.randomUUID();
  await db.query(
    'INSERT INTO submissions (id, form, email, fields, received_at) VALUES ($1, $2, $3, $4, $5)',
    [id, form, fields.email, JSON.stringify(fields), at],
  );
  return id;
}

describe.each(kinds)('trust command line on $kind', (kind) => {
  let db: Database;
  beforeEach(async () => {
    db = await kind.open();
    await db.transaction((tx) => tx.exec(mailTablesSql));
    return () => db.close();
  });

  it('exports a date range (whole UTC days) as CSV, formulas defused', async () => {
    await submit(db, 'contact', '2025-12-31T23:59:59Z', { email: 'early@example.org' });
    const first = await submit(db, 'contact', '2026-01-01T00:00:00Z', {
      name: '=cmd|calc',
      email: 'jo@example.org',
      subject: 'Hello, trust',
      message: 'Two\nlines "quoted"',
      consent: true,
    });
    const second = await submit(db, 'enquiry', '2026-01-31T23:59:59Z', {
      name: 'Sam',
      email: 'sam@example.org',
      phone: '+44 7700 900000',
      message: 'A gift',
    });
    await submit(db, 'enquiry', '2026-02-01T00:00:00Z', { email: 'late@example.org' });
    const { code, out } = await run(db, 'export', '--from', '2026-01-01', '--to', '2026-01-31');
    expect(code).toBe(0);
    expect(out).toBe(
      'reference,form,received_at,email,name,first_name,phone,subject,message,consent,language\r\n' +
        `${first},contact,2026-01-01T00:00:00.000Z,jo@example.org,'=cmd|calc,,,"Hello, trust","Two\nlines ""quoted""",yes,en\r\n` +
        `${second},enquiry,2026-01-31T23:59:59.000Z,sam@example.org,Sam,,'+44 7700 900000,,A gift,,en\r\n`,
    );
    const enquiries = await run(
      db,
      'export',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
      '--form',
      'enquiry',
    );
    expect(enquiries.out.split('\r\n').filter(Boolean)).toHaveLength(3);
    await expect(run(db, 'export', '--from', '2026-1-1', '--to', '2026-01-31')).rejects.toThrow(
      /Expected a date such as 2026-01-31/,
    );
  });

  it('finds, exports and erases everything about one address, in any case', async () => {
    const reference = await submit(db, 'enquiry', '2026-03-01T10:00:00Z', {
      name: 'Jo',
      email: 'Jo@Example.org',
      message: 'Hi',
    });
    await submit(db, 'contact', '2026-03-01T11:00:00Z', { email: 'other@example.org' });
    await db.query(
      "INSERT INTO newsletter_subscriptions (email, source) VALUES ('jo@example.org', 'footer')",
    );
    await db.query(
      `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text) VALUES
        ('enquiry-forward', 'trust@example.org', 'jo@example.org', 'Enquiry', 'Hi'),
        ('newsletter-confirmation', 'JO@example.org', NULL, 'Confirm', 'Link'),
        ('contact-forward', 'trust@example.org', 'other@example.org', 'Contact', 'x')`,
    );

    const found = await run(db, 'find', 'jo@example.org');
    expect(found.out).toContain(
      'jo@example.org: 1 submissions, 1 newsletter subscriptions, 2 emails',
    );
    expect(found.out).toContain(`${reference}  enquiry  2026-03-01T10:00:00.000Z`);

    const exported = JSON.parse((await run(db, 'export-person', 'JO@EXAMPLE.ORG')).out) as {
      submissions: { reference: string; fields: { message: string } }[];
      newsletterSubscriptions: unknown[];
      emails: { kind: string }[];
    };
    expect(exported.submissions.map((row) => [row.reference, row.fields.message])).toEqual([
      [reference, 'Hi'],
    ]);
    expect(exported.newsletterSubscriptions).toHaveLength(1);
    expect(exported.emails.map((row) => row.kind).sort()).toEqual([
      'enquiry-forward',
      'newsletter-confirmation',
    ]);

    const dryRun = await run(db, 'erase', 'jo@example.org');
    expect(dryRun.out).toContain(
      'Would delete 1 submissions, 1 newsletter subscriptions and 2 emails',
    );
    expect((await run(db, 'find', 'jo@example.org')).out).toContain('1 submissions');

    const erased = await run(db, 'erase', 'jo@example.org', '--yes');
    expect(erased.out).toBe(
      'Deleted 1 submissions, 1 newsletter subscriptions and 2 emails.\n' +
        'The suppression list is kept in the database only (backups are off, so there is no GHAT_BACKUP_DIR for its file).\n',
    );
    // The erasure is recorded as a keyed hash, never as the address.
    const listed = await db.query<{ kind: string; hash: string }>(
      'SELECT kind, hash FROM suppressions',
    );
    expect(listed.rows).toEqual([
      { kind: 'erased', hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect((await run(db, 'find', 'jo@example.org')).out).toContain(
      '0 submissions, 0 newsletter subscriptions, 0 emails',
    );
    // Nobody else's records go.
    expect((await run(db, 'find', 'other@example.org')).out).toContain('1 submissions');
    const { rows } = await db.query('SELECT 1 FROM mail_outbox');
    expect(rows).toHaveLength(1);
  });

  it('prints its usage for anything else', async () => {
    for (const argv of [[], ['erase'], ['find', 'not-an-address'], ['frobnicate', 'a@b.org']]) {
      const result = await run(db, ...argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain('Usage: npm run trust');
    }
  });
});

// Each runs the command line as real processes (each starts Node and opens PGlite): on CI's
// two busy CPUs, beside the browser tests, that took over 30 s.
const processTimeout = 180_000;

describe('trust command line as a process', { timeout: processTimeout }, () => {
  it('exports CSV on stdout from the PGlite folder it is pointed at', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghat-trust-'));
    try {
      const db = await openDatabase({ dataDir, databaseUrl: '' });
      await migrate(db);
      const reference = await submit(db, 'contact', '2026-05-05T05:05:05Z', {
        email: 'jo@example.org',
      });
      await db.close();
      const result = spawnSync(
        process.execPath,
        ['scripts/trust.ts', 'export', '--from', '2026-05-01', '--to', '2026-05-31'],
        {
          cwd: join(import.meta.dirname, '..'),
          env: { ...process.env, DATABASE_URL: '', GHAT_DATA_DIR: dataDir },
          encoding: 'utf8',
        },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(
        `${reference},contact,2026-05-05T05:05:05.000Z,jo@example.org`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The command line as `npm run trust` runs it, on the PGlite folder `dataDir`. */
async function trustProcess(dataDir: string, backupDir: string, ...argv: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/trust.ts', ...argv],
      {
        cwd: join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: '',
          GHAT_DATA_DIR: dataDir,
          GHAT_BACKUP_DIR: backupDir,
        },
        encoding: 'utf8',
      },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('backup and restore as processes', { timeout: processTimeout }, () => {
  it('back up one PGlite folder and restore into an empty one; a bad file is named, exits 1 and changes nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ghat-trust-backup-'));
    const [source, target, backups] = ['source', 'target', 'backups'].map((name) =>
      join(root, name),
    ) as [string, string, string];
    try {
      const db = await openDatabase({ dataDir: source, databaseUrl: '' });
      await migrate(db);
      for (const email of ['jo@example.org', 'sam@example.org']) {
        await submit(db, 'enquiry', '2026-05-05T05:05:05Z', { email, message: 'Hello' });
      }
      await db.query(
        "INSERT INTO mail_outbox (kind, recipient, subject, text) VALUES ('enquiry-forward', 'trust@example.org', 'Enquiry', 'Hello')",
      );
      const csv = (await run(db, 'export', '--from', '2026-01-01', '--to', '2026-12-31')).out;
      await db.close();

      const file = join(root, 'forms.jsonl.gz');
      const backedUp = await trustProcess(source, backups, 'backup', file);
      expect(backedUp.stderr).toBe('');
      expect(backedUp.status).toBe(0);
      expect(backedUp.stdout).toMatch(
        /^Backed up .*1 mail_outbox.*2 submissions.* to .*forms\.jsonl\.gz \(\d+ bytes\)\./,
      );
      expect(backedUp.stdout).toContain(
        `Suppression list: ${join(backups, 'suppression-list.json')}`,
      );

      const restored = await trustProcess(target, backups, 'restore', file);
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toMatch(
        /^Restored .* on pglite, schema 005-suppressions\.sql\): .*1 mail_outbox.*2 submissions/,
      );
      expect(restored.stdout).toContain(
        'Re-applied 0 erasures from the suppression list: deleted 0 records of 0 people again.',
      );

      // The bad files, each restored over the (now full) target with --replace.
      const good = readFileSync(file);
      const content = gunzipSync(good).toString();
      const newer = await decodeBackup(good, file);
      newer.header.migrations.push('999-from-the-future.sql');
      const crc = Buffer.from(good);
      crc[crc.length - 8] = (crc[crc.length - 8] ?? 0) ^ 0xff;
      const bad: Record<string, [Uint8Array | string, RegExp]> = {
        'truncated.gz': [good.subarray(0, Math.floor(good.length / 2)), /the backup is truncated/],
        'byte-changed.gz': [crc, /the backup is damaged: .*incorrect data check/],
        'content-changed.gz': [
          gzipSync(content.replace('jo@example.org', 'jo@example.orh')),
          /the backup has been altered: its content does not match its SHA-256 checksum/,
        ],
        'empty.gz': ['', /the file is empty \(0 bytes\)/],
        'newer.gz': [
          await encodeBackup({ ...newer, header: newer.header }),
          /comes from a newer version of the site: its schema has 999-from-the-future\.sql/,
        ],
        'export.csv': [csv, /not a backup of the forms service: it is not gzip-compressed/],
        'other.gz': [gzipSync(csv), /not a backup of the forms service: it has no backup header/],
      };
      const results = await Promise.all(
        Object.entries(bad).map(async ([name, [bytes]]) => {
          writeFileSync(join(root, name), bytes);
          return [
            name,
            await trustProcess(target, backups, 'restore', join(root, name), '--replace'),
          ] as const;
        }),
      );
      for (const [name, result] of results) {
        expect(result.stdout, name).toBe('');
        expect(result.stderr, name).toMatch(/^Not restored: /);
        expect(result.stderr, name).toMatch(bad[name]?.[1] ?? /never/);
        expect(result.status, name).toBe(1);
      }
      // A store that holds data, without --replace: refused too.
      const again = await trustProcess(target, backups, 'restore', file);
      expect(again.stderr).toMatch(/already holds data .* add --replace/);
      expect(again.status).toBe(1);

      const check = await openDatabase({ dataDir: target, databaseUrl: '' });
      try {
        expect((await run(check, 'export', '--from', '2026-01-01', '--to', '2026-12-31')).out).toBe(
          csv,
        );
        const { rows } = await check.query('SELECT 1 FROM mail_outbox');
        expect(rows).toHaveLength(1);
      } finally {
        await check.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
