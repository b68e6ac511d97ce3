import { describe, expect, it } from 'vitest';
import { freshDatabase, pgliteStartTimeoutMs } from '../../test/support/mailTestSupport.ts';
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
    expect(confirm).toMatch(
      /^c\.6f1c2f1e-9a5b-4a36-8f51-3a1d2f6e7b90\.[0-9a-z]+\.[0-9a-z]+\.[\w-]{43}$/,
    );
    expect(confirm.length).toBeLessThan(110);
  });

  it('do not serve another purpose', () => {
    expect(verifyToken(secret, confirm, 'unsubscribe', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('reject any change to the payload or the signature, and another secret', () => {
    const signature = confirm.slice(confirm.lastIndexOf('.') + 1);
    const payload = confirm.slice(0, confirm.lastIndexOf('.'));
    const [, subject, issued, expires] = payload.split('.');
    const later = (Number.parseInt(expires ?? '', 36) + 86_400).toString(36);
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const token of [
      `u.${subject}.${issued}.${expires}.${signature}`,
      `c.${subject}.${issued}.${later}.${signature}`,
      `c.${id.replace('6f', '7f')}.${issued}.${expires}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}.${signature}x`,
      `${confirm}.${signature}`,
      '',
      'not-a-token',
      `c.${'a'.repeat(600)}.${issued}.${expires}.${signature}`,
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
