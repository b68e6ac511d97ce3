// The storage layer against both databases it runs on: PGlite and a real PostgreSQL server.
import { mkdtempSync, readdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, openDatabase, type Database } from './database.ts';
import { migrate, migrationFiles, migrationsDir } from './migrate.ts';
import { purgeExpired, purgeInterval, schedulePurge } from './retention.ts';
import { databasesForThisFile, mailTablesSql } from '../../test/support/testDatabases.ts';

// Each PGlite database takes about two seconds to start, more on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const { kinds, postgres } = await databasesForThisFile();

async function insert(
  db: { query: (sql: string, params?: unknown[]) => Promise<unknown> },
  form: string,
  receivedAt: string,
  email = 'jo@example.org',
) {
  await db.query(
    'INSERT INTO submissions (id, form, email, fields, received_at) VALUES (gen_random_uuid(), $1, $2, $3, $4)',
    [form, email, JSON.stringify({ email }), receivedAt],
  );
}

describe('migrations', () => {
  it('are numbered SQL files, applied in name order', () => {
    expect(migrationFiles()[0]).toBe('001-forms.sql');
    expect(migrationFiles()).toEqual([...migrationFiles()].sort());
  });
});

describe.each(kinds)('storage on $kind', (kind) => {
  it('applies each migration once and records it', async () => {
    const db = await kind.open();
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toEqual(migrationFiles());
    } finally {
      await db.close();
    }
  });

  it('picks up a new migration file on the next start', async () => {
    const db = await kind.open();
    const dir = mkdtempSync(join(tmpdir(), 'ghat-migrations-'));
    try {
      for (const name of readdirSync(migrationsDir)) {
        copyFileSync(join(migrationsDir, name), join(dir, name));
      }
      writeFileSync(
        join(dir, '999-later.sql'),
        'CREATE TABLE later (id int);\nINSERT INTO later VALUES (1);',
      );
      expect(await migrate(db, dir)).toEqual(['999-later.sql']);
      expect((await db.query('SELECT id FROM later')).rows).toEqual([{ id: 1 }]);
      expect(await migrate(db, dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });

  it('rolls back a failed migration completely, and records nothing', async () => {
    const db = await kind.open();
    const dir = mkdtempSync(join(tmpdir(), 'ghat-migrations-'));
    try {
      writeFileSync(
        join(dir, '500-broken.sql'),
        'CREATE TABLE half (id int);\nSELECT no_such_function();',
      );
      await expect(migrate(db, dir)).rejects.toThrow();
      const { rows } = await db.query("SELECT to_regclass('half') AS found");
      expect(rows).toEqual([{ found: null }]);
      const recorded = await db.query(
        "SELECT 1 FROM schema_migrations WHERE name = '500-broken.sql'",
      );
      expect(recorded.rows).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });

  it('rolls back a transaction that throws, and keeps other work', async () => {
    const db = await kind.open();
    try {
      await insert(db, 'contact', '2026-01-01T00:00:00Z');
      await expect(
        db.transaction(async (tx) => {
          await insert(tx, 'enquiry', '2026-01-02T00:00:00Z');
          throw new Error('the hook failed');
        }),
      ).rejects.toThrow('the hook failed');
      const { rows } = await db.query<{ form: string }>('SELECT form FROM submissions');
      expect(rows).toEqual([{ form: 'contact' }]);
    } finally {
      await db.close();
    }
  });

  it('purges enquiries after 3 years and sign-ups after 30 days, as of the clock given', async () => {
    const db = await kind.open();
    try {
      const now = new Date('2030-06-15T12:00:00Z');
      await insert(db, 'contact', '2027-06-15T11:59:00Z'); // 3 years and a minute: goes
      await insert(db, 'enquiry', '2027-06-15T12:01:00Z'); // a minute short: stays
      await insert(db, 'enquiry', '2027-01-01T00:00:00Z'); // goes
      await insert(db, 'newsletter', '2030-05-16T11:00:00Z'); // 30 days and an hour: goes
      await insert(db, 'footer-newsletter', '2030-05-16T13:00:00Z'); // stays
      expect(await purgeExpired(db, now)).toMatchObject({ submissions: 3, signUps: 0 });
      const { rows } = await db.query<{ form: string }>(
        'SELECT form FROM submissions ORDER BY form',
      );
      expect(rows.map((row) => row.form)).toEqual(['enquiry', 'footer-newsletter']);
      expect(await purgeExpired(db, now)).toMatchObject({ submissions: 0, signUps: 0 });
    } finally {
      await db.close();
    }
  });

  it('purges unconfirmed sign-ups after 30 days and sent mail after 30 days, when the mail tables exist', async () => {
    const db = await kind.open();
    try {
      await db.transaction((tx) => tx.exec(mailTablesSql));
      await db.query(
        `INSERT INTO newsletter_subscriptions (email, source, requested_at, confirmed_at, unsubscribed_at) VALUES
          ('old-unconfirmed@example.org', 'footer', '2030-01-01', NULL, NULL),
          ('old-confirmed@example.org', 'footer', '2030-01-01', '2030-01-02', NULL),
          ('old-unsubscribed@example.org', 'footer', '2030-01-01', NULL, '2030-01-03'),
          ('new-unconfirmed@example.org', 'footer', '2030-06-01', NULL, NULL)`,
      );
      await db.query(
        `INSERT INTO mail_outbox (kind, recipient, subject, text, sent_at) VALUES
          ('test', 'a@example.org', 's', 't', '2030-05-01'),
          ('test', 'b@example.org', 's', 't', '2030-06-10'),
          ('test', 'c@example.org', 's', 't', NULL)`,
      );
      const result = await purgeExpired(db, new Date('2030-06-15T12:00:00Z'));
      expect(result).toEqual({ submissions: 0, signUps: 1, sentMail: 1 });
      const { rows } = await db.query<{ email: string }>(
        'SELECT email FROM newsletter_subscriptions ORDER BY email',
      );
      expect(rows.map((row) => row.email)).toEqual([
        'new-unconfirmed@example.org',
        'old-confirmed@example.org',
        'old-unsubscribed@example.org',
      ]);
      const outbox = await db.query<{ recipient: string }>(
        'SELECT recipient FROM mail_outbox ORDER BY recipient',
      );
      expect(outbox.rows.map((row) => row.recipient)).toEqual(['b@example.org', 'c@example.org']);
    } finally {
      await db.close();
    }
  });

  it('purges on start and then daily, as of the clock it is given', async () => {
    const db = await kind.open();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await insert(db, 'contact', '2020-01-01T00:00:00Z');
      const logged: string[] = [];
      let nextLog: () => void = () => undefined;
      const schedule = schedulePurge(db, {
        now: () => new Date('2024-01-01T00:00:00Z'),
        log: (message) => {
          logged.push(message);
          nextLog();
        },
      });
      await schedule.first;
      expect((await db.query('SELECT 1 FROM submissions')).rows).toEqual([]);
      await insert(db, 'enquiry', '2020-06-01T00:00:00Z');
      const second = new Promise<void>((done) => (nextLog = done));
      await vi.advanceTimersByTimeAsync(purgeInterval);
      await second;
      schedule.stop();
      expect((await db.query('SELECT 1 FROM submissions')).rows).toEqual([]);
      expect(logged).toEqual([
        'retention: deleted 1 submissions, 0 unconfirmed sign-ups and 0 sent emails',
        'retention: deleted 1 submissions, 0 unconfirmed sign-ups and 0 sent emails',
      ]);
    } finally {
      vi.useRealTimers();
      await db.close();
    }
  });
});

describe('PGlite data folder', () => {
  it('refuses a second open while the first holds it, and opens again once it is closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghat-pglite-'));
    try {
      const first = await openDatabase({ dataDir: dir, databaseUrl: '' });
      await expect(openDatabase({ dataDir: dir, databaseUrl: '' })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      await first.close();
      const again = await openDatabase({ dataDir: dir, databaseUrl: '' });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

if (postgres.available) {
  const { server } = postgres;
  describe('PostgreSQL', () => {
    it('migrates once when several instances start together', async () => {
      const url = await server.createDatabase();
      const instances = (await Promise.all(
        [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url })),
      )) as [Database, ...Database[]];
      try {
        const applied = await Promise.all(instances.map((db) => migrate(db)));
        expect(applied.flat().sort()).toEqual(migrationFiles());
        const [first] = instances;
        const { rows } = await first.query('SELECT name FROM schema_migrations');
        expect(rows).toHaveLength(migrationFiles().length);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
      }
    });
  });
} else {
  describe.skip(`PostgreSQL: NOT RUN (${postgres.reason})`, () => {
    it('migrates once when several instances start together', () => {});
  });
}
