import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultPolicy,
  inlineJavaScript,
  inlineScripts,
  policyFor,
  scriptHash,
  writeCspMap,
} from './csp.ts';

const page = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"Article"}</script>
<script type="module" src="/assets/app-1a2b3c4d.js"></script>
</head><body>
<script data-tsr-stream-part="">self.$_TSR={};</script>
<script type="module">import '/x.js';</script>
<script type='text/javascript'>one()</script>
<SCRIPT>two()</SCRIPT>
<script type="text/template"><p>not run</p></script>
</body></html>`;

describe('inlineScripts', () => {
  it('finds every inline script a browser runs, text exactly as written', () => {
    expect(inlineScripts(page)).toEqual(['self.$_TSR={};', "import '/x.js';", 'one()', 'two()']);
  });

  it('skips external scripts, JSON-LD and other data blocks', () => {
    expect(
      inlineScripts('<script src="/a.js"></script><script type="application/ld+json">{}</script>'),
    ).toEqual([]);
  });

  it('includes inline speculation rules, which script-src governs', () => {
    expect(inlineScripts('<script type="speculationrules">{"prefetch":[]}</script>')).toEqual([
      '{"prefetch":[]}',
    ]);
  });
});

describe('inlineJavaScript', () => {
  it('is the inline scripts that are JavaScript, leaving out speculation rules', () => {
    expect(
      inlineJavaScript(
        '<script>one()</script><script type="speculationrules">{"prefetch":[]}</script>' +
          '<script type="module">two()</script>',
      ),
    ).toEqual(['one()', 'two()']);
  });
});

describe('scriptHash', () => {
  it("is CSP's 'sha256-<base64>' of the UTF-8 text", () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(scriptHash('alert("é")')).toBe(`'sha256-${expected}'`);
  });
});

describe('policyFor', () => {
  it('allows nothing by default, each kind of resource from the site itself, and the hashed scripts', () => {
    const policy = policyFor(['a()', 'a()', 'b()']);
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')}`,
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('has no unsafe source', () => {
    expect(defaultPolicy).not.toMatch(/unsafe|\*/);
  });
});

describe('writeCspMap', () => {
  let outputDir = '';
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  it('writes one policy per HTML file of the client output, by its path', async () => {
    outputDir = await mkdtemp(join(tmpdir(), 'ghat-csp-'));
    await mkdir(join(outputDir, 'client/blog'), { recursive: true });
    await writeFile(join(outputDir, 'client/index.html'), '<script>home()</script>');
    await writeFile(join(outputDir, 'client/blog/404.html'), '<script>missing()</script>');
    await writeFile(join(outputDir, 'client/app.js'), 'not html');
    await writeCspMap(outputDir);
    const written = JSON.parse(await readFile(join(outputDir, 'csp.json'), 'utf8'));
    expect(written).toEqual({
      default: defaultPolicy,
      files: {
        '/blog/404.html': policyFor(['missing()']),
        '/index.html': policyFor(['home()']),
      },
    });
  });
});

describe('writeCspMap with analytics configured', () => {
  let outputDir = '';
  afterAll(() => rm(outputDir, { recursive: true, force: true }));

  const write = async (config: unknown) => {
    outputDir = await mkdtemp(join(tmpdir(), 'ghat-csp-config-'));
    await mkdir(join(outputDir, 'client'), { recursive: true });
    await writeFile(join(outputDir, 'client/index.html'), '<script>home()</script>');
    await writeFile(join(outputDir, 'client/site-config.json'), JSON.stringify(config));
    await writeCspMap(outputDir);
    return JSON.parse(await readFile(join(outputDir, 'csp.json'), 'utf8')) as {
      default: string;
      files: Record<string, string>;
    };
  };

  it('adds nothing when the file configures nothing', async () => {
    const written = await write({});
    expect(written.files['/index.html']).toBe(policyFor(['home()']));
  });

  it("allows the analytics endpoint's origin to connect, and nothing else", async () => {
    const written = await write({ analyticsUrl: 'https://stats.example.org/api/event' });
    const policy = written.files['/index.html'] ?? '';
    expect(policy).toMatch(/(^|; )connect-src 'self' https:\/\/stats\.example\.org(;|$)/);
    expect(policy).toContain(`script-src 'self' ${scriptHash('home()')};`);
    expect(written.default).toBe(defaultPolicy);
  });

  it("allows the tag manager's script, image and connect origins", async () => {
    const written = await write({ gtmId: 'GTM-ABC123', gtmScriptOrigin: 'http://127.0.0.1:9999' });
    const directives = Object.fromEntries(
      (written.files['/index.html'] ?? '').split('; ').map((part) => {
        const [name = '', ...sources] = part.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toContain('http://127.0.0.1:9999');
    expect(directives['img-src']).toContain('http://127.0.0.1:9999');
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://127.0.0.1:9999']),
    );
    expect(directives['script-src']).toContain(scriptHash('home()'));
  });
});
