// Reading a form submission's body: at most `limit` bytes, UTF-8 only, JSON or an ordinary
// form post. Every failure is a status and nothing more, so no detail leaks to a client.
import type { IncomingMessage } from 'node:http';

/** A request that cannot be accepted, with the status to answer. */
export class RejectedRequest extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.name = 'RejectedRequest';
    this.status = status;
  }
}

export type BodyKind = 'json' | 'form';

/** The body's kind from its Content-Type, or a 415: anything but UTF-8 JSON or a form post. */
export function bodyKind(contentType: string | undefined): BodyKind {
  const [type = '', ...parameters] = (contentType ?? '').toLowerCase().split(';');
  const charset = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new RejectedRequest(415, 'unsupported charset');
  }
  if (type.trim() === 'application/json') return 'json';
  if (type.trim() === 'application/x-www-form-urlencoded') return 'form';
  throw new RejectedRequest(415, 'unsupported content type');
}

/** Past this, a client still sending is cut off rather than read to the end. */
const drainLimit = 1024 * 1024;

/**
 * The body, or a 413 once it passes `limit` bytes. An oversized body is read on (up to
 * 1 MB) and thrown away, so the client is still listening when the 413 comes.
 */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > drainLimit) {
    request.destroy();
    throw new RejectedRequest(413, 'body too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > drainLimit) {
      request.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) throw new RejectedRequest(413, 'body too large');
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The fields of a body of `kind`: a JSON object's, or the form post's pairs. */
export function parseBody(bytes: Buffer, kind: BodyKind): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new RejectedRequest(400, 'body is not UTF-8');
  }
  if (kind === 'form') return new URLSearchParams(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RejectedRequest(400, 'body is not JSON');
  }
}
