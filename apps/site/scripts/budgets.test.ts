import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { budgets, gzippedSize, measure, pageReferences, staticImports } from './budgets.ts';

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
  it('collects the entry, module preloads, stylesheets and the bootstrap import, same site only', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>' +
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><script type="module" src="/assets/entry.js"></script>' +
      '<script>import("/assets/boot.js")</script>';
    expect(pageReferences(html)).toEqual({
      scripts: ['/assets/entry.js', '/assets/a.js', '/assets/boot.js'],
      stylesheets: ['/assets/s.css'],
    });
  });
});

describe('measure', () => {
  it('counts what a first view loads: preloads and their static imports, inline scripts, stylesheets', async () => {
    const entry = 'import"./shared.js";const x=()=>import("./lazy.js");';
    const shared = 'export const shared=1;';
    const lazy = incompressible(50_000);
    const inline = 'window.$_TSR={}';
    const root = await site({
      'index.html': `<script type="module" src="/assets/entry.js"></script><script>${inline}</script><link rel="stylesheet" href="/assets/s.css">`,
      'assets/entry.js': entry,
      'assets/shared.js': shared,
      'assets/lazy.js': lazy,
      'assets/s.css': 'body{color:red}',
    });
    const report = await measure(root);
    const [page] = report.pages;
    expect(page?.files.sort()).toEqual(['/assets/entry.js', '/assets/shared.js']);
    expect(page?.javaScript).toBe(gzippedSize(entry) + gzippedSize(shared));
    expect(page?.inlineJavaScript).toBe(gzippedSize(inline));
    expect(page?.css).toBe(gzippedSize('body{color:red}'));
    expect(report.failures).toEqual([]);
  });

  it('fails a page over the JavaScript budget, and only that page', async () => {
    const root = await site({
      'a.html': '<script type="module" src="/assets/a.js"></script>',
      'b.html': '<script type="module" src="/assets/b.js"></script>',
      'assets/a.js': incompressible(budgets.firstViewJavaScript - 2_000),
      'assets/b.js': incompressible(budgets.firstViewJavaScript + 2_000),
    });
    const report = await measure(root);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^\/b\.html: first-view JavaScript/);
  });

  it('fails CSS over its budget and any image over its budget', async () => {
    const root = await site({
      'index.html': '<link rel="stylesheet" href="/assets/big.css">',
      'assets/big.css': incompressible(budgets.firstViewCss + 2_000),
      'images/huge.png': Buffer.alloc(budgets.image + 1),
      'images/fine.svg': '<svg/>',
    });
    const report = await measure(root);
    expect(report.failures).toEqual([
      expect.stringMatching(/^\/index\.html: first-view CSS/),
      expect.stringMatching(/^\/images\/huge\.png: image/),
    ]);
  });
});
