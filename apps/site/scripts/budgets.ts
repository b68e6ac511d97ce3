// Size budgets, measured on the built files. Fails (exit 1) when any is exceeded.
//
//   node scripts/budgets.ts [outputDir]     (default: dist)
//
// Counted as ../shared/tools/perf/bytes.sh counts them (the figure the project is judged
// by): gzip level 9 of each file, kB = 1000 bytes, a new visitor's first view.
//
// - JavaScript of a page's first view: what the page fetches as it loads, for a new visitor
//   (no saved consent, so the cookie banner shows):
//   - the scripts the page names (its entry, any module preloads) and their static imports;
//   - for each island root in the HTML that hydrates at load (no data-island-hydrate; the
//     cookie banner's included, though it sits in a [hidden] element a new visitor's inline
//     script reveals), the island's chunk and its static imports. The islands' chunks come
//     from the client build's manifest (dist/client/.vite/manifest.json), each island's
//     module from src/features/islands/registry.ts;
//   - its inline scripts.
//   Not counted: islands that hydrate when near the viewport (the footer's sign-up), and
//   chunks imported with import() on a later interaction. On a short page the footer is
//   near the viewport at once, so the browser (and bytes.sh) fetches its island too:
//   test/e2e/first-view-budget.test.ts loads every page and counts that as well.
// - CSS of a page's first view: its stylesheets, gzipped.
// - Images: no image file anywhere in the output above the image budget.
import { readFile, readdir, stat } from 'node:fs/promises';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineJavaScript, inlineScripts, typedInlineScripts } from './csp.ts';

/**
 * In bytes (1 kB = 1000 B), as ../shared/tools/perf/bytes.sh holds them. Issue 13 asks 90 kB
 * of JavaScript on every page's first view (aim 80). React and React DOM are about 69 kB of
 * every page; a page with no island at the top measures 82.8 kB with its inline scripts.
 */
export const budgets = {
  firstViewJavaScript: 90_000,
  firstViewCss: 25_000,
  image: 200_000,
} as const;

/**
 * The pages whose island at the top starts at load and shows many words: each held just above
 * what its English page measures (inline scripts included), so it cannot grow unnoticed, and a
 * translated one may add its language's words to that (see javaScriptBudget), even beyond
 * 90 kB. Their files alone, what bytes.sh counts, are within 90 kB in every language. The
 * checksum, the cookie settings and Share came within 90 kB with the shared layout classes and
 * the header's own chunks (issue 16).
 */
export const javaScriptOverBudget: Readonly<Record<string, number>> = {
  // A 404's quick search and cards (90.5 kB; its files alone 87.6 kB, 89.4 kB in Ukrainian;
  // V8's compile hint, vite.config.ts, adds 41 B to every page).
  // Was 92.1 kB: in issue 26 its links and help note became static HTML, Go Back an island of
  // its own, and its words come from the page's props alone.
  // React's own script, asked for early (issue 27, build/reactScript.ts), added 0.3 kB of
  // inline script and 0.6 kB of files to every page, ready 0.4-0.5 s sooner on a slow
  // connection: 90.9 kB.
  'not-found': 91_000,
  // /publications' search and filters (89.3 kB; its files alone 86.4 kB, 89.1 kB in
  // Ukrainian). Was 93.4 kB: in issue 26 its cards became static HTML that the filters hide
  // and show, each card's checksum an island of its own. 89.7 kB with React's own script.
  'document-library': 89_800,
};

/**
 * The JavaScript budget of a page whose islands at load are `islands`. A translated page
 * also loads its language's @ghat/ui words: those of the page's script (1.3-1.6 kB) and of
 * each island at load that shows more (`languageWords` bytes in all). Every page is within
 * 90 kB with them but those of the two islands above, which may carry their words beyond it.
 */
export function javaScriptBudget(islands: readonly string[], languageWords = 0): number {
  const allowance = Math.max(0, ...islands.map((name) => javaScriptOverBudget[name] ?? 0));
  return allowance > 0
    ? Math.max(budgets.firstViewJavaScript, allowance + languageWords)
    : budgets.firstViewJavaScript;
}

/**
 * The file of a translated page's @ghat/ui words that its script's islands show, named on its
 * <html> (data-island-files). An island that shows more names its own (data-island-words).
 */
export function languageFiles(html: string): string[] {
  const documentTag = /<html\b[^>]*>/i.exec(html)?.[0];
  const files = documentTag ? attributeOf(documentTag, 'data-island-files') : undefined;
  return files ? files.split(' ').filter(Boolean) : [];
}

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

/** The module that registers every island, relative to the site's root (Vite's root). */
export const islandRegistry = 'src/features/islands/registry.ts';

export function gzippedSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(
    `\\s${name}(?=[\\s=/>]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
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
  // A translated page's @ghat/ui words, named on <html> for the loader to ask for at once.
  scripts.push(...languageFiles(html));
  // A script an inline script names loads at once too: the module the loader imports with
  // import(), React's classic script (build/reactScript.ts) that the starter and the loader
  // ask for.
  for (const script of inlineScripts(html)) {
    for (const [, address] of script.matchAll(/["'`](\/[^"'`\s]+\.js)["'`]/g)) {
      if (address && !scripts.includes(address)) scripts.push(address);
    }
  }
  const local = (address: string) => address.startsWith('/') && !address.startsWith('//');
  return { scripts: scripts.filter(local), stylesheets: stylesheets.filter(local) };
}

/** An island root of a page: its name, when it hydrates ('load' unless it says), its words. */
export interface PageIsland {
  name: string;
  hydrate: string;
  /** On a translated page, the file of its own @ghat/ui words, if it shows any. */
  words?: string;
}

/** Every island root in a page's HTML (an element with data-island), in document order. */
export function pageIslands(html: string): PageIsland[] {
  const islands: PageIsland[] = [];
  for (const [tag] of html.matchAll(/<[a-z][\w-]*\s[^>]*\bdata-island\s*=[^>]*>/gi)) {
    const name = attributeOf(tag, 'data-island');
    if (!name) continue;
    const words = attributeOf(tag, 'data-island-words');
    islands.push({
      name,
      hydrate: attributeOf(tag, 'data-island-hydrate') || 'load',
      ...(words ? { words } : {}),
    });
  }
  return islands;
}

/**
 * Each island's module, as the manifest names it (relative to the site's root), from the
 * registry's source: `'site-header': () => import('../frame/SiteHeaderIsland.tsx')`.
 */
export function islandModulesOf(
  registrySource: string,
  registryPath = islandRegistry,
): Record<string, string> {
  const modules: Record<string, string> = {};
  // `'site-header': async () => ({ default: SiteHeaderIsland })`: statically in the entry.
  for (const [, name] of registrySource.matchAll(/['"]?([\w-]+)['"]?\s*:\s*async\s*\(\)\s*=>/g)) {
    if (name) modules[name] = inEntry;
  }
  for (const [, name, specifier] of registrySource.matchAll(
    /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    if (name && specifier) {
      modules[name] = posix.join(posix.dirname(registryPath), specifier);
    }
  }
  return modules;
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

/** What islandModulesOf gives an island the registry keeps in the entry (no chunk of its own). */
export const inEntry = '(entry)';

/** One chunk of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where the client build writes its manifest, relative to the client output. */
export const manifestPath = '.vite/manifest.json';

export interface PageBudget {
  page: string;
  /** gzip -9 of the script files counted (the entry, the islands, their static imports). */
  javaScript: number;
  inlineJavaScript: number;
  css: number;
  /** The script files counted, as addresses ('/assets/…'). */
  files: string[];
  /** The islands whose code counted (hydrated at load). */
  islands: string[];
  /** The islands left out (hydrated later), by name. */
  laterIslands: string[];
  /** Its JavaScript budget (javaScriptBudget: its islands, and a translation's words). */
  budget: number;
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

export interface MeasureOptions {
  /** Island name → its module as the manifest names it (default: read from the registry). */
  islandModules?: Record<string, string>;
}

/**
 * The budgets of a client output folder (dist/client). Needs the build's manifest
 * (`build.manifest` in vite.config.ts) to find the islands' chunks.
 */
export async function measure(
  clientDirectory: string,
  options: MeasureOptions = {},
): Promise<BudgetReport> {
  const root = resolve(clientDirectory);
  const files = (await filesUnder(root)).filter(
    (path) =>
      !relative(root, path)
        .split(sep)
        .some((part) => part.startsWith('.')),
  );
  const manifest = await readManifest(root);
  const islandModules = options.islandModules ?? (await readIslandModules());
  const chunkByAddress = new Map<string, string>(
    Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]),
  );
  const sizeCache = new Map<string, { gzip: number; imports: string[] }>();

  /** A script's size and the addresses it imports statically (from the manifest when it is there). */
  async function moduleInfo(address: string) {
    const cached = sizeCache.get(address);
    if (cached) return cached;
    const code = await readFile(join(root, ...address.split('/')));
    const key = chunkByAddress.get(address);
    const chunk = key === undefined ? undefined : manifest[key];
    const imports = chunk
      ? (chunk.imports ?? []).map((name) => `/${manifest[name]?.file ?? name}`)
      : staticImports(code.toString('utf8')).map((specifier) =>
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
    const islands = pageIslands(html);
    const atLoad = islands.filter((island) => island.hydrate === 'load');
    const queue = [...scripts];
    for (const island of atLoad) {
      // Part of the entry (registry.ts), counted with it.
      if (islandModules[island.name] === inEntry) continue;
      const module = islandModules[island.name];
      const chunk = module === undefined ? undefined : manifest[module];
      if (!chunk) {
        failures.push(
          `${page}: island "${island.name}" has no chunk in the manifest` +
            (module === undefined ? ` (not in ${islandRegistry})` : ` (${module})`),
        );
        continue;
      }
      queue.push(`/${chunk.file}`);
      if (island.words) queue.push(island.words);
    }
    const loaded = new Set<string>();
    while (queue.length > 0) {
      const address = queue.shift() as string;
      if (loaded.has(address)) continue;
      loaded.add(address);
      queue.push(...(await moduleInfo(address)).imports);
    }
    let javaScript = 0;
    for (const address of loaded) javaScript += (await moduleInfo(address)).gzip;
    const inlineJavaScriptSize = inlineJavaScript(html).reduce(
      (total, script) => total + gzippedSize(script),
      0,
    );
    let css = 0;
    for (const address of new Set(stylesheets)) {
      css += gzippedSize(await readFile(join(root, ...address.split('/'))));
    }
    const total = javaScript + inlineJavaScriptSize;
    let languageWords = 0;
    const wordFiles = [...languageFiles(html), ...atLoad.flatMap((island) => island.words ?? [])];
    for (const address of new Set(wordFiles)) languageWords += (await moduleInfo(address)).gzip;
    const budget = javaScriptBudget(
      atLoad.map((island) => island.name),
      languageWords,
    );
    if (total > budget) {
      failures.push(`${page}: first-view JavaScript ${kb(total)} > ${kb(budget)}`);
    }
    if (css > budgets.firstViewCss) {
      failures.push(`${page}: first-view CSS ${kb(css)} > ${kb(budgets.firstViewCss)}`);
    }
    const afterStarter = bytesAfterStarter(html);
    if (afterStarter !== null && css > 2 * afterStarter) {
      failures.push(
        `${page}: its stylesheet ${kb(css)} > twice its ${kb(afterStarter)} after React's starter` +
          ' (reactStarter.ts: React would share the link with the stylesheet)',
      );
    }
    pages.push({
      page,
      budget,
      javaScript,
      inlineJavaScript: inlineJavaScriptSize,
      css,
      files: [...loaded],
      islands: [...new Set(atLoad.map((island) => island.name))],
      laterIslands: [
        ...new Set(islands.filter((island) => island.hydrate !== 'load').map((i) => i.name)),
      ],
    });
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

/**
 * A page's bytes after React's starter (its inline module script, reactStarter.ts), gzipped;
 * null on a page without it. On a link slow in bandwidth the starter asks for React as long
 * after the page's last byte as these bytes took: its bytes then follow the stylesheet's only
 * while the stylesheet is at most twice as large.
 */
export function bytesAfterStarter(html: string): number | null {
  const starter = typedInlineScripts(html).find((script) => script.type === 'module');
  if (!starter) return null;
  return gzippedSize(html) - gzippedSize(html.slice(0, starter.end));
}

/** The island modules the site registers (src/features/islands/registry.ts), by name. */
export async function readIslandModules(): Promise<Record<string, string>> {
  return islandModulesOf(await readFile(join(import.meta.dirname, '..', islandRegistry), 'utf8'));
}

/** The client build's manifest, from the client output folder. */
export async function readManifest(clientDirectory: string): Promise<Manifest> {
  const path = join(resolve(clientDirectory), ...manifestPath.split('/'));
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `No build manifest at ${path} (build.manifest in vite.config.ts): the islands' chunks cannot be found`,
      { cause: error },
    );
  }
}

/**
 * The script files an island fetches when it hydrates: its chunk and everything that
 * imports statically (the entry, already loaded, included), as addresses.
 */
export function islandFiles(manifest: Manifest, module: string): string[] {
  const seen = new Set<string>();
  const queue = [module];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

/** Bytes as bytes.sh prints them: kB of 1000 bytes. */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The address a page is served at: '/about/index.html' is '/about', '/index.html' is '/'. */
export function addressOf(page: string): string {
  return page === '/index.html' ? '/' : page.replace(/\/index\.html$/, '');
}

async function main() {
  const output = resolve(process.argv[2] ?? join(dirname(import.meta.dirname), 'dist'));
  const report = await measure(join(output, 'client'));
  const total = (page: PageBudget) => page.javaScript + page.inlineJavaScript;
  const heaviest = [...report.pages].sort(
    (a, b) => total(b) - total(a) || a.page.localeCompare(b.page),
  );
  const width = Math.max(...report.pages.map((page) => addressOf(page.page).length));
  console.log(
    'First view of a new visitor, gzip -9, kB = 1000 B, heaviest first: JavaScript = files' +
      ' (the figure bytes.sh prints) + inline scripts; CSS; the islands that hydrate at load',
  );
  for (const page of heaviest) {
    console.log(
      `  ${addressOf(page.page).padEnd(width)}  JS ${kb(total(page)).padStart(8)}` +
        ` = ${kb(page.javaScript).padStart(8)} + ${kb(page.inlineJavaScript)}` +
        `  CSS ${kb(page.css).padStart(7)}  ${page.islands.join(', ')}`,
    );
  }
  const largestImage = [...report.images].sort((a, b) => b.size - a.size)[0];
  console.log(
    `  ${report.pages.length} pages; largest CSS ${kb(Math.max(...report.pages.map((page) => page.css)))};` +
      ` ${report.images.length} images, largest ${largestImage ? `${largestImage.file} ${kb(largestImage.size)}` : 'none'}`,
  );
  console.log(
    `Budgets: JS ${kb(budgets.firstViewJavaScript)} (a page whose island at the top shows many words is held to its English figure, plus its language's words on a translated page: ${Object.entries(
      javaScriptOverBudget,
    )
      .map(([name, budget]) => `${name} ${kb(budget)}`)
      .join(', ')}), CSS ${kb(budgets.firstViewCss)}, image ${kb(budgets.image)}.` +
      ' Not counted here: islands hydrated as they near the viewport (the footer sign-up), which a' +
      ' short page fetches at once; the e2e first-view test counts what a browser fetches.',
  );
  if (report.failures.length > 0) {
    console.error(`\n${report.failures.length} over budget:\n  ${report.failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) await main();
