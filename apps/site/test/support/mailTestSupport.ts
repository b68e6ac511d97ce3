// For the mail tests: a fresh PGlite with the service's migrations, and a real SMTP server on
// loopback that keeps what it receives, decoded enough to assert on.
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createNewsletterLinkHandler } from '../../server/mail/handlers.ts';
import { requestNewsletterSubscription } from '../../server/mail/newsletter.ts';
import { startOutboxWorker, type OutboxWorker } from '../../server/mail/outbox.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { migrationFiles, migrationsDir } from '../../server/storage/migrate.ts';

const migrations = migrationFiles().map((name) => readFileSync(join(migrationsDir, name), 'utf8'));

/** An in-memory PGlite with every table the service has (the mail tables among them). */
export async function freshDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  for (const migration of migrations) await db.exec(migration);
  return db;
}

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  /** MAIL FROM address. */
  from: string;
  /** Header names lower-cased, values unfolded and decoded (RFC 2047). */
  headers: Map<string, string>;
  /** The plain-text body, transfer encoding undone. */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): Buffer {
  const softBreaksRemoved = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** '=?UTF-8?Q?Caf=C3=A9?=' and '=?UTF-8?B?...?=' -> text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** A single-part message as nodemailer writes a plain-text email. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(
      line.slice(0, colon).toLowerCase(),
      decodeEncodedWords(line.slice(colon + 1).trim()),
    );
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { ...envelope, headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''), raw };
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections are refused) and resolves when closed. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * smtp-server on 127.0.0.1 with STARTTLS off (its built-in certificate has expired) and no
 * authentication. `rejectRecipients` makes it answer 550 to RCPT TO for those addresses.
 */
export async function startSmtpServer(
  options: { rejectRecipients?: string[]; port?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      // No reverse DNS of 127.0.0.1: on a closed network each lookup waits.
      disableReverseLookup: true,
      // stop() drops open connections at once, as a server that goes down does.
      closeTimeout: 1,
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipients?.includes(address.address)) {
          callback(
            Object.assign(new Error(`No such user ${address.address}`), { responseCode: 550 }),
          );
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push(
            parseMail(Buffer.concat(chunks).toString('utf8'), {
              from: mailFrom ? mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            }),
          );
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        });
      },
    });
  // A client that vanishes mid-message (a server killed by a test) resets its connection:
  // that is the test's doing, not a failure of this server.
  const quiet = (made: SMTPServer) => {
    made.on('error', () => undefined);
    return made;
  };
  let server = quiet(make());
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(received) }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = quiet(make());
      await listen();
    },
  };
}

/** PGlite's start (WebAssembly) takes seconds, more on a busy machine. */
export const pgliteStartTimeoutMs = 60_000;

export interface NewsletterRig {
  db: PGlite;
  smtp: TestSmtpServer;
  worker: OutboxWorker;
  secret: string;
  /** The loopback server answering the link paths (404 'site' for others); links lead here. */
  origin: string;
  /** Signs Ada up in a transaction, wakes the worker, and resolves with the email she gets. */
  signUpAda(now?: Date): Promise<ReceivedMail>;
  /** The confirm or unsubscribe link in an email's text. */
  linkIn(mail: ReceivedMail | undefined, path: 'confirm' | 'unsubscribe'): string;
  stop(): Promise<void>;
}

/**
 * Everything the newsletter's links need, for real: PGlite with the migration, an SMTP
 * server, the outbox worker, and the link handler on a node:http server on loopback.
 */
export async function startNewsletterRig(
  options: { clock?: () => Date; handlerLog?: Pick<Console, 'info'> } = {},
): Promise<NewsletterRig> {
  const secret = 'rig-signing-secret-0123456789abcdefghijk';
  const db = await freshDatabase();
  const smtp = await startSmtpServer();
  const transport = createMailTransport({ smtpUrl: smtp.url });
  const log = { info: () => {}, warn: console.warn, error: console.error };
  const { clock } = options;
  const worker = startOutboxWorker({ db, transport, from: 'web@ghat.example', clock, log });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handle = createNewsletterLinkHandler({
    db,
    secret,
    baseUrl: origin,
    clock,
    onMailQueued: () => worker.notify(),
    log: options.handlerLog ?? log,
  });
  // The site's pages stand in as their address: which page answered, with what status.
  server.on('request', (request, response) => {
    const sendPage = async (path: string, status: number, headers: Record<string, string>) => {
      response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : `page ${path}`);
    };
    handle(request, response, sendPage).then((handled) => {
      if (!handled) response.writeHead(404).end('site');
    }, console.error);
  });
  return {
    db,
    smtp,
    worker,
    secret,
    origin,
    async signUpAda(now) {
      const before = smtp.received.length;
      await db.transaction((tx) =>
        requestNewsletterSubscription(tx, {
          email: 'ada@example.org',
          firstName: 'Ada',
          source: 'get-involved',
          baseUrl: origin,
          secret,
          now,
        }),
      );
      worker.notify();
      const received = await smtp.waitFor(before + 1);
      const mail = received[before];
      if (!mail) throw new Error('The confirmation email did not arrive');
      return mail;
    },
    linkIn(mail, path) {
      const found = new RegExp(
        `^(${origin}(?:/[a-z]{2})?/newsletter/${path}\\?token=\\S+)$`,
        'm',
      ).exec(mail?.text ?? '')?.[1];
      if (!found) throw new Error(`No ${path} link in the email`);
      return found;
    },
    async stop() {
      await worker.stop();
      transport?.close?.();
      await new Promise((resolve) => server.close(resolve));
      await smtp.stop();
      await db.close();
    },
  };
}

/** The mail settings `npm start` reads, for a site server sending to `smtp`, linking to `siteUrl`. */
export function mailEnv(
  smtp: Pick<TestSmtpServer, 'url'>,
  siteUrl: string,
  enquiriesTo = 'enquiries@trust.example',
): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    GHAT_ENQUIRIES_TO: enquiriesTo,
    GHAT_MAIL_FROM: 'website@trust.example',
    GHAT_SIGNING_SECRET: 'a test secret that is long enough to sign links',
    GHAT_SITE_URL: siteUrl,
  };
}
