// The production server: serves the built site (dist/client) with node:http, and the forms
// service's endpoints when it is given one. Every file is read once at start-up into a
// table of known paths, and a request is only ever answered from that table, so no path can
// reach a file outside the output.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createFormsHandler, type FormsHandlerOptions } from './forms/handler.ts';
import { inlineScripts, scriptHash } from '../scripts/csp.ts';
import { documentOnlyHeaders, isDocumentType, securityHeaders } from './headers.ts';

export { securityHeaders };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Worth compressing: text of any kind. */
function isCompressible(type: string): boolean {
  return /^text\/|javascript|json|xml|svg/.test(type);
}

/**
 * Smaller than this, compression saves less than the two headers it adds (`Content-Encoding`
 * and `Vary`, 45 bytes). Above it, it pays: a 550-byte island chunk is 350 bytes in brotli.
 */
export const compressMinimumBytes = 256;

export const cacheControl = {
  /** Vite's /assets/ files carry a hash of their content in their names. */
  hashed: 'public, max-age=31536000, immutable',
  /** Always revalidated, so a new build shows at once. */
  html: 'no-cache',
  /** Images and documents keep their names from build to build. */
  other: 'public, max-age=3600',
} as const;

interface SiteFile {
  /** Where it is, from the client output: '/about-the-trust/index.html'. */
  file: string;
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  csp: string;
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

export interface Site {
  /** Every file, by the URL path it answers ('/', '/about-the-trust', '/assets/x-1a2b.js'). */
  files: Map<string, SiteFile>;
  /** 404 pages, by the folder whose unknown children they answer ('/', '/blog/'). */
  notFound: Map<string, SiteFile>;
  /** Old path -> new path, answered with a 301. */
  redirects: Map<string, string>;
  defaultCsp: string;
}

interface CspMap {
  default: string;
  files: Record<string, string>;
}

interface Redirect {
  from: string;
  to: string;
}

/** Reads the build output (`outputDir`: the folder holding client/, csp.json and redirects.json). */
export function loadSite(outputDir: string): Site {
  const clientDir = join(outputDir, 'client');
  const csp = JSON.parse(readFileSync(join(outputDir, 'csp.json'), 'utf8')) as CspMap;
  const redirects = JSON.parse(
    readFileSync(join(outputDir, 'redirects.json'), 'utf8'),
  ) as Redirect[];
  const site: Site = {
    files: new Map(),
    notFound: new Map(),
    redirects: new Map(redirects.map(({ from, to }) => [from, to])),
    defaultCsp: csp.default,
  };
  const entries = readdirSync(clientDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const parts = relative(clientDir, path).split(sep);
    // No dotfile and nothing in a dot folder (the build's .vite/manifest.json) is served.
    if (parts.some((part) => part.startsWith('.'))) continue;
    const file = `/${parts.join('/')}`;
    const body = readFileSync(path);
    const type = contentTypes[extname(entry.name).toLowerCase()] ?? 'application/octet-stream';
    const html = type.startsWith('text/html');
    if (html && csp.files[file] === undefined) {
      throw new Error(`${file} has no Content-Security-Policy: run the CSP step after the build`);
    }
    // Pages and a CSP map from different builds (a half-copied deployment, two builds at
    // once) would have every inline script blocked: refuse to serve rather than break.
    if (
      html &&
      inlineScripts(body.toString('utf8')).some(
        (script) => !csp.files[file]?.includes(scriptHash(script)),
      )
    ) {
      throw new Error(
        `${file} has inline scripts its Content-Security-Policy does not allow (csp.json is from another build): run the CSP step after the build`,
      );
    }
    const siteFile: SiteFile = {
      file,
      body,
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      cacheControl: html
        ? cacheControl.html
        : file.startsWith('/assets/')
          ? cacheControl.hashed
          : cacheControl.other,
      csp: csp.files[file] ?? csp.default,
      compressed: {},
    };
    if (entry.name === '404.html') {
      site.notFound.set(file.slice(0, -'404.html'.length), siteFile);
    } else if (entry.name === 'index.html') {
      // A page: served at its folder's path, without a trailing slash ('/' for the home page),
      // but for a language's home page ('/fr/').
      const folder = file.slice(0, -'/index.html'.length) || '/';
      site.files.set(languageHome.test(`${folder}/`) ? `${folder}/` : folder, siteFile);
    } else {
      site.files.set(file, siteFile);
    }
  }
  if (!site.notFound.has('/')) throw new Error(`No 404.html in ${clientDir}`);
  return site;
}

/** The encodings the client accepts, best first among those we offer. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

function compressed(file: SiteFile, encoding: 'br' | 'gzip'): Promise<Buffer> {
  file.compressed[encoding] ??=
    encoding === 'br'
      ? brotli(file.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length,
          },
        })
      : gzipAsync(file.body, { level: zlib.Z_BEST_COMPRESSION });
  return file.compressed[encoding];
}

/**
 * The canonical form of a raw request path: single slashes and no trailing slash
 * ('/about-the-trust/' -> '/about-the-trust'). Stays a path on this site: never '//host'.
 */
export function canonicalPath(rawPath: string): string {
  const collapsed = rawPath.replace(/\/{2,}/g, '/');
  const plain = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
  // A language's home page keeps its slash, as the site writes it ('/fr' -> '/fr/').
  return languageHome.test(`${plain}/`) ? `${plain}/` : plain;
}

/** A language's home page: '/fr/'. */
const languageHome = /^\/[a-z]{2,3}\/$/;

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer | string = '',
) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: SiteFile,
  status: number,
  extraHeaders: Readonly<Record<string, string>> = {},
) {
  const everyHeader: Record<string, string> = {
    ...securityHeaders,
    'Content-Security-Policy': file.csp,
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ...extraHeaders,
  };
  const pageOnly: readonly string[] = isDocumentType(file.type) ? [] : documentOnlyHeaders;
  const headers = Object.fromEntries(
    Object.entries(everyHeader).filter(([name]) => !pageOnly.includes(name)),
  );
  const compressible = isCompressible(file.type) && file.body.length >= compressMinimumBytes;
  if (compressible) headers['Vary'] = 'Accept-Encoding';
  if (status === 200) {
    headers['ETag'] = file.etag;
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
  }
  const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding) headers['Content-Encoding'] = encoding;
  send(request, response, status, headers, encoding ? await compressed(file, encoding) : file.body);
}

/** Answers one request from the site's table of files. */
export async function handleRequest(
  site: Site,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
    send(
      request,
      response,
      status,
      {
        ...securityHeaders,
        'Content-Security-Policy': site.defaultCsp,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...extra,
      },
      text,
    );

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    plain(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const target = request.url ?? '';
  if (!target.startsWith('/')) {
    plain(400, 'Bad Request');
    return;
  }
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);

  // One form of each address: no trailing slash, no doubled slashes.
  const canonical = canonicalPath(rawPath);
  if (canonical !== rawPath) {
    plain(301, 'Moved Permanently', { Location: canonical + query, 'Cache-Control': 'no-cache' });
    return;
  }

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    plain(400, 'Bad Request');
    return;
  }
  if (path.includes('\0')) {
    plain(400, 'Bad Request');
    return;
  }

  const movedTo = site.redirects.get(path);
  if (movedTo) {
    plain(301, 'Moved Permanently', { Location: movedTo + query, 'Cache-Control': 'no-cache' });
    return;
  }

  const file = site.files.get(path);
  if (file) {
    await sendFile(request, response, file, 200);
    return;
  }
  // An unknown child of a folder with its own 404 page ('/blog/no-such-article' gets
  // 'Article Not Found'); anything else, the site's 404 page. Judged on the address as
  // sent, as the browser's router judges it when the page hydrates ('/blog/a%2Fb' is a slug).
  const folder = rawPath.slice(0, rawPath.lastIndexOf('/') + 1);
  // Else, under a language's folder ('/fr/…'), that language's 404 page.
  const language = /^\/[a-z]{2,3}\//.exec(rawPath)?.[0];
  const notFound =
    site.notFound.get(folder) ??
    (language ? site.notFound.get(language) : undefined) ??
    site.notFound.get('/');
  if (!notFound) throw new Error('The site has no 404 page');
  await sendFile(request, response, notFound, 404);
}

/**
 * Sends the page at `path` (a built page such as '/forms/sent') with `status`, and any
 * `headers` over its own (a page whose address holds a token is not cached).
 */
export async function sendSitePage(
  site: Site,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const file = site.files.get(path);
  if (!file) throw new Error(`The build has no page ${path}`);
  await sendFile(request, response, file, status, headers);
}

export interface SiteServer {
  server: Server;
  site: Site;
}

/**
 * Answers a request it owns (returning true), or leaves it to the site (false); it may
 * answer with one of the site's pages through `sendPage`.
 */
export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  sendPage: (
    path: string,
    status: number,
    headers: Readonly<Record<string, string>>,
  ) => Promise<void>,
) => Promise<boolean>;

export interface SiteServerOptions {
  /** Serve the forms service's endpoints (/api/forms/...) with this storage and these hooks. */
  forms?: Omit<FormsHandlerOptions, 'sendPage'>;
  /** Asked in order before the site's files (the newsletter's confirm and unsubscribe links). */
  handlers?: readonly RequestHandler[];
}

/** A node:http server for the build output in `outputDir`; call `server.listen()`. */
export function createSiteServer(outputDir: string, options: SiteServerOptions = {}): SiteServer {
  const site = loadSite(outputDir);
  const forms =
    options.forms &&
    createFormsHandler({
      ...options.forms,
      sendPage: (request, response, path, status) =>
        sendSitePage(site, request, response, path, status),
    });
  const server = createServer((request, response) => {
    const answer = async () => {
      if (forms && (await forms.handle(request, response))) return;
      const sendPage = (path: string, status: number, headers: Readonly<Record<string, string>>) =>
        sendSitePage(site, request, response, path, status, headers);
      for (const handler of options.handlers ?? []) {
        if (await handler(request, response, sendPage)) return;
      }
      await handleRequest(site, request, response);
    };
    answer().catch((error: unknown) => {
      // Never the error itself in the response; and in the log, no request body.
      console.error(error instanceof Error ? error.message : 'request failed');
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      response.end('Internal Server Error');
    });
  });
  return { server, site };
}
