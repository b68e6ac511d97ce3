// The newsletter's double opt-in: a sign-up stores the address unconfirmed and queues an
// email with a signed link; following the link (and pressing its button) confirms it; every
// newsletter email carries a signed unsubscribe link. The HTTP layer maps each typed result to
// a page, and must show the visitor the same thing whatever a sign-up's result, so the form
// never reveals whether an address is subscribed.
import {
  newsletterConfirmationDays,
  newsletterUnsubscribeDays,
  siteUrl,
  type NewsletterLinkOutcome,
} from '@ghat/content';
import { localisedPath } from '@ghat/content/i18n/addresses';
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { Queryable, Transactional } from './db.ts';
import { emailsIn, listUnsubscribeHeaders } from './messages.ts';
import { enqueueMail } from './outbox.ts';
import { loadSigningSecret, signToken, verifyToken, type TokenPurpose } from './tokens.ts';

const day = 24 * 60 * 60_000;
export const confirmLinkLifetimeMs = newsletterConfirmationDays * day;
export const unsubscribeLinkLifetimeMs = newsletterUnsubscribeDays * day;
/** A sign-up repeated sooner than this sends no second email (someone pressing twice, or a bot). */
export const resendAfterMs = 2 * 60_000;

export type NewsletterSource = 'footer' | 'get-involved';

export interface LinkOptions {
  /** The signing secret; read (or made) with loadSigningSecret when left out. */
  secret?: string;
  now?: Date;
  /** The site's address for links: GHAT_SITE_URL or the public address when left out. Never
   * take it from a request's Host header: a forged one would put a stranger's site in the link. */
  baseUrl?: string;
}

export interface SubscriptionRequest extends LinkOptions {
  email: string;
  firstName?: string | null;
  source: NewsletterSource;
  /** The language of the page the sign-up came from: its emails and pages are in it. */
  language?: SiteLocaleCode;
}

export type SubscriptionRequestResult = {
  status: 'confirmation-sent' | 'confirmation-resent' | 'recently-sent' | 'already-confirmed';
  subscriptionId: string;
};

export type LinkResult = { outcome: NewsletterLinkOutcome };

interface SubscriptionRow {
  id: string;
  first_name: string | null;
  language: SiteLocaleCode;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  requested_at: Date;
}

function base(options: LinkOptions): string {
  return (options.baseUrl ?? siteUrl()).replace(/\/+$/, '');
}

/** The confirm link, opening its page in `language` ('/fr/newsletter/confirm'). */
export function confirmUrl(
  baseUrl: string,
  token: string,
  language: SiteLocaleCode = 'en',
): string {
  return `${baseUrl}${localisedPath(language, '/newsletter/confirm')}?token=${token}`;
}

export function unsubscribeUrl(
  baseUrl: string,
  token: string,
  language: SiteLocaleCode = 'en',
): string {
  return `${baseUrl}${localisedPath(language, '/newsletter/unsubscribe')}?token=${token}`;
}

/** A signed unsubscribe link for one subscription, for any newsletter email. */
export function unsubscribeLink(
  secret: string,
  subscriptionId: string,
  now: Date,
  baseUrl: string,
  language: SiteLocaleCode = 'en',
): string {
  const token = signToken(secret, {
    purpose: 'unsubscribe',
    subject: subscriptionId,
    now,
    lifetimeMs: unsubscribeLinkLifetimeMs,
  });
  return unsubscribeUrl(baseUrl, token, language);
}

async function queueConfirmation(
  tx: Queryable,
  row: { id: string; email: string; firstName: string | null; language: SiteLocaleCode },
  secret: string,
  now: Date,
  baseUrl: string,
) {
  const token = signToken(secret, {
    purpose: 'confirm',
    subject: row.id,
    now,
    lifetimeMs: confirmLinkLifetimeMs,
  });
  const unsubscribe = unsubscribeLink(secret, row.id, now, baseUrl, row.language);
  const email = emailsIn(row.language).newsletterConfirmation({
    firstName: row.firstName,
    confirmUrl: confirmUrl(baseUrl, token, row.language),
    unsubscribeUrl: unsubscribe,
    siteUrl: baseUrl,
  });
  await enqueueMail(tx, {
    kind: 'newsletter-confirmation',
    to: row.email,
    ...email,
    headers: listUnsubscribeHeaders(unsubscribe),
  });
}

/**
 * A sign-up: stores or refreshes the address and queues the confirmation email, in the
 * caller's transaction (`tx`). An unconfirmed address gets the email again (not within
 * `resendAfterMs`); a confirmed one gets nothing more. After the commit, notify the worker.
 */
export async function requestNewsletterSubscription(
  tx: Queryable,
  request: SubscriptionRequest,
): Promise<SubscriptionRequestResult> {
  const now = request.now ?? new Date();
  const email = request.email.trim().toLowerCase();
  const firstName = request.firstName?.trim() || null;
  const secret = request.secret ?? (await loadSigningSecret(tx));
  const baseUrl = base(request);
  const language = request.language ?? 'en';

  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO newsletter_subscriptions (email, first_name, source, created_at, requested_at, language)
     VALUES ($1, $2, $3, $4, $4, $5)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [email, firstName, request.source, now, language],
  );
  const created = inserted.rows[0];
  if (created) {
    await queueConfirmation(
      tx,
      { id: created.id, email, firstName, language },
      secret,
      now,
      baseUrl,
    );
    return { status: 'confirmation-sent', subscriptionId: created.id };
  }

  const { rows } = await tx.query<SubscriptionRow>(
    `SELECT id, first_name, confirmed_at, unsubscribed_at, requested_at, language
     FROM newsletter_subscriptions WHERE email = $1 FOR UPDATE`,
    [email],
  );
  const existing = rows[0];
  if (!existing) throw new Error('The subscription vanished during its sign-up');
  if (existing.confirmed_at && !existing.unsubscribed_at) {
    return { status: 'already-confirmed', subscriptionId: existing.id };
  }
  if (now.getTime() - existing.requested_at.getTime() < resendAfterMs) {
    return { status: 'recently-sent', subscriptionId: existing.id };
  }
  // An unsubscribed address stays unsubscribed (on the do-not-contact list) until the new
  // link is followed: signing someone else up sends them one email, and no more. The latest
  // sign-up's language is the one its emails come in.
  await tx.query(
    `UPDATE newsletter_subscriptions
     SET first_name = coalesce($2, first_name), source = $3, requested_at = $4, language = $5
     WHERE id = $1`,
    [existing.id, firstName, request.source, now, language],
  );
  await queueConfirmation(
    tx,
    { id: existing.id, email, firstName: firstName ?? existing.first_name, language },
    secret,
    now,
    baseUrl,
  );
  return { status: 'confirmation-resent', subscriptionId: existing.id };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CheckedLink =
  | { ok: true; now: Date; secret: string; subscriptionId: string; issuedAt: Date }
  | { ok: false; result: LinkResult };

/** A link's token, checked for its purpose; the subscription it names when it is good. */
async function checkLink(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
  options: LinkOptions,
): Promise<CheckedLink> {
  const now = options.now ?? new Date();
  const secret = options.secret ?? (await loadSigningSecret(db));
  const check = verifyToken(secret, token, purpose, now);
  if (!check.ok) return { ok: false, result: { outcome: check.reason } };
  if (!uuidPattern.test(check.subject)) return { ok: false, result: { outcome: 'invalid' } };
  return { ok: true, now, secret, subscriptionId: check.subject, issuedAt: check.issuedAt };
}

/**
 * Why a good token's link can no longer act on its subscription, or undefined when it can:
 * 'invalid' when the row is gone (erased on request, or purged as an old unconfirmed
 * sign-up); 'already' when it is done; 'expired' for a confirm link older than an
 * unsubscribe, which it cannot undo.
 */
function linkBlocked(
  purpose: TokenPurpose,
  row: Pick<SubscriptionRow, 'confirmed_at' | 'unsubscribed_at'> | undefined,
  issuedAt: Date,
): NewsletterLinkOutcome | undefined {
  if (!row) return 'invalid';
  if (purpose === 'unsubscribe') return row.unsubscribed_at ? 'already' : undefined;
  if (row.confirmed_at && !row.unsubscribed_at) return 'already';
  if (row.unsubscribed_at && row.unsubscribed_at >= issuedAt) return 'expired';
  return undefined;
}

/**
 * What following a link would show, changing nothing (a GET: mail scanners open links):
 * 'ready' when its button would act, otherwise the outcome pressing it would give.
 */
export async function previewLink(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
  options: Omit<LinkOptions, 'baseUrl'> = {},
): Promise<{ outcome: NewsletterLinkOutcome | 'ready' }> {
  const link = await checkLink(db, token, purpose, options);
  if (!link.ok) return link.result;
  const { rows } = await db.query<Pick<SubscriptionRow, 'confirmed_at' | 'unsubscribed_at'>>(
    'SELECT confirmed_at, unsubscribed_at FROM newsletter_subscriptions WHERE id = $1',
    [link.subscriptionId],
  );
  return { outcome: linkBlocked(purpose, rows[0], link.issuedAt) ?? 'ready' };
}

/**
 * Confirms the subscription a confirm token names, and queues the welcome email in the same
 * transaction. 'expired' also covers a link older than an unsubscribe: it cannot undo one.
 */
export async function confirmSubscription(
  db: Transactional,
  token: string,
  options: LinkOptions = {},
): Promise<LinkResult> {
  const link = await checkLink(db, token, 'confirm', options);
  if (!link.ok) return link.result;
  const { now, secret, subscriptionId, issuedAt } = link;
  const baseUrl = base(options);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SubscriptionRow & { email: string }>(
      `SELECT id, email, first_name, confirmed_at, unsubscribed_at, requested_at, language
       FROM newsletter_subscriptions WHERE id = $1 FOR UPDATE`,
      [subscriptionId],
    );
    const row = rows[0];
    const blocked = linkBlocked('confirm', row, issuedAt);
    if (blocked || !row) return { outcome: blocked ?? 'invalid' };
    await tx.query(
      `UPDATE newsletter_subscriptions SET confirmed_at = $2, unsubscribed_at = NULL WHERE id = $1`,
      [row.id, now],
    );
    const unsubscribe = unsubscribeLink(secret, row.id, now, baseUrl, row.language);
    await enqueueMail(tx, {
      kind: 'newsletter-welcome',
      to: row.email,
      ...emailsIn(row.language).newsletterWelcome({
        firstName: row.first_name,
        unsubscribeUrl: unsubscribe,
        siteUrl: baseUrl,
      }),
      headers: listUnsubscribeHeaders(unsubscribe),
    });
    return { outcome: 'ok' };
  });
}

/**
 * Unsubscribes the subscription an unsubscribe token names. The address stays as a
 * do-not-contact entry; the first name is dropped.
 */
export async function unsubscribe(
  db: Queryable,
  token: string,
  options: Omit<LinkOptions, 'baseUrl'> = {},
): Promise<LinkResult> {
  const link = await checkLink(db, token, 'unsubscribe', options);
  if (!link.ok) return link.result;
  // One statement: the update when still subscribed, and whether the row exists at all.
  const { rows } = await db.query<{ updated: boolean }>(
    `WITH target AS (SELECT id, unsubscribed_at FROM newsletter_subscriptions WHERE id = $1),
     done AS (
       UPDATE newsletter_subscriptions SET unsubscribed_at = $2, first_name = NULL
       WHERE id = $1 AND unsubscribed_at IS NULL
       RETURNING id)
     SELECT EXISTS (SELECT 1 FROM done) AS updated FROM target`,
    [link.subscriptionId, link.now],
  );
  const row = rows[0];
  if (!row) return { outcome: 'invalid' };
  return { outcome: row.updated ? 'ok' : 'already' };
}
