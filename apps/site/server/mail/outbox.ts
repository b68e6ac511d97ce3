// The outbox: every email is a row written in the same transaction as whatever caused it
// (a stored enquiry, a sign-up), and a worker sends the rows over SMTP. A mail server that
// is down costs a delay, never a message.
//
// Delivery is AT LEAST ONCE: a worker claims a row by moving its next_attempt_at forward (a
// lease), sends it, then marks it sent. If the process dies, or the database fails, between
// the SMTP server accepting a message and the row being marked, the lease runs out and the
// message is sent again. Each row's Message-ID is fixed, so mail programs can tell a repeat.
import type { Queryable } from './db.ts';
import { mailConfigFromEnv, type MailMessage, type MailTransport } from './transport.ts';

export type MailKind =
  | 'contact-forward'
  | 'enquiry-forward'
  | 'contact-receipt'
  | 'enquiry-receipt'
  | 'newsletter-confirmation'
  | 'newsletter-welcome';

export interface OutgoingMail extends MailMessage {
  kind: MailKind;
}

const subjectMaxLength = 250;

// Control characters, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const controlCharacters = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * Text for a header: control characters (CR and LF above all, which would start a new
 * header) become spaces, and a subject cannot run on for ever.
 */
export function oneLine(value: string, maxLength = subjectMaxLength): string {
  const flat = value.replace(controlCharacters, ' ').replace(/ {2,}/g, ' ');
  const trimmed = flat.trim();
  return trimmed.length > maxLength ? `${trimmed.slice(0, maxLength - 1)}…` : trimmed;
}

function address(name: string, value: string): string {
  if (value.search(controlCharacters) !== -1 || value.trim() === '') {
    throw new Error(`${name} is not a usable address`);
  }
  return value.trim();
}

/**
 * Queues an email. Call it with the transaction that stores whatever the email is about,
 * so nothing is acknowledged without its mail; then, after the commit, `worker.notify()`.
 * Returns the outbox row's id.
 */
export async function enqueueMail(tx: Queryable, message: OutgoingMail): Promise<string> {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => [
      oneLine(name, 100),
      oneLine(value, 2000),
    ]),
  );
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO mail_outbox (kind, recipient, reply_to, subject, text, html, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     RETURNING id::text AS id`,
    [
      message.kind,
      address('The recipient', message.to),
      message.replyTo === undefined ? null : address('Reply-To', message.replyTo),
      oneLine(message.subject),
      message.text,
      message.html ?? null,
      JSON.stringify(headers),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The outbox insert returned no row');
  return row.id;
}

/** A failure as it may be stored and logged: its code and reply, with addresses removed. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  if (error && typeof error === 'object') {
    const { code, responseCode, response, message } = error as Record<string, unknown>;
    if (typeof code === 'string') parts.push(code);
    if (typeof responseCode === 'number') parts.push(String(responseCode));
    if (typeof response === 'string') parts.push(response);
    else if (typeof message === 'string') parts.push(message);
  } else {
    parts.push(String(error));
  }
  const text = parts
    .join(' ')
    .replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim();
  return (text || 'unknown error').slice(0, 300);
}

/** After notify(), the worker looks again this soon. */
const followUpMs = 1000;

/** A row's every so many failures is logged as an error, not a warning. */
export const alertEveryFailures = 5;

export interface BackoffOptions {
  /** The wait after the first failure. */
  baseMs?: number;
  /** The longest wait: the cap. */
  maxMs?: number;
  /** A number in [0, 1), for the jitter. */
  random?: () => number;
}

/**
 * Waits that double with each failure up to a cap, each picked at random between half and
 * all of that ('equal jitter'), so many failed rows do not all return at the same moment.
 */
export function exponentialBackoff({
  baseMs = 30_000,
  maxMs = 60 * 60_000,
  random = Math.random,
}: BackoffOptions = {}): (failures: number) => number {
  return (failures) => {
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  };
}

export interface OutboxWorkerOptions {
  db: Queryable;
  /** Undefined when SMTP_URL is unset: mail then stays queued, and that is logged once. */
  transport: MailTransport | undefined;
  /** The sender; GHAT_MAIL_FROM or the trust's address when left out. */
  from?: string;
  clock?: () => Date;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** The wait before the next attempt, after `failures` failed attempts. */
  backoff?: (failures: number) => number;
  /** How often to look for due mail when not woken (other instances queue mail too). */
  pollIntervalMs?: number;
  /** How long a claimed row is left to its worker before another may send it. */
  leaseMs?: number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface OutboxWorker {
  /**
   * Look for due mail now, and once more a second later: call it after queueing mail,
   * best after the commit (inside the transaction, the second look covers the commit).
   */
  notify(): void;
  /** Sends everything due now; resolves when done. */
  drain(): Promise<DrainResult>;
  /** No more timers; waits for a send in progress. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | string;
  attempts: number;
  created_at: Date;
}

function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Starts sending the outbox: on a timer (which never keeps the process alive) and on notify(). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    clock = () => new Date(),
    batchSize = 20,
    backoff = exponentialBackoff(),
    pollIntervalMs = 60_000,
    leaseMs = 5 * 60_000,
    log = console,
  } = options;
  const from = options.from ?? mailConfigFromEnv().from;
  const messageIdDomain = domainOf(from);
  let running: Promise<DrainResult> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let toldUnconfigured = false;
  /** Set by notify(): look once more a second after the run it starts (see notify). */
  let followUp = false;

  async function sendRow(row: OutboxRow, sender: MailTransport): Promise<boolean> {
    try {
      await sender.sendMail({
        from,
        to: row.recipient,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
        messageId: `<outbox-${row.id}-${row.created_at.getTime()}@${messageIdDomain}>`,
      });
    } catch (error) {
      const failures = row.attempts + 1;
      const wait = backoff(failures);
      const reason = describeError(error);
      await db.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3
         WHERE id = $1::bigint`,
        [row.id, new Date(clock().getTime() + wait), reason],
      );
      const line = `mail: #${row.id} (${row.kind}) failed, attempt ${failures} (${reason}); next try in ${Math.round(wait / 1000)} s`;
      // Every fifth failure is an error, for whoever watches the logs: mail is not leaving.
      if (failures % alertEveryFailures === 0) log.error(line);
      else log.warn(line);
      return false;
    }
    await db.query(
      `UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL
       WHERE id = $1::bigint`,
      [row.id, clock()],
    );
    log.info(`mail: #${row.id} (${row.kind}) sent`);
    return true;
  }

  async function sendDue(): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    if (!transport) {
      if (!toldUnconfigured) {
        toldUnconfigured = true;
        const { rows } = await db.query<{ queued: number }>(
          'SELECT count(*)::int AS queued FROM mail_outbox WHERE sent_at IS NULL',
        );
        log.warn(
          `mail: not configured (SMTP_URL is unset), so email stays in the outbox (${rows[0]?.queued ?? 0} waiting now) until it is set`,
        );
      }
      return result;
    }
    for (;;) {
      const now = clock();
      // SKIP LOCKED: with several instances on one PostgreSQL, each claims different rows.
      const { rows } = await db.query<OutboxRow>(
        `UPDATE mail_outbox SET next_attempt_at = $2
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at, id
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING id::text AS id, kind, recipient, reply_to, subject, text, html, headers,
           attempts, created_at`,
        [now, new Date(now.getTime() + leaseMs), batchSize],
      );
      if (rows.length === 0) return result;
      rows.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
      for (const row of rows) {
        if (await sendRow(row, transport)) result.sent++;
        else result.failed++;
      }
    }
  }

  async function schedule() {
    if (stopped || !transport) return;
    let delay = pollIntervalMs;
    try {
      const { rows } = await db.query<{ next: Date | null }>(
        'SELECT min(next_attempt_at) AS next FROM mail_outbox WHERE sent_at IS NULL',
      );
      const next = rows[0]?.next;
      if (next) delay = Math.min(delay, Math.max(1000, next.getTime() - clock().getTime()));
    } catch (error) {
      log.error(`mail: could not read the outbox (${describeError(error)})`);
    }
    if (followUp) {
      followUp = false;
      delay = Math.min(delay, followUpMs);
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  }

  function run(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = { sent: 0, failed: 0 };
      do {
        again = false;
        try {
          const { sent, failed } = await sendDue();
          total.sent += sent;
          total.failed += failed;
        } catch (error) {
          log.error(`mail: the outbox worker failed (${describeError(error)}); will retry`);
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
      void schedule();
    });
    return running;
  }

  void run();
  return {
    notify() {
      if (stopped) return;
      // Called inside the transaction that queued the mail, this run may look before the
      // commit on PostgreSQL (PGlite makes it wait for the commit); the second look a
      // moment later finds the row then.
      followUp = true;
      void run();
    },
    drain: () => run(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
