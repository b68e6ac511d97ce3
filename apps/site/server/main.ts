// Serves the built site and the forms service: `npm run serve` (after `npm run build`), or
// `npm start`, which builds first when the output is missing or older than the sources.
//   PORT (default 3000), HOST (default 127.0.0.1: this machine only; 0.0.0.0 for every interface).
//   DATABASE_URL: a PostgreSQL server; unset, PGlite in GHAT_DATA_DIR (default apps/site/.data).
//   GHAT_FORMS_ALLOWED_ORIGINS: other origins whose pages may post (comma-separated).
//   GHAT_FORMS_RATE_LIMIT: submissions per address per minute (default 5; 0 for no limit).
//   GHAT_TRUST_PROXY=1: take the client's address from X-Forwarded-For.
//   GHAT_BACKUP_DIR, GHAT_BACKUP_INTERVAL (default 1d), GHAT_BACKUP_KEEP (default 14): the
//   backups this server takes (server/storage/backupSchedule.ts; README, Backups and restore).
//   SMTP_URL, GHAT_ENQUIRIES_TO, GHAT_MAIL_FROM, GHAT_SIGNING_SECRET, GHAT_SITE_URL: mail
//   (see server/mail; without SMTP_URL mail waits in the outbox).
import { resolve } from 'node:path';
import { defaultRateLimit, type FormsHandlerOptions, type FormPages } from './forms/handler.ts';
import { createSharedRateLimiter, type RateLimiter } from './forms/rateLimit.ts';
import { loadSigningSecret, startMail } from './mail/index.ts';
import { createSiteServer, type SiteServerOptions } from './server.ts';
import { trackConnections } from './shutdown.ts';
import { openDatabase, type Database } from './storage/database.ts';
import { migrate } from './storage/migrate.ts';
import { backupSettings, scheduleBackups } from './storage/backupSchedule.ts';
import { suppressionFileKeeper } from './storage/suppressions.ts';
import { schedulePurge } from './storage/retention.ts';

export const defaultOutputDir = resolve(import.meta.dirname, '../dist');

/** Where an ordinary form post (no JavaScript) lands: pages of the built site. */
export const formPages: FormPages = {
  sent: {
    contact: '/forms/sent',
    enquiry: '/forms/sent',
    newsletter: '/forms/sent',
    'footer-newsletter': '/forms/sent',
  },
  notSent: '/forms/not-sent',
};

export function addressUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

/** The forms service's settings from the environment. */
export function formsSettings(
  env: Record<string, string | undefined> = process.env,
): Pick<FormsHandlerOptions, 'allowedOrigins' | 'rateLimit' | 'trustProxy'> {
  const perMinute = env.GHAT_FORMS_RATE_LIMIT?.trim();
  const limit = perMinute ? Number(perMinute) : defaultRateLimit.limit;
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`GHAT_FORMS_RATE_LIMIT must be a whole number, but it is "${perMinute}"`);
  }
  const allowedOrigins = (env.GHAT_FORMS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new Error(`GHAT_FORMS_ALLOWED_ORIGINS has "${origin}", which is not an origin`);
      }
    });
  return {
    allowedOrigins,
    rateLimit: limit === 0 ? false : { limit, windowMs: 60_000 },
    trustProxy: env.GHAT_TRUST_PROXY === '1',
  };
}

/** What another service (the mail library) adds to the server, given the open database. */
export interface ServiceHooks {
  /** Runs in the transaction storing each submission: where mail is queued. */
  afterStore?: FormsHandlerOptions['afterStore'];
  /** Asked before the site's files (the newsletter's confirm and unsubscribe links). */
  handlers?: SiteServerOptions['handlers'];
  /** Called when the server stops, before the database closes. */
  stop?: () => Promise<void>;
}

/**
 * The services `npm start` runs beside the forms: the mail service (server/mail), which
 * queues each submission's email in the transaction that stores it, sends the outbox over
 * SMTP_URL, and answers the newsletter's confirm and unsubscribe links.
 */
export async function siteServices(
  db: Database,
  { backupDir }: ServiceContext = {},
): Promise<ServiceHooks> {
  const mail = await startMail({
    db,
    // An unsubscribe goes into the suppression list beside the backups at once, as an
    // erasure does, so a restore never subscribes that person again.
    ...(backupDir ? { onUnsubscribed: suppressionFileKeeper(db, backupDir) } : {}),
  });
  return {
    afterStore: (tx, submission) => mail.queueForSubmission(tx, submission),
    handlers: [
      (request, response, sendPage) => mail.handleNewsletterLinks(request, response, sendPage),
    ],
    stop: () => mail.stop(),
  };
}

/**
 * On PostgreSQL (where several instances may share the database) the rate limit is counted
 * there, so the instances count together; PGlite is one instance, counted in memory.
 */
export async function sharedRateLimiter(
  db: Database,
  rateLimit: FormsHandlerOptions['rateLimit'],
): Promise<RateLimiter | undefined> {
  if (!rateLimit || db.kind !== 'postgres') return undefined;
  return createSharedRateLimiter({ db, ...rateLimit, secret: await loadSigningSecret(db) });
}

/** What the server tells the services it starts. */
export interface ServiceContext {
  /** Where the backups and the suppression list go (none when backups are off). */
  backupDir?: string;
}

export interface ServeOptions {
  outputDir?: string;
  /** Starts other services on the database once it is migrated and purged. */
  services?: (db: Database, context: ServiceContext) => Promise<ServiceHooks>;
}

/**
 * Opens the database, starts the backups (the first before the migrations), migrates,
 * purges expired records, starts `services`, then serves.
 */
export async function serve({
  outputDir = defaultOutputDir,
  services = siteServices,
}: ServeOptions = {}) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, but it is "${process.env.PORT}"`);
  }
  const settings = formsSettings();
  const backupsWanted = backupSettings();
  const db: Database = await openDatabase();
  // The backup on start comes before the migrations, so an upgrade whose migration goes
  // wrong can be undone by restoring it with the version before.
  const backups = scheduleBackups(db, backupsWanted);
  await backups.first;
  await migrate(db);
  const purge = schedulePurge(db);
  await purge.first;
  const {
    afterStore,
    handlers,
    stop: stopServices,
  } = await services(db, backupsWanted.dir ? { backupDir: backupsWanted.dir } : {});
  const { server } = createSiteServer(outputDir, {
    forms: {
      db,
      afterStore,
      pages: formPages,
      ...settings,
      rateLimiter: await sharedRateLimiter(db, settings.rateLimit),
    },
    handlers,
  });
  const connections = trackConnections(server);
  server.listen(port, host, () => {
    const address = server.address();
    const shownPort = typeof address === 'object' && address ? address.port : port;
    console.log(
      `Global Health Access Trust website: ${addressUrl(host, shownPort)} (storage: ${db.kind})`,
    );
  });
  const stop = () => {
    purge.stop();
    void connections
      .stop()
      .then(() => stopServices?.())
      .then(() => backups.stop())
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (import.meta.main) {
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
