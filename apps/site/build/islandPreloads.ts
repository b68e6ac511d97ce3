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
  /** @ghat/ui's words in each language (`@ghat/ui/locales/fr`), by language code. */
  locales: Record<string, string[]>;
}

/**
 * The island files, and @ghat/ui's words in each of `localeCodes` as a file of its own: no
 * module imports them (a translated page names its file, and the page's script imports it
 * by that address), so each is written here as plain data, and the page's script carries no
 * loader for any language.
 */
export function islandPreloads(registryFile: string, localeCodes: readonly string[] = []): Plugin {
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
      // Each language's words as a module of plain data: `export const fr = {…}`.
      const locales: Record<string, string[]> = {};
      for (const code of localeCodes) {
        const module = (await import(`@ghat/ui/locales/${code}`)) as Record<string, unknown>;
        if (!module[code]) this.error(`@ghat/ui/locales/${code} exports no ${code}`);
        const reference = this.emitFile({
          type: 'asset',
          name: `${code}.js`,
          source: `export const ${code}=${JSON.stringify(module[code])};\n`,
        });
        locales[code] = [`/${this.getFileName(reference)}`];
      }
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
      recorded = { entry, islands, locales };
    },
  };
}
