// Where the forms service keeps what people send: PGlite (PostgreSQL in WebAssembly) in a
// data folder by default, so `npm start` needs nothing installed, or a PostgreSQL server
// when DATABASE_URL is set (needed for more than one instance). Both speak the same SQL.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A transaction: queries, and `exec` for several statements at once (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** The only way to run a transaction: PGlite is one connection shared by every request. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite's folder; default GHAT_DATA_DIR, else apps/site/.data. */
  dataDir?: string;
  /** A PostgreSQL connection string; default DATABASE_URL. When set, `dataDir` is unused. */
  databaseUrl?: string;
}

export const defaultDataDir = resolve(import.meta.dirname, '../../.data');

/** Thrown when another process already has the data folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process. Two processes writing one PGlite folder lose data: stop the other one, or use PostgreSQL (DATABASE_URL) for several instances.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Holds a lock on the data folder that the kernel frees when this process dies, even by
 * SIGKILL: a Linux abstract unix socket named after the folder's real path. Nothing else
 * stops a second process opening the folder, and then one of them silently loses writes.
 */
async function lockDataDir(dataDir: string): Promise<Server> {
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new DataDirInUseError(dataDir) : error),
    );
    server.listen(`\0ghat-pglite-${key}`, () => done());
  });
  server.unref();
  return server;
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    lock.close();
    throw error;
  }
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await db.query<T>(sql, params)).rows,
    }),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await tx.query<T>(sql, params)).rows,
          }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: async () => {
      await db.close();
      lock.close();
    },
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => ({
    rows: (await client.query(sql, params)).rows as T[],
  });
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the database the environment (or `options`) names. Run `migrate` next. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(resolve(options.dataDir ?? process.env.GHAT_DATA_DIR ?? defaultDataDir));
}
