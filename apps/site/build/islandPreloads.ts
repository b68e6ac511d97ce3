// Which files each island needs, so a page can ask for them all at once. The browser would
// otherwise find them one level at a time (the entry, then an island's chunk, then what that
// imports), a round trip each: seconds on a slow phone. The client build records, for the
// entry and each island's module, its chunk and every chunk it imports statically; the
// server build (which runs after it) reads them as `virtual:ghat/island-preloads`, and the
// prerendered pages name them on each island's root, for the page's loader to preload
// (islandsLoader.ts). The dev server has none.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const id = 'virtual:ghat/island-preloads';
const resolvedId = `\0${id}`;

/**
 * The names of the islands registry.ts keeps in the page's entry, listed as
 * `'name': async () => ({ default: Component })`: their files are the entry's.
 */
export function islandsInEntry(registryFile: string): string[] {
  const text = readFileSync(registryFile, 'utf8');
  return [...text.matchAll(/'([a-z-]+)':\s*async\s*\(\)\s*=>/g)].map((match) => match[1] ?? '');
}

/** The island names and module files that registry.ts lists, as `'name': () => import('path')`. */
export function islandModulePaths(registryFile: string): Map<string, string> {
  const text = readFileSync(registryFile, 'utf8');
  const paths = new Map<string, string>();
  for (const match of text.matchAll(/'([a-z-]+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    paths.set(match[1] ?? '', resolve(dirname(registryFile), match[2] ?? ''));
  }
  return paths;
}

/** A chunk's file and the files of every chunk it imports statically, as site paths. */
export function chunkFiles(bundle: OutputBundle, chunk: OutputChunk, base = '/'): string[] {
  const files = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (files.has(current.fileName)) return;
    files.add(current.fileName);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...files].map((file) => `${base}${file}`);
}

export interface IslandPreloads {
  /** The entry and what it imports statically: every page has them, from its loader. */
  entry: string[];
  islands: Record<string, string[]>;
  /** @ghat/ui's words in each language, by language code: see LocaleWordFiles. */
  locales: Record<string, LocaleWordFiles>;
}

/**
 * A language's @ghat/ui words, split by what needs them: `entry`, the words of every part in
 * the page's script (the header, the cookie banner and what they open later), which every
 * page of the language loads; `islands`, by island, the words it shows beyond those (none
 * listed when it shows none).
 */
export interface LocaleWordFiles {
  entry: string;
  islands: Record<string, string>;
}

/** A chunk's code and the code of every chunk it imports, now or later (import()). */
export function reachableCode(
  bundle: OutputBundle,
  chunk: OutputChunk,
  /** Modules not followed through import(): the islands, which have words of their own. */
  separate: ReadonlySet<string> = new Set(),
): string {
  const code: string[] = [];
  const seen = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    code.push(current.code);
    for (const imported of [...current.imports, ...current.dynamicImports]) {
      const next = bundle[imported];
      if (next?.type !== 'chunk') continue;
      if (next.facadeModuleId && separate.has(next.facadeModuleId)) continue;
      visit(next);
    }
  };
  visit(chunk);
  return code.join('\n');
}

/**
 * The namespaces of @ghat/ui's words (`useWords('notice', …)`) that code names. Every call
 * names its namespace as a string literal, and minifying keeps literals, so this finds each
 * one the code may show. A literal that is not a call (a role, `dialog`) only adds words.
 */
export function wordsNamedIn(code: string, namespaces: readonly string[]): string[] {
  return namespaces.filter((namespace) => new RegExp(`[\`'"]${namespace}[\`'"]`).test(code));
}

/** The part of a language's words in `namespaces`, as a module of plain data. */
function wordsModule(code: string, locale: UiLocaleData, namespaces: readonly string[]): string {
  const messages = Object.fromEntries(namespaces.map((name) => [name, locale.messages[name]]));
  return `export const ${code}=${JSON.stringify({ ...locale, messages })};\n`;
}

interface UiLocaleData {
  code: string;
  messages: Record<string, unknown>;
}

/**
 * The island files, and @ghat/ui's words in each of `localeCodes` as files of their own: no
 * module imports them (a translated page names its files, and the page's script imports them
 * by those addresses), so each is written here as plain data, and the page's script carries
 * no loader for any language. A page loads the words of its entry and of its islands only.
 */
export function islandPreloads(
  registryFile: string,
  localeCodes: readonly string[] = [],
  /** By island, the namespaces its props give in full (src/features/islands/wordsInProps.ts). */
  wordsInProps: Readonly<Record<string, readonly string[] | undefined>> = {},
): Plugin {
  let recorded: IslandPreloads = { entry: [], islands: {}, locales: {} };
  return {
    name: 'ghat-site:island-preloads',

    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      return `export const islandPreloads = ${JSON.stringify(recorded)};\n`;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const modules = islandModulePaths(registryFile);
      const byModule = new Map<string, string>();
      for (const [name, path] of modules) byModule.set(path, name);
      const islands: Record<string, string[]> = {};
      let entry: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) entry = chunkFiles(bundle, output);
        const name = output.facadeModuleId ? byModule.get(output.facadeModuleId) : undefined;
        if (name) islands[name] = chunkFiles(bundle, output);
      }
      for (const name of islandsInEntry(registryFile)) islands[name] = [];
      const missing = [...modules.keys()].filter((name) => !(name in islands));
      if (missing.length > 0) {
        this.error(`No chunk found for the islands ${missing.join(', ')} (see ${registryFile})`);
      }
      // Each language's words, split as LocaleWordFiles: `export const fr = {…}`.
      const entryChunk = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!entryChunk) this.error('The client build has no entry chunk');
      const islandIds = new Set(modules.values());
      const entryCode = reachableCode(bundle, entryChunk, islandIds);
      const beyondIsland = new Set([...islandIds, entryChunk.facadeModuleId ?? '']);
      const islandCode = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        const name = output.type === 'chunk' && output.facadeModuleId;
        const island = name ? byModule.get(name) : undefined;
        // Not through the entry, whose words every page has (and which imports every island).
        if (island && output.type === 'chunk') {
          islandCode.set(island, reachableCode(bundle, output, beyondIsland));
        }
      }
      const locales: Record<string, LocaleWordFiles> = {};
      for (const code of localeCodes) {
        const path = `@ghat/ui/locales/${code}`;
        const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
        const locale = module[code] as UiLocaleData | undefined;
        if (!locale) this.error(`@ghat/ui/locales/${code} exports no ${code}`);
        const namespaces = Object.keys(locale.messages);
        const inEntry = wordsNamedIn(entryCode, namespaces);
        const emit = (name: string, words: string[]) =>
          `/${this.getFileName(
            this.emitFile({ type: 'asset', name, source: wordsModule(code, locale, words) }),
          )}`;
        const files: LocaleWordFiles = { entry: emit(`${code}.js`, inEntry), islands: {} };
        for (const [island, text] of islandCode) {
          const given = wordsInProps[island] ?? [];
          const own = wordsNamedIn(text, namespaces).filter(
            (name) => !inEntry.includes(name) && !given.includes(name),
          );
          if (own.length > 0) files.islands[island] = emit(`${code}-${island}.js`, own);
        }
        locales[code] = files;
      }
      recorded = { entry, islands, locales };
    },
  };
}
