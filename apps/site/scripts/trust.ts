// The trust's command line for what the forms service holds (storage as for `npm start`:
// DATABASE_URL, or PGlite in GHAT_DATA_DIR, which only one process may open at a time, so
// stop the server first when it uses PGlite):
//   npm run trust -w @ghat/site -- export --from 2026-01-01 --to 2026-03-31 [--form contact] > out.csv
//   npm run trust -w @ghat/site -- find someone@example.org
//   npm run trust -w @ghat/site -- export-person someone@example.org > person.json
//   npm run trust -w @ghat/site -- erase someone@example.org [--yes]
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../server/storage/database.ts';
import { migrate } from '../server/storage/migrate.ts';
import { erasePerson, exportSubmissionsCsv, findPerson } from '../server/storage/rights.ts';

export const usage = `Usage: npm run trust -w @ghat/site -- <command>
  export --from YYYY-MM-DD --to YYYY-MM-DD [--form contact|enquiry|newsletter|footer-newsletter]
                          submissions received in those days (UTC, inclusive), as CSV
  find <email>            what is held about an address, in short
  export-person <email>   everything held about an address, as JSON (subject access)
  erase <email> --yes     delete everything held about an address (without --yes: show what)`;

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one command against `db`; returns the exit code. */
export async function runTrustCommand(
  db: Database,
  argv: readonly string[],
  { out, err }: Output,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      form: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  });
  const [command, email] = positionals;
  if (command === 'export') {
    if (!values.from || !values.to) {
      err(`export needs --from and --to\n${usage}\n`);
      return 2;
    }
    out(await exportSubmissionsCsv(db, { from: values.from, to: values.to, form: values.form }));
    return 0;
  }
  if (!email || !email.includes('@')) {
    err(`${usage}\n`);
    return 2;
  }
  if (command === 'find') {
    const person = await findPerson(db, email);
    const lines = [
      `${person.email}: ${person.submissions.length} submissions, ${person.newsletterSubscriptions.length} newsletter subscriptions, ${person.emails.length} emails`,
      ...person.submissions.map(
        (row) =>
          `  ${String(row.reference)}  ${String(row.form)}  ${new Date(String(row.received_at)).toISOString()}`,
      ),
    ];
    out(`${lines.join('\n')}\n`);
    return 0;
  }
  if (command === 'export-person') {
    out(`${JSON.stringify(await findPerson(db, email), null, 2)}\n`);
    return 0;
  }
  if (command === 'erase') {
    if (!values.yes) {
      const person = await findPerson(db, email);
      out(
        `Would delete ${person.submissions.length} submissions, ${person.newsletterSubscriptions.length} newsletter subscriptions and ${person.emails.length} emails for ${person.email}. Run again with --yes to delete them.\n`,
      );
      return 0;
    }
    const erased = await erasePerson(db, email);
    out(
      `Deleted ${erased.submissions} submissions, ${erased.newsletterSubscriptions} newsletter subscriptions and ${erased.emails} emails.\n`,
    );
    return 0;
  }
  err(`${usage}\n`);
  return 2;
}

if (import.meta.main) {
  let db: Database | undefined;
  try {
    db = await openDatabase();
    await migrate(db);
    process.exitCode = await runTrustCommand(db, process.argv.slice(2), {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
