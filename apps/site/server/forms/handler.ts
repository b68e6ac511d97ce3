// POST /api/forms/{contact,enquiry,newsletter,footer-newsletter}: checks a submission with
// the browser form's own schema, stores it, and acknowledges it with a reference.
//
// 202 {"status":"received","reference":uuid} once stored (a filled spam trap gets the same
// answer and nothing is stored); 422 {"status":"invalid","errors":{field:message}}; 400 a
// body that is not UTF-8 JSON or a form post; 403 cross-site; 413 over 16 KB; 415 another
// content type; 429 with Retry-After; 500 {"status":"error"} and nothing more.
// An ordinary form post from a page (no JavaScript) gets a 303 to the form's confirmation
// page instead, or the "not sent" page with 422.
//
// The page's language comes as ?lang=fr (the same for a script's post and a plain one): the
// field messages are in it, its pages answer a plain post, and it is stored, so the trust
// can answer in it and the emails to the sender are written in it.
import { localisedPath } from '@ghat/content/i18n/addresses';
import { siteLocales, type SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../storage/database.ts';
import { securityHeaders } from '../headers.ts';
import { bodyKind, parseBody, readBody, RejectedRequest } from './body.ts';
import {
  filledHoneypot,
  fromFormPost,
  isFormName,
  validate,
  type FormName,
} from './definitions.ts';
import { createRateLimiter, type RateLimit, type RateLimiter } from './rateLimit.ts';

export const formsPathPrefix = '/api/forms/';

/** Bodies larger than this are refused with 413. */
export const bodyLimit = 16 * 1024;

/** What was stored, for the hooks that run in the same transaction. */
export interface StoredSubmission {
  /** The id of the row and the reference the visitor is given. */
  reference: string;
  form: FormName;
  email: string;
  /** The schema's output: trimmed text, consent as a boolean, no spam trap. */
  fields: Record<string, unknown>;
  receivedAt: Date;
  /** The language of the page it was sent from ('en', 'fr'). */
  language: SiteLocaleCode;
}

/** Where an ordinary form post (no JavaScript) is sent next. */
export interface FormPages {
  /** The confirmation page of each form, for the 303 after a submission. */
  sent: Record<FormName, string>;
  /** Shown with 422 when the server finds a problem the browser's checks let through. */
  notSent: string;
}

export interface FormsHandlerOptions {
  db: Database;
  /**
   * Runs inside the transaction that stores the submission (queue its email here): when it
   * throws, nothing is stored and the visitor is told it failed.
   */
  afterStore?: (tx: Queryable, submission: StoredSubmission) => Promise<void>;
  /** Origins besides the request's own host whose pages may post (a site hosted elsewhere). */
  allowedOrigins?: readonly string[];
  /** Submissions allowed per address per minute; false for none (benchmarks). */
  rateLimit?: RateLimit | false;
  /**
   * What counts them, when not this process's memory: the limiter shared through the
   * database by every instance (createSharedRateLimiter). Unused when rateLimit is false.
   */
  rateLimiter?: RateLimiter;
  /** Read the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean;
  pages?: FormPages;
  /** Sends one of the site's pages with a status (the site server's own page sender). */
  sendPage?: (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    status: number,
  ) => Promise<void>;
  now?: () => Date;
  /** Where failures are reported: never with what people typed. */
  logError?: (message: string) => void;
}

export const defaultRateLimit = { limit: 5, windowMs: 60_000 };

const baseHeaders = {
  ...securityHeaders,
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** The language a post names in ?lang=, when it is one of the site's; else English. */
export function postLanguage(url: string): SiteLocaleCode {
  const queryAt = url.indexOf('?');
  const asked = queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt)).get('lang');
  return siteLocales.find((locale) => locale.code === asked)?.code ?? 'en';
}

/** The client's address, for the rate limit. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

/** The Origin header's origin, if it sent a usable one. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return value;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether the request comes from a page we serve (or a configured site), or from no page
 * at all (a script such as curl sends neither header): a browser names the page's origin
 * in Origin and says cross-site in Sec-Fetch-Site.
 */
export function isAllowedSource(
  request: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
): { allowed: boolean; origin?: string } {
  const origin = originOf(request.headers.origin);
  if (origin !== undefined) {
    if (allowedOrigins.has(origin)) return { allowed: true, origin };
    const host = request.headers.host;
    const sameHost = origin !== 'null' && host !== undefined && new URL(origin).host === host;
    return { allowed: sameHost };
  }
  return { allowed: request.headers['sec-fetch-site'] !== 'cross-site' };
}

export interface FormsHandler {
  /** Answers the request when its path is a forms endpoint; returns whether it did. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
}

export function createFormsHandler(options: FormsHandlerOptions): FormsHandler {
  const {
    db,
    afterStore,
    trustProxy = false,
    pages,
    sendPage,
    now = () => new Date(),
    logError = (message) => console.error(message),
  } = options;
  const allowedOrigins = new Set(
    (options.allowedOrigins ?? []).map((origin) => new URL(origin).origin),
  );
  const limits = options.rateLimit ?? defaultRateLimit;
  const limiter: RateLimiter | undefined = limits
    ? (options.rateLimiter ?? createRateLimiter({ ...limits, now: () => now().getTime() }))
    : undefined;

  async function store(
    form: FormName,
    values: { email: string } & Record<string, unknown>,
    language: SiteLocaleCode,
  ) {
    const submission: StoredSubmission = {
      reference: randomUUID(),
      form,
      email: values.email,
      fields: values,
      receivedAt: now(),
      language,
    };
    await db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO submissions (id, form, email, fields, received_at, language) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          submission.reference,
          form,
          submission.email,
          JSON.stringify(submission.fields),
          submission.receivedAt.toISOString(),
          language,
        ],
      );
      if (afterStore) await afterStore(tx, submission);
    });
    return submission.reference;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = request.url ?? '';
    if (!url.startsWith(formsPathPrefix)) return false;
    const name = url.slice(formsPathPrefix.length).split('?')[0] ?? '';
    const language = postLanguage(url);
    const source = isAllowedSource(request, allowedOrigins);
    const cors: Record<string, string> = source.origin
      ? {
          'Access-Control-Allow-Origin': source.origin,
          // The form on the other site reads how long to wait from a 429.
          'Access-Control-Expose-Headers': 'Retry-After',
          Vary: 'Origin',
        }
      : {};
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        ...baseHeaders,
        ...cors,
        ...extra,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(text)),
      });
      response.end(text);
    };

    if (!isFormName(name)) {
      json(404, { status: 'not-found' });
      return true;
    }
    if (request.method === 'OPTIONS' && source.origin) {
      // A page on a configured origin asks before posting JSON.
      response.writeHead(204, {
        ...baseHeaders,
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return true;
    }
    if (request.method !== 'POST') {
      json(405, { status: 'method-not-allowed' }, { Allow: 'POST' });
      return true;
    }
    const contentType = request.headers['content-type'];
    const accept = request.headers.accept ?? '';
    // A page's own form post (no JavaScript): answered with pages rather than JSON.
    const fromPage =
      pages !== undefined &&
      sendPage !== undefined &&
      /^application\/x-www-form-urlencoded/i.test(contentType ?? '') &&
      accept.includes('text/html');
    try {
      if (!source.allowed) throw new RejectedRequest(403, 'cross-site');
      const wait = (await limiter?.take(clientAddress(request, trustProxy))) ?? 0;
      if (wait > 0) {
        request.resume();
        if (fromPage) {
          response.setHeader('Retry-After', String(wait));
          await sendPage(request, response, localisedPath(language, pages.notSent), 429);
        } else {
          json(429, { status: 'too-many-requests' }, { 'Retry-After': String(wait) });
        }
        return true;
      }
      const kind = bodyKind(contentType);
      const parsed = parseBody(await readBody(request, bodyLimit), kind);
      const body = parsed instanceof URLSearchParams ? fromFormPost(name, parsed) : parsed;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        json(422, { status: 'invalid', errors: { form: 'Expected an object of fields' } });
        return true;
      }
      let reference: string;
      if (filledHoneypot(body as Record<string, unknown>)) {
        // Spam: the same answer as a real submission, so the bot learns nothing.
        reference = randomUUID();
      } else {
        const result = validate(name, body, language);
        if (!result.ok) {
          if (fromPage) {
            await sendPage(request, response, localisedPath(language, pages.notSent), 422);
          } else json(422, { status: 'invalid', errors: result.errors });
          return true;
        }
        reference = await store(name, result.values, language);
      }
      if (fromPage) {
        response.writeHead(303, {
          ...baseHeaders,
          Location: localisedPath(language, pages.sent[name]),
          'Content-Length': '0',
        });
        response.end();
      } else {
        json(202, { status: 'received', reference });
      }
    } catch (error) {
      if (error instanceof RejectedRequest) {
        // A person's browser shows a page, not JSON, whatever the refusal.
        if (fromPage && !response.headersSent) {
          request.resume();
          await sendPage(request, response, localisedPath(language, pages.notSent), error.status);
        } else {
          json(error.status, { status: 'rejected' });
        }
      } else {
        // The error's name and code only: a database message can quote what was typed.
        const { name: kind, code } = (error ?? {}) as { name?: string; code?: string };
        logError(`forms: ${name} submission failed (${kind ?? 'error'}${code ? ` ${code}` : ''})`);
        if (!response.headersSent) json(500, { status: 'error' });
        else response.end();
      }
    }
    return true;
  }

  return { handle };
}
