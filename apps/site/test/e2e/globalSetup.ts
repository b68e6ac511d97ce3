// Once before the end-to-end files: a migrated PGlite folder that each test server's own data
// folder starts as a copy of. A server opening an empty folder runs PostgreSQL's initdb inside
// PGlite first (3.5-5 s here, before it listens); from a copy it opens in under a second.
// Opening an empty folder stays tested where it is the subject (server/storage's tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/storage/database.ts';
import { migrate } from '../../server/storage/migrate.ts';
import { pgliteTemplateVariable } from './helpers.ts';

export default async function makePgliteTemplate() {
  const dir = mkdtempSync(join(tmpdir(), 'ghat-e2e-pglite-template-'));
  const db = await openDatabase({ dataDir: dir, databaseUrl: '' });
  await migrate(db);
  await db.close();
  // The test files run in processes started after this, with this environment.
  process.env[pgliteTemplateVariable] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
