import { describe, expect, it } from 'vitest';
import { freshDatabase, pgliteStartTimeoutMs } from './testSupport.ts';
import { loadSigningSecret, signToken, verifyToken } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const now = new Date('2026-11-22T10:00:00Z');
const id = '6f1c2f1e-9a5b-4a36-8f51-3a1d2f6e7b90';
const week = 7 * 24 * 60 * 60_000;
const confirm = signToken(secret, { purpose: 'confirm', subject: id, now, lifetimeMs: week });

describe('link tokens', () => {
  it('verify for their purpose until they expire', () => {
    expect(verifyToken(secret, confirm, 'confirm', now)).toEqual({
      ok: true,
      subject: id,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + week),
    });
    const lastSecond = new Date(now.getTime() + week - 1000);
    expect(verifyToken(secret, confirm, 'confirm', lastSecond).ok).toBe(true);
    expect(verifyToken(secret, confirm, 'confirm', new Date(now.getTime() + week))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are URL-safe and carry no address', () => {
    expect(confirm).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('do not serve another purpose', () => {
    expect(verifyToken(secret, confirm, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('reject any change to the payload or the signature, and another secret', () => {
    const [payload = '', signature = ''] = confirm.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        p: 'unsubscribe',
      }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const token of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}x.${signature}`,
      `${payload}.${signature.slice(1)}`,
      '',
      'not-a-token',
      `${'a'.repeat(600)}.${signature}`,
    ]) {
      expect(verifyToken(secret, token, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyToken(`${secret}!`, confirm, 'confirm', now).ok).toBe(false);
  });

  it('call a token expired only when it is genuinely ours', () => {
    const old = signToken('another-secret-another-secret-another', {
      purpose: 'confirm',
      subject: id,
      now: new Date(0),
      lifetimeMs: 1000,
    });
    expect(verifyToken(secret, old, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('loadSigningSecret', () => {
  it(
    'uses GHAT_SIGNING_SECRET when it is set, and refuses a short one',
    async () => {
      const db = await freshDatabase();
      expect(await loadSigningSecret(db, { GHAT_SIGNING_SECRET: ` ${secret} ` })).toBe(secret);
      await expect(loadSigningSecret(db, { GHAT_SIGNING_SECRET: 'short' })).rejects.toThrow(/32/);
      const { rows } = await db.query('SELECT * FROM app_secrets');
      expect(rows).toEqual([]);
      await db.close();
    },
    pgliteStartTimeoutMs,
  );

  it(
    'otherwise makes one, stores it, and gives the same one ever after',
    async () => {
      const db = await freshDatabase();
      const first = await loadSigningSecret(db, {});
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await loadSigningSecret(db, {})).toBe(first);
      const other = await freshDatabase();
      expect(await loadSigningSecret(other, {})).not.toBe(first);
      await Promise.all([db.close(), other.close()]);
    },
    pgliteStartTimeoutMs,
  );
});
