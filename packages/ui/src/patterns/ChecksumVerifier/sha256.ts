// SHA-256 in the browser (SubtleCrypto), for checking a published file against its checksum.

/** Works out a file's SHA-256 checksum, in hex: given to ChecksumVerifier, replaceable in stories and tests. */
export type FileDigest = (url: string) => Promise<string>;

/** A checksum as compared and shown: no outer spaces, lower case. */
export function normaliseChecksum(checksum: string): string {
  return checksum.trim().toLowerCase();
}

/** Whether two hex checksums are the same (letter case and outer spaces do not count). */
export function sameChecksum(a: string, b: string): boolean {
  return normaliseChecksum(a) === normaliseChecksum(b);
}

/** Bytes as lower-case hex. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Thrown when the file could not be fetched (offline, or the server said no). */
export class FileFetchError extends Error {
  override name = 'FileFetchError';
}

/** Thrown when the browser cannot hash (SubtleCrypto needs HTTPS or localhost). */
export class DigestUnavailableError extends Error {
  override name = 'DigestUnavailableError';
}

/** The SHA-256 of some bytes, in hex, with the browser's SubtleCrypto. */
export async function sha256Hex(
  bytes: ArrayBuffer,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<string> {
  if (!subtle) throw new DigestUnavailableError('SubtleCrypto is not available here');
  return toHex(await subtle.digest('SHA-256', bytes));
}

/**
 * Fetches a file afresh (never from the cache, so what is checked is what the server
 * sends now) and gives its SHA-256 in hex.
 */
export function fetchSha256(
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  subtle?: SubtleCrypto,
): FileDigest {
  return async (url) => {
    let response: Response;
    try {
      response = await fetcher(url, { cache: 'no-store', credentials: 'omit' });
    } catch (error) {
      throw new FileFetchError(`Could not fetch ${url}`, { cause: error });
    }
    if (!response.ok) throw new FileFetchError(`${url} answered ${response.status}`);
    let bytes: ArrayBuffer;
    try {
      bytes = await response.arrayBuffer();
    } catch (error) {
      throw new FileFetchError(`The download of ${url} was cut short`, { cause: error });
    }
    return sha256Hex(bytes, subtle ?? globalThis.crypto?.subtle);
  };
}
