import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { islandModules } from '../src/features/islands/registry.ts';
import {
  addressOf,
  budgets,
  bytesAfterStarter,
  javaScriptBudget,
  languageFiles,
  javaScriptOverBudget,
  gzippedSize,
  islandFiles,
  inEntry,
  islandModulesOf,
  kb,
  manifestPath,
  measure,
  pageIslands,
  pageReferences,
  readIslandModules,
  staticImports,
  type Manifest,
} from './budgets.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

/** A client output folder with the given files. */
async function site(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'budgets-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** Bytes gzip cannot shrink: random. */
function incompressible(bytes: number): Buffer {
  return randomBytes(bytes);
}

describe('staticImports', () => {
  it('finds static imports and re-exports, not dynamic import()', () => {
    const code =
      'import{a as b}from"./shared.js";import"./side.js";export{c}from"../up.js";' +
      'const later=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./shared.js', './side.js', '../up.js']);
  });
});

describe('pageReferences', () => {
  it('collects the entry, module preloads, stylesheets and what inline scripts load, same site only', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>' +
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><script type="module" src="/assets/entry.js"></script>' +
      '<script type="module" async="">var r="/assets/react.js"</script>' +
      '<script>e.src="/assets/react.js";import("/assets/boot.js")</script>';
    expect(pageReferences(html)).toEqual({
      scripts: ['/assets/entry.js', '/assets/a.js', '/assets/react.js', '/assets/boot.js'],
      stylesheets: ['/assets/s.css'],
    });
  });
});

describe('pageIslands', () => {
  it('finds every island root with when it hydrates, load unless it says', () => {
    const html =
      '<div hidden><div class="a" data-island="cookie-banner" data-island-props="{}"><p>x</p></div></div>' +
      '<div data-island-props="{&quot;a&quot;:1}" data-island="site-header"></div>' +
      '<div data-island="footer-newsletter" data-island-props="{}" data-island-hydrate="visible"></div>' +
      '<p data-islander="no">not an island</p>';
    expect(pageIslands(html)).toEqual([
      { name: 'cookie-banner', hydrate: 'load' },
      { name: 'site-header', hydrate: 'load' },
      { name: 'footer-newsletter', hydrate: 'visible' },
    ]);
  });
});

describe('islandModulesOf', () => {
  it('reads each island’s module from the registry, relative to the site', () => {
    const source =
      "export const islandModules = {\n  'site-header': () => import('../frame/SiteHeaderIsland.tsx'),\n" +
      "  'not-found': () => import('../page/NotFoundIsland.tsx'),\n" +
      "  'cookie-banner': async () => ({ default: CookieBannerIsland }),\n};";
    expect(islandModulesOf(source)).toEqual({
      'site-header': 'src/features/frame/SiteHeaderIsland.tsx',
      'not-found': 'src/features/page/NotFoundIsland.tsx',
      // Imported statically by the registry: its code is the entry's.
      'cookie-banner': inEntry,
    });
  });

  it('finds every island the real registry registers', async () => {
    expect(Object.keys(await readIslandModules()).sort()).toEqual(
      Object.keys(islandModules).sort(),
    );
  });
});

describe('kb and addressOf', () => {
  it('print kB of 1000 bytes, as bytes.sh does, and a page by its address', () => {
    expect(kb(90_000)).toBe('90.0 kB');
    expect(addressOf('/index.html')).toBe('/');
    expect(addressOf('/blog/index.html')).toBe('/blog');
    expect(addressOf('/404.html')).toBe('/404.html');
  });
});

/** A manifest like Vite's: the entry, two islands, a chunk they share and a lazy one. */
const manifest: Manifest = {
  'src/client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    dynamicImports: ['src/Header.tsx', 'src/Footer.tsx'],
  },
  'src/Header.tsx': {
    file: 'assets/Header.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'src/client.tsx'],
    dynamicImports: ['src/Dialog.tsx'],
  },
  'src/Footer.tsx': {
    file: 'assets/Footer.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'src/client.tsx'],
  },
  'src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true },
  '_shared.js': { file: 'assets/shared.js' },
};
const islands = { header: 'src/Header.tsx', footer: 'src/Footer.tsx', banner: 'src/Header.tsx' };

describe('islandFiles', () => {
  it('lists an island’s chunk and its static imports, not what it imports later', () => {
    expect(islandFiles(manifest, 'src/Header.tsx').sort()).toEqual([
      '/assets/Header.js',
      '/assets/entry.js',
      '/assets/shared.js',
    ]);
  });
});

describe('measure', () => {
  it('counts the entry, each island hydrated at load with its imports, inline scripts and stylesheets', async () => {
    const entry =
      'const islands={header:()=>import("./Header.js"),footer:()=>import("./Footer.js")};';
    const header = 'import"./shared.js";import"./entry.js";const d=()=>import("./Dialog.js");';
    const shared = 'export const shared=1;';
    const inline = 'window.gtag=function(){}';
    const root = await site({
      'index.html':
        `<script>${inline}</script><script type="module" src="/assets/entry.js"></script>` +
        '<link rel="stylesheet" href="/assets/s.css">' +
        '<div data-island="header" data-island-props="{}"></div>' +
        '<div data-island="footer" data-island-props="{}" data-island-hydrate="visible"></div>',
      'assets/entry.js': entry,
      'assets/Header.js': header,
      'assets/shared.js': shared,
      'assets/Footer.js': incompressible(50_000),
      'assets/Dialog.js': incompressible(50_000),
      'assets/s.css': 'body{color:red}',
      [manifestPath]: JSON.stringify(manifest),
    });
    const report = await measure(root, { islandModules: islands });
    const [page] = report.pages;
    expect(page?.files.sort()).toEqual([
      '/assets/Header.js',
      '/assets/entry.js',
      '/assets/shared.js',
    ]);
    expect(page?.javaScript).toBe(gzippedSize(entry) + gzippedSize(header) + gzippedSize(shared));
    expect(page?.inlineJavaScript).toBe(gzippedSize(inline));
    expect(page?.css).toBe(gzippedSize('body{color:red}'));
    expect(page?.islands).toEqual(['header']);
    expect(page?.laterIslands).toEqual(['footer']);
    expect(report.failures).toEqual([]);
  });

  it('counts an island in a hidden element: the cookie banner a new visitor is shown', async () => {
    const root = await site({
      'index.html':
        '<script type="module" src="/assets/entry.js"></script>' +
        '<div id="ghat-cookie-banner" hidden><div data-island="banner" data-island-props="{}"></div></div>',
      'assets/entry.js': 'export{}',
      'assets/Header.js': 'export{}',
      'assets/shared.js': 'export{}',
      [manifestPath]: JSON.stringify(manifest),
    });
    const [page] = (await measure(root, { islandModules: islands })).pages;
    expect(page?.files).toContain('/assets/Header.js');
  });

  it('fails a page naming an island it cannot find the code of', async () => {
    const root = await site({
      'index.html': '<div data-island="nowhere" data-island-props="{}"></div>',
      [manifestPath]: JSON.stringify(manifest),
    });
    const report = await measure(root, { islandModules: islands });
    expect(report.failures).toEqual([expect.stringMatching(/^\/index\.html: island "nowhere"/)]);
  });

  it('counts an island kept in the entry with the entry, and nothing more', async () => {
    const root = await site({
      'index.html':
        '<script type="module" src="/assets/entry.js"></script>' +
        '<div data-island="header" data-island-props="{}"></div>',
      'assets/entry.js': 'export{}',
      'assets/Header.js': incompressible(50_000),
      'assets/shared.js': 'export{}',
      [manifestPath]: JSON.stringify(manifest),
    });
    const report = await measure(root, { islandModules: { header: inEntry } });
    expect(report.pages[0]?.files).toEqual(['/assets/entry.js']);
    expect(report.failures).toEqual([]);
  });

  it('needs the build manifest to find the islands’ code', async () => {
    await expect(
      measure(await site({ 'index.html': '<p>' }), { islandModules: {} }),
    ).rejects.toThrow(/No build manifest/);
  });

  it('follows static imports of a script the manifest does not know, not dynamic ones', async () => {
    const entry = 'import"./shared.js";const x=()=>import("./lazy.js");';
    const shared = 'export const shared=1;';
    const root = await site({
      'index.html': '<script type="module" src="/assets/entry.js"></script>',
      'assets/entry.js': entry,
      'assets/shared.js': shared,
      'assets/lazy.js': incompressible(50_000),
      [manifestPath]: '{}',
    });
    const [page] = (await measure(root, { islandModules: {} })).pages;
    expect(page?.files.sort()).toEqual(['/assets/entry.js', '/assets/shared.js']);
    expect(page?.javaScript).toBe(gzippedSize(entry) + gzippedSize(shared));
  });

  it('holds 90 kB of JavaScript, 25 kB of CSS and 200 kB an image, in bytes as bytes.sh does', () => {
    expect(budgets).toEqual({ firstViewJavaScript: 90_000, firstViewCss: 25_000, image: 200_000 });
  });

  it('lets an English page go over 90 kB only by the allowance of an island it starts at load', () => {
    expect(javaScriptBudget([])).toBe(90_000);
    expect(javaScriptBudget(['site-header', 'cookie-banner'])).toBe(90_000);
    expect(javaScriptBudget(['site-header', 'not-found'])).toBe(javaScriptOverBudget['not-found']);
    // An allowance below 90 kB leaves the English page at 90 kB.
    expect(javaScriptBudget(['site-header', 'document-library'])).toBe(
      Math.max(90_000, javaScriptOverBudget['document-library'] ?? 0),
    );
  });

  it("holds a translated page to 90 kB with its language's words, and an allowance only by their size", () => {
    expect(javaScriptBudget(['site-header'], 4_700)).toBe(90_000);
    expect(javaScriptBudget(['site-header', 'not-found'], 4_700)).toBe(
      (javaScriptOverBudget['not-found'] ?? 0) + 4_700,
    );
  });

  it("counts a translated page's words, which its <html> names for the loader", () => {
    const html = '<html lang="fr" data-locale="fr" data-island-files="/assets/fr-1.js"><head>';
    expect(languageFiles(html)).toEqual(['/assets/fr-1.js']);
    expect(pageReferences(html).scripts).toContain('/assets/fr-1.js');
    expect(languageFiles('<html lang="en-GB"><head>')).toEqual([]);
  });

  it('counts the words of an island at load on a translated page, not those of one hydrated later', async () => {
    const pageWords = 'export const fr={"messages":{"siteHeader":{}}};';
    const headerWords = 'export const fr={"messages":{"dialog":{}}};';
    const root = await site({
      'index.html':
        '<html lang="fr" data-locale="fr" data-island-files="/assets/fr.js"><head>' +
        '<script type="module" src="/assets/entry.js"></script></head>' +
        '<div data-island="header" data-island-props="{}" data-island-words="/assets/fr-header.js"></div>' +
        '<div data-island="footer" data-island-props="{}" data-island-hydrate="visible"' +
        ' data-island-words="/assets/fr-footer.js"></div>',
      'assets/entry.js': 'export{}',
      'assets/Header.js': 'export{}',
      'assets/shared.js': 'export{}',
      'assets/Footer.js': 'export{}',
      'assets/fr.js': pageWords,
      'assets/fr-header.js': headerWords,
      'assets/fr-footer.js': incompressible(50_000),
      [manifestPath]: JSON.stringify(manifest),
    });
    const [page] = (await measure(root, { islandModules: islands })).pages;
    expect(page?.files).toEqual(expect.arrayContaining(['/assets/fr.js', '/assets/fr-header.js']));
    expect(page?.files).not.toContain('/assets/fr-footer.js');
  });

  it('fails a page over the JavaScript budget, and only that page', async () => {
    const root = await site({
      'a.html': '<script type="module" src="/assets/a.js"></script>',
      'b.html': '<script type="module" src="/assets/b.js"></script>',
      'assets/a.js': incompressible(budgets.firstViewJavaScript - 2_000),
      'assets/b.js': incompressible(budgets.firstViewJavaScript + 2_000),
      [manifestPath]: '{}',
    });
    const report = await measure(root, { islandModules: {} });
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^\/b\.html: first-view JavaScript/);
  });

  it('fails CSS over its budget and any image over its budget', async () => {
    const root = await site({
      'index.html': '<link rel="stylesheet" href="/assets/big.css">',
      'assets/big.css': incompressible(budgets.firstViewCss + 2_000),
      'images/huge.png': Buffer.alloc(budgets.image + 1),
      'images/fine.svg': '<svg/>',
      [manifestPath]: '{}',
    });
    const report = await measure(root, { islandModules: {} });
    expect(report.failures).toEqual([
      expect.stringMatching(/^\/index\.html: first-view CSS/),
      expect.stringMatching(/^\/images\/huge\.png: image/),
    ]);
  });

  it("fails a stylesheet over twice the page's bytes after React's starter, which then shares the link", async () => {
    const starter = '<script type="module" async="">var a=1</script>';
    const body = (size: number) => `<p>${incompressible(size).toString('base64')}</p>`;
    const root = await site({
      'short.html': `${starter}<link rel="stylesheet" href="/assets/s.css">${body(1_000)}`,
      'long.html': `${starter}<link rel="stylesheet" href="/assets/s.css">${body(4_000)}`,
      'assets/s.css': incompressible(5_000),
      [manifestPath]: '{}',
    });
    const report = await measure(root, { islandModules: {} });
    expect(report.failures).toEqual([expect.stringMatching(/^\/short\.html: its stylesheet/)]);
    expect(bytesAfterStarter('<p>no starter</p>')).toBeNull();
  });
});
