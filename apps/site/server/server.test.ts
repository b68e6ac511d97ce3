import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControl,
  canonicalPath,
  chooseEncoding,
  compressMinimumBytes,
  createSiteServer,
  securityHeaders,
  type SiteServer,
} from './server.ts';
import { scriptHash } from '../scripts/csp.ts';
import { documentOnlyHeaders } from './headers.ts';

const secret = 'TOP SECRET: outside the client output';
const bigText = 'Access to health is justice, not charity. '.repeat(100);
const homeScript = 'document.documentElement.dataset.ready = "yes"';

/** A miniature build output, with a file beside client/ that must never be served. */
const files: Record<string, string> = {
  'client/index.html': `<!DOCTYPE html><title>Home</title><script>${homeScript}</script><p>${bigText}</p>`,
  'client/about-the-trust/index.html': '<!DOCTYPE html><title>About</title>',
  'client/404.html': '<!DOCTYPE html><title>Page Not Found</title>',
  'client/blog/404.html': '<!DOCTYPE html><title>Article Not Found</title>',
  'client/fr/404.html': '<!DOCTYPE html><title>Page introuvable</title>',
  'client/fr/index.html': '<!DOCTYPE html><title>Accueil</title>',
  'client/blog/an-article/index.html': '<!DOCTYPE html><title>An article</title>',
  'client/assets/main-1a2b3c4d.js': `console.log(${JSON.stringify(bigText)});`,
  'client/assets/style-1a2b3c4d.css': 'p { color: black }',
  // An island's small chunk, as Vite writes them: 0.5-1 kB.
  'client/assets/chunk-1a2b3c4d.js': `import{t as e}from"./shared-1a2b3c4d.js";${Array.from(
    { length: 12 },
    (_, index) => `var n${index}=e(\`_4p8gwm${index}\`);`,
  ).join('')}export{n0 as t};`,
  'client/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'client/images/photo.png': 'not really a PNG',
  'client/documents/constitution.pdf': '%PDF-1.7 not really',
  'client/.vite/manifest.json': '{"src/client.tsx":{"file":"assets/main-1a2b3c4d.js"}}',
  'client/.hidden.txt': 'a dotfile',
  'csp.json': JSON.stringify({
    default: "default-src 'self'",
    files: {
      '/index.html': `script-src 'self' ${scriptHash(homeScript)}`,
      '/about-the-trust/index.html': "script-src 'self' 'sha256-about'",
      '/404.html': "script-src 'self' 'sha256-404'",
      '/blog/404.html': "script-src 'self' 'sha256-blog-404'",
      '/fr/404.html': "script-src 'self' 'sha256-fr-404'",
      '/fr/index.html': "script-src 'self' 'sha256-fr'",
      '/blog/an-article/index.html': "script-src 'self' 'sha256-article'",
    },
  }),
  'redirects.json': JSON.stringify([
    { from: '/learn-about-our-mission', to: '/about-the-trust', status: 301 },
  ]),
  'secret.txt': secret,
};

let outputDir = '';
let site: SiteServer;
let origin = '';

beforeAll(async () => {
  outputDir = await mkdtemp(join(tmpdir(), 'ghat-server-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(outputDir, path)), { recursive: true });
    await writeFile(join(outputDir, path), text);
  }
  site = createSiteServer(outputDir);
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  await rm(outputDir, { recursive: true, force: true });
});

function get(path: string, init: RequestInit = {}) {
  return fetch(`${origin}${path}`, { redirect: 'manual', ...init });
}

/** Sends the request line exactly as written, with no URL normalisation by a client. */
function rawRequest(target: string): Promise<string> {
  const { port } = site.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('end', () => resolve(response));
    socket.on('error', reject);
  });
}

describe('pages', () => {
  it('serves a page at its path, with its own policy and no caching without revalidation', async () => {
    const response = await get('/about-the-trust');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>About</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(cacheControl.html);
    expect(response.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'sha256-about'",
    );
  });

  it('serves the home page at /', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${scriptHash(homeScript)}`,
    );
  });

  it('sends the security headers with every response', async () => {
    for (const path of ['/', '/images/logo.svg', '/nowhere', '/about-the-trust/']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      // Left out on purpose: it makes every arrival from another page start in a cold process.
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
    expect(securityHeaders['Permissions-Policy']).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    );
  });

  it('leaves the policies that act only on a page off scripts, stylesheets and pictures', async () => {
    for (const path of [
      '/assets/main-1a2b3c4d.js',
      '/assets/style-1a2b3c4d.css',
      '/images/photo.png',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      for (const name of documentOnlyHeaders) {
        expect(response.headers.get(name), `${name} on ${path}`).toBeNull();
      }
      // The ones that act on a file of any kind stay.
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (!(documentOnlyHeaders as readonly string[]).includes(name)) {
          expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
        }
      }
    }
    // What a browser can show as a page (an SVG or a PDF can run script or forms) keeps them.
    for (const path of ['/images/logo.svg', '/documents/constitution.pdf']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toBeTruthy();
      expect(response.headers.get('permissions-policy'), path).toBe(
        securityHeaders['Permissions-Policy'],
      );
    }
  });

  it('ignores the query string', async () => {
    const response = await get('/about-the-trust?utm_source=newsletter');
    expect(response.status).toBe(200);
  });
});

describe('unknown paths', () => {
  it('get the 404 page with status 404 and its own policy', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-404'");
    expect(response.headers.get('cache-control')).toBe(cacheControl.html);
  });

  it("get their folder's own 404 page when it has one: an unknown article", async () => {
    const response = await get('/blog/no-such-article');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Article Not Found');
    expect(response.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'sha256-blog-404'",
    );
    // Only for the folder's direct children, as the router sees them.
    expect(await (await get('/blog/a/b')).text()).toContain('Page Not Found');
    expect(await (await get('/blog/a%2Fb')).text()).toContain('Article Not Found');
    expect(await (await get('/blog')).text()).toContain('Page Not Found');
    // A language's home page is served with its slash, and found without it.
    const home = await get('/fr/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Accueil');
    const bare = await get('/fr');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/fr/');
    // Anywhere under a language's folder, that language's 404 page.
    expect(await (await get('/fr/no-such-page')).text()).toContain('Page introuvable');
    expect(await (await get('/fr/blog/an-article')).text()).toContain('Page introuvable');
  });

  it('never serve a 404 file at its own address as a page', async () => {
    expect((await get('/404.html')).status).toBe(404);
    expect((await get('/blog/404.html')).status).toBe(404);
    expect((await get('/about-the-trust/index.html')).status).toBe(404);
  });

  it('never serve a dotfile or anything in a dot folder (the build manifest)', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/.hidden.txt')).status).toBe(404);
  });
});

describe('redirects', () => {
  it('answers an old address with a 301 to its page, keeping the query', async () => {
    const response = await get('/learn-about-our-mission?ref=a');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-the-trust?ref=a');
  });

  it('has one form of each address: no trailing slash', async () => {
    const response = await get('/about-the-trust/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-the-trust');
    const withQuery = await get('/about-the-trust//?a=1');
    expect(withQuery.headers.get('location')).toBe('/about-the-trust?a=1');
    const oldWithSlash = await get('/learn-about-our-mission/');
    expect(oldWithSlash.headers.get('location')).toBe('/learn-about-our-mission');
  });

  it('never redirects to another site', async () => {
    const response = await rawRequest('//evil.example/');
    expect(response).toMatch(/^HTTP\/1\.1 301/);
    expect(response).toMatch(/\r\nLocation: \/evil\.example\r\n/);
  });

  it('canonicalPath keeps every path on the site', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('///evil.example//')).toBe('/evil.example');
    expect(canonicalPath('/a//b/')).toBe('/a/b');
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../secret.txt',
    '/../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/images/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/images/..\\..\\secret.txt',
    '/csp.json',
    '/redirects.json',
    '/%00/secret.txt',
    '/tmp/../secret.txt',
  ];

  it('the raw requests reach the server as written (a known page answers 200)', async () => {
    expect(await rawRequest('/about-the-trust')).toMatch(
      /^HTTP\/1\.1 200[\s\S]*<title>About<\/title>/,
    );
  });

  it.each(attempts)('cannot reach a file outside the client output: %s', async (target) => {
    const response = await rawRequest(target);
    expect(response).not.toContain(secret);
    expect(response).not.toContain(scriptHash(homeScript));
    expect(response).toMatch(/^HTTP\/1\.1 (301|400|404)/);
  });

  it('cannot reach it through the fetch client either', async () => {
    const response = await get('/..%2f..%2fsecret.txt');
    expect(await response.text()).not.toContain(secret);
  });

  it('rejects malformed escapes', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('files', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/main-1a2b3c4d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves images and documents with their types', async () => {
    const image = await get('/images/logo.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe(cacheControl.other);
    const pdf = await get('/documents/constitution.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toBe(files['client/documents/constitution.pdf']);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/assets/main-1a2b3c4d.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/assets/main-1a2b3c4d.js', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
  });
});

describe('compression', () => {
  it('sends brotli when accepted, gzip otherwise, and says it varies', async () => {
    const { request } = await import('node:http');
    const fetchRaw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const req = request(`${origin}/`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          });
          req.on('error', reject);
          req.end();
        },
      );
    const br = await fetchRaw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(files['client/index.html']);
    expect(br.body.length).toBeLessThan((files['client/index.html'] ?? '').length / 5);

    const gzip = await fetchRaw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(files['client/index.html']);

    const identity = await fetchRaw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(files['client/index.html']);
  });

  it('leaves small files and images as they are', async () => {
    const response = await get('/images/logo.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(files['client/images/logo.svg']?.length).toBeLessThan(compressMinimumBytes);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it("compresses an island's small chunk, where it saves more than its headers cost", async () => {
    const chunk = files['client/assets/chunk-1a2b3c4d.js'] ?? '';
    expect(chunk.length).toBeGreaterThan(compressMinimumBytes);
    expect(chunk.length).toBeLessThan(1024);
    const response = await get('/assets/chunk-1a2b3c4d.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch undoes the compression; the length on the wire is the header's.
    expect(await response.text()).toBe(chunk);
    const sent = Number(response.headers.get('content-length'));
    expect(sent).toBe(brotliCompressSync(chunk).length);
    // Smaller by more than the two headers compression adds.
    const added = 'Content-Encoding: br\r\nVary: Accept-Encoding\r\n'.length;
    expect(sent + added).toBeLessThan(chunk.length);
  });

  it('chooses by the client’s preferences', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});

describe('methods', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const get200 = await get('/about-the-trust');
    const head = await get('/about-the-trust', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get200.headers.get('content-length'));
    expect(head.headers.get('content-security-policy')).toBe(
      get200.headers.get('content-security-policy'),
    );
    expect(await head.text()).toBe('');
    const missing = await get('/no-such-page', { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('refuses other methods', async () => {
    const response = await get('/', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('handlers mounted before the site', () => {
  it('answer what they own, and leave the rest to the site', async () => {
    const mounted = createSiteServer(outputDir, {
      handlers: [
        async (request, response) => {
          if (request.url !== '/newsletter/confirm') return false;
          response.writeHead(200, { 'Content-Type': 'text/plain' });
          response.end('confirmed');
          return true;
        },
      ],
    });
    await new Promise<void>((resolve) => mounted.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(mounted.server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/newsletter/confirm`)).text()).toBe('confirmed');
      expect((await fetch(`${base}/about-the-trust`)).status).toBe(200);
      // No forms service given: its paths are unknown to this server.
      expect((await fetch(`${base}/api/forms/contact`, { method: 'POST' })).status).toBe(405);
    } finally {
      await new Promise((resolve) => mounted.server.close(resolve));
    }
  });
});

describe('a build output whose pages and CSP map do not belong together', () => {
  it('is refused at start, naming the page, rather than served with every inline script blocked', async () => {
    const other = await mkdtemp(join(tmpdir(), 'ghat-server-mixed-'));
    try {
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(other, path)), { recursive: true });
        await writeFile(join(other, path), text);
      }
      // The home page of another build: its inline script differs.
      await writeFile(
        join(other, 'client/index.html'),
        '<!DOCTYPE html><title>Home</title><script>window.build = 2</script>',
      );
      expect(() => createSiteServer(other)).toThrow(
        /\/index\.html has inline scripts its Content-Security-Policy does not allow/,
      );
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
