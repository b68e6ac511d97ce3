// The tokens in newsletter links: HMAC-SHA256 signed, with a purpose (a confirm token cannot
// unsubscribe, nor the other way round) and an expiry. A token names a subscription by its
// random id, never by the email address, so links and server logs carry no personal data.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db.ts';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export type TokenCheck =
  | { ok: true; subject: string; issuedAt: Date; expiresAt: Date }
  | { ok: false; reason: 'expired' | 'invalid' };

interface Payload {
  /** Purpose. */
  p: TokenPurpose;
  /** Subject: the subscription's id. */
  s: string;
  /** Issued and expires, in seconds since 1970. */
  i: number;
  e: number;
}

const version = 'ghat-link-v1';
const longestToken = 512;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${version}.${payload}`).digest();
}

export function signToken(
  secret: string,
  token: { purpose: TokenPurpose; subject: string; now: Date; lifetimeMs: number },
): string {
  const issued = Math.floor(token.now.getTime() / 1000);
  const payload: Payload = {
    p: token.purpose,
    s: token.subject,
    i: issued,
    e: issued + Math.ceil(token.lifetimeMs / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

/** Checks signature (in constant time), purpose, then expiry: 'expired' only for our own tokens. */
export function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > longestToken) return invalid;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return invalid;
  const [, encoded = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return invalid;
  }
  if (
    payload.p !== purpose ||
    typeof payload.s !== 'string' ||
    typeof payload.i !== 'number' ||
    typeof payload.e !== 'number'
  ) {
    return invalid;
  }
  if (now.getTime() >= payload.e * 1000) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    subject: payload.s,
    issuedAt: new Date(payload.i * 1000),
    expiresAt: new Date(payload.e * 1000),
  };
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
