// The tokens in newsletter links: HMAC-SHA256 signed, with a purpose (a confirm token cannot
// unsubscribe, nor the other way round) and an expiry. A token names a subscription by its
// random id, never by the email address, so links and server logs carry no personal data.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db.ts';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export type TokenCheck =
  | { ok: true; subject: string; issuedAt: Date; expiresAt: Date }
  | { ok: false; reason: 'expired' | 'invalid' };

const version = 'ghat-link-v1';
const purposeCodes: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${version}.${payload}`).digest();
}

/**
 * 'c.<subscription id>.<issued>.<expires>.<signature>': the purpose's letter, the id, the
 * times in seconds (base 36), and the HMAC of all that. About 100 URL-safe characters, so
 * the link stays short in a plain-text email.
 */
export function signToken(
  secret: string,
  token: { purpose: TokenPurpose; subject: string; now: Date; lifetimeMs: number },
): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(token.subject)) throw new Error('A token subject is an id');
  const issued = Math.floor(token.now.getTime() / 1000);
  const expires = issued + Math.ceil(token.lifetimeMs / 1000);
  const payload = [
    purposeCodes[token.purpose],
    token.subject,
    issued.toString(36),
    expires.toString(36),
  ].join('.');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const tokenPattern =
  /^([cu])\.([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,10})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** Checks signature (in constant time), purpose, then expiry: 'expired' only for our own tokens. */
export function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const match = tokenPattern.exec(token);
  if (!match) return invalid;
  const [, code = '', subject = '', issued = '', expires = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, token.slice(0, -signature.length - 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  if (code !== purposeCodes[purpose]) return invalid;
  const issuedAt = new Date(parseInt(issued, 36) * 1000);
  const expiresAt = new Date(parseInt(expires, 36) * 1000);
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, subject, issuedAt, expiresAt };
}

const secretName = 'newsletter-link-signing';

/**
 * The signing secret: GHAT_SIGNING_SECRET when set (every instance must share it), otherwise
 * one generated on first use and kept in the database, so links survive restarts.
 */
export async function loadSigningSecret(
  db: Queryable,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<string> {
  const configured = env.GHAT_SIGNING_SECRET?.trim();
  if (configured) {
    if (configured.length < 32)
      throw new Error('GHAT_SIGNING_SECRET must be 32 characters or more');
    return configured;
  }
  // ON CONFLICT: two instances starting together keep the one that was stored first.
  await db.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [secretName, randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM app_secrets WHERE name = $1',
    [secretName],
  );
  const stored = rows[0]?.value;
  if (!stored) throw new Error('The signing secret could not be stored');
  return stored;
}
