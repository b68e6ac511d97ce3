import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  DigestUnavailableError,
  fetchSha256,
  FileFetchError,
  normaliseChecksum,
  sameChecksum,
  sha256Hex,
  toHex,
} from './sha256.ts';

const bytes = new TextEncoder().encode('%PDF-1.7 the trust constitution');
const expected = createHash('sha256').update(bytes).digest('hex');
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

function pdfResponse(body: BodyInit | null, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': 'application/pdf' } });
}

describe('checksums', () => {
  it('compare without regard to case or outer spaces', () => {
    expect(normaliseChecksum('  ABCdef\n')).toBe('abcdef');
    expect(sameChecksum(expected.toUpperCase(), ` ${expected} `)).toBe(true);
    expect(sameChecksum(expected, expected.replace(/.$/, '0'))).toBe(expected.endsWith('0'));
  });

  it('turn bytes into two lower-case hex digits each', () => {
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe('000f10ff');
    expect(toHex(new Uint8Array([171]).buffer)).toBe('ab');
  });
});

describe('sha256Hex', () => {
  it('is the SHA-256 that sha256sum prints', async () => {
    expect(await sha256Hex(bytes.slice().buffer, subtle)).toBe(expected);
  });
});

describe('fetchSha256', () => {
  it('fetches the file afresh, without cookies, and hashes what arrived', async () => {
    const fetcher = vi.fn(async () => pdfResponse(bytes));
    expect(await fetchSha256(fetcher, subtle)('/documents/trust-constitution.pdf')).toBe(expected);
    expect(fetcher).toHaveBeenCalledWith('/documents/trust-constitution.pdf', {
      cache: 'no-store',
      credentials: 'omit',
    });
  });

  it('reports a network failure as a FileFetchError', async () => {
    const failing = fetchSha256(async () => {
      throw new TypeError('Failed to fetch');
    }, subtle);
    await expect(failing('/documents/x.pdf')).rejects.toBeInstanceOf(FileFetchError);
  });

  it('reports an error status as a FileFetchError, without hashing the error page', async () => {
    const digest = vi.spyOn(subtle, 'digest');
    const failing = fetchSha256(async () => pdfResponse('Not Found', 404), subtle);
    await expect(failing('/documents/missing.pdf')).rejects.toThrow(/404/);
    expect(digest).not.toHaveBeenCalled();
    digest.mockRestore();
  });

  it('reports a missing SubtleCrypto as DigestUnavailableError', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      await expect(fetchSha256(async () => pdfResponse(bytes))('/f.pdf')).rejects.toBeInstanceOf(
        DigestUnavailableError,
      );
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});
