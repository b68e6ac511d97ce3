// Size budgets, measured on the built files. Fails (exit 1) when any is exceeded.
//
//   node scripts/budgets.ts [outputDir]     (default: dist)
//
// - JavaScript of a page's first view: every script it loads (the entry, each
//   modulepreload, and everything those import statically) plus its inline scripts,
//   each gzipped (-9) as a browser would receive it. Chunks imported with import()
//   only load on a later interaction and do not count.
// - CSS of a page's first view: its stylesheets, gzipped.
// - Images: no image file anywhere in the output above the image budget.
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from './csp.ts';

export const budgets = {
  firstViewJavaScript: 120 * 1024,
  firstViewCss: 25 * 1024,
  image: 200 * 1024,
} as const;

const imageExtensions = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.svg',
  '.ico',
]);

export function gzippedSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function attributeOf(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
}

/** The same-origin addresses of the scripts, module preloads and stylesheets a page names. */
export function pageReferences(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributeOf(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attributeOf(tag, 'rel')?.toLowerCase();
    const href = attributeOf(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.push(href);
    if (rel === 'stylesheet') stylesheets.push(href);
  }
  // Dynamic import() of the entry by the inline bootstrap script loads it at once too.
  for (const script of inlineScripts(html)) {
    for (const [, specifier] of script.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
      if (specifier) scripts.push(specifier);
    }
  }
  const local = (address: string) => address.startsWith('/') && !address.startsWith('//');
  return { scripts: scripts.filter(local), stylesheets: stylesheets.filter(local) };
}

/** Relative specifiers a module imports statically (import … from, import '…', export … from). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g,
  )) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

export interface PageBudget {
  page: string;
  javaScript: number;
  inlineJavaScript: number;
  css: number;
  files: string[];
}

export interface BudgetReport {
  pages: PageBudget[];
  images: { file: string; size: number }[];
  failures: string[];
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function measure(clientDirectory: string): Promise<BudgetReport> {
  const root = resolve(clientDirectory);
  const files = await filesUnder(root);
  const sizeCache = new Map<string, { gzip: number; imports: string[] }>();

  async function moduleInfo(address: string) {
    const cached = sizeCache.get(address);
    if (cached) return cached;
    const code = await readFile(join(root, ...address.split('/')));
    const imports = staticImports(code.toString('utf8')).map((specifier) =>
      posix.resolve(posix.dirname(address), specifier),
    );
    const info = { gzip: gzippedSize(code), imports };
    sizeCache.set(address, info);
    return info;
  }

  const pages: PageBudget[] = [];
  const failures: string[] = [];
  for (const file of files.filter((path) => path.endsWith('.html')).sort()) {
    const html = await readFile(file, 'utf8');
    const page = `/${relative(root, file).split(sep).join('/')}`;
    const { scripts, stylesheets } = pageReferences(html);
    const loaded = new Set<string>();
    const queue = [...scripts];
    while (queue.length > 0) {
      const address = queue.shift() as string;
      if (loaded.has(address)) continue;
      loaded.add(address);
      queue.push(...(await moduleInfo(address)).imports);
    }
    let javaScript = 0;
    for (const address of loaded) javaScript += (await moduleInfo(address)).gzip;
    const inlineJavaScript = inlineScripts(html).reduce(
      (total, script) => total + gzippedSize(script),
      0,
    );
    let css = 0;
    for (const address of new Set(stylesheets)) {
      css += gzippedSize(await readFile(join(root, ...address.split('/'))));
    }
    const total = javaScript + inlineJavaScript;
    if (total > budgets.firstViewJavaScript) {
      failures.push(
        `${page}: first-view JavaScript ${kb(total)} > ${kb(budgets.firstViewJavaScript)}`,
      );
    }
    if (css > budgets.firstViewCss) {
      failures.push(`${page}: first-view CSS ${kb(css)} > ${kb(budgets.firstViewCss)}`);
    }
    pages.push({ page, javaScript, inlineJavaScript, css, files: [...loaded] });
  }

  const images: { file: string; size: number }[] = [];
  for (const file of files.filter((path) => imageExtensions.has(extname(path).toLowerCase()))) {
    const { size } = await stat(file);
    const name = `/${relative(root, file).split(sep).join('/')}`;
    images.push({ file: name, size });
    if (size > budgets.image) failures.push(`${name}: image ${kb(size)} > ${kb(budgets.image)}`);
  }
  return { pages, images, failures };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main() {
  const output = resolve(process.argv[2] ?? join(dirname(import.meta.dirname), 'dist'));
  const report = await measure(join(output, 'client'));
  const heaviest = [...report.pages].sort(
    (a, b) => b.javaScript + b.inlineJavaScript - (a.javaScript + a.inlineJavaScript),
  );
  console.log('First view, gzip -9 (heaviest pages first):');
  for (const page of heaviest.slice(0, 8)) {
    console.log(
      `  ${page.page.padEnd(48)} JS ${kb(page.javaScript + page.inlineJavaScript).padStart(9)}` +
        ` (inline ${kb(page.inlineJavaScript)})  CSS ${kb(page.css).padStart(8)}`,
    );
  }
  const largestImage = [...report.images].sort((a, b) => b.size - a.size)[0];
  console.log(
    `  ${report.pages.length} pages; largest CSS ${kb(Math.max(...report.pages.map((page) => page.css)))};` +
      ` ${report.images.length} images, largest ${largestImage ? `${largestImage.file} ${kb(largestImage.size)}` : 'none'}`,
  );
  console.log(
    `Budgets: JS ${kb(budgets.firstViewJavaScript)}, CSS ${kb(budgets.firstViewCss)}, image ${kb(budgets.image)}`,
  );
  if (report.failures.length > 0) {
    console.error(`\n${report.failures.length} over budget:\n  ${report.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) await main();
