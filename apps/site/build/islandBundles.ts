// Each island's small shared chunks, bundled into the island's own file. Rolldown splits what
// islands share into chunks by which islands use them, so the document library needed six
// files beside the page's script, five of them under 1 kB of gzip. Over HTTP/1.1 each is a
// request with about 1 kB of headers and a place in the six connections' queue; on a slow
// connection that made /publications live about 140 ms later (slow-net, merged by hand: ready
// 3193 and 3201 ms against 3351 and 3321). A chunk that is large, or that a large one imports,
// stays a file of its own: copying it into every island that uses it would cost more than its
// request. Islands are separate React roots and keep what they share in the page's entry,
// which stays outside, so an island's own copy of a small module changes nothing it does.
import type { Plugin, Rollup } from 'vite';
import { rolldown } from 'rolldown';
import { compileHint } from './compileHint.ts';
import { chunkFiles, islandModulePaths } from './islandPreloads.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A shared chunk at most this long (minified) is bundled into each island that uses it. */
export const smallChunkLength = 6000;

const virtualPrefix = '\0ghat-chunk:';

function chunkOf(bundle: OutputBundle, file: string): OutputChunk | undefined {
  const output = bundle[file];
  return output?.type === 'chunk' ? output : undefined;
}

/** The chunk files an island may take in: its static imports, beyond the entry's files. */
export function chunksToInline(
  bundle: OutputBundle,
  island: OutputChunk,
  inEntry: ReadonlySet<string>,
  maxLength = smallChunkLength,
): string[] {
  const closure = new Set<string>();
  const visit = (file: string) => {
    if (closure.has(file) || inEntry.has(file)) return;
    closure.add(file);
    for (const imported of chunkOf(bundle, file)?.imports ?? []) visit(imported);
  };
  for (const imported of island.imports) visit(imported);
  // A large chunk stays a file, and so does everything it imports: one copy of a module in
  // the island and another behind the large chunk would be two modules where the code
  // expects one.
  const kept = new Set<string>();
  const keep = (file: string) => {
    if (kept.has(file) || inEntry.has(file)) return;
    kept.add(file);
    for (const imported of chunkOf(bundle, file)?.imports ?? []) keep(imported);
  };
  for (const file of closure) {
    const chunk = chunkOf(bundle, file);
    if (!chunk || chunk.isDynamicEntry || chunk.code.length > maxLength) keep(file);
  }
  return [...closure].filter((file) => !kept.has(file)).sort();
}

/** The relative specifier one chunk in `assets/` uses for another. */
function specifierOf(file: string): string {
  return `./${file.slice(file.lastIndexOf('/') + 1)}`;
}

export function islandBundles(registryFile: string): Plugin {
  return {
    name: 'ghat-site:island-bundles',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('The client build has no entry chunk');
      const inEntry = new Set(chunkFiles(bundle, entry, ''));
      const islandIds = new Set(islandModulePaths(registryFile).values());
      const byName = new Map(chunks.map((chunk) => [specifierOf(chunk.fileName), chunk]));
      for (const island of chunks) {
        if (!island.facadeModuleId || !islandIds.has(island.facadeModuleId)) continue;
        const inline = new Set(chunksToInline(bundle, island, inEntry));
        if (inline.size === 0) continue;
        const build = await rolldown({
          input: `${virtualPrefix}${island.fileName}`,
          logLevel: 'silent',
          plugins: [
            {
              name: 'ghat-site:built-chunks',
              resolveId(source) {
                if (source.startsWith(virtualPrefix)) return source;
                const chunk = byName.get(source);
                if (chunk && inline.has(chunk.fileName)) return `${virtualPrefix}${chunk.fileName}`;
                // Everything else (the entry, a large chunk, a file loaded later) stays as named.
                return { id: source, external: true };
              },
              load(id) {
                if (!id.startsWith(virtualPrefix)) return null;
                const output = bundle[id.slice(virtualPrefix.length)];
                return output?.type === 'chunk' ? output.code : null;
              },
            },
          ],
        });
        const { output } = await build.generate({ format: 'esm', minify: true });
        await build.close();
        const [merged] = output;
        if (output.length !== 1 || !merged) {
          this.error(`${island.fileName}: bundling its small chunks made ${output.length} files`);
        }
        // Minifying drops comments: the island keeps its first line if that is V8's compile
        // hint (vite.config.ts), so it still compiles as it streams in.
        const hint = `${compileHint}\n`;
        island.code = island.code.startsWith(hint) ? hint + merged.code : merged.code;
        island.imports = island.imports.filter((file) => !inline.has(file));
        for (const file of inline) {
          const taken = chunkOf(bundle, file);
          for (const imported of taken?.imports ?? []) {
            if (!inline.has(imported) && !island.imports.includes(imported)) {
              island.imports.push(imported);
            }
          }
          for (const later of taken?.dynamicImports ?? []) {
            if (!island.dynamicImports.includes(later)) island.dynamicImports.push(later);
          }
        }
      }
      // The chunks taken in stay in the build: a returning visitor's cached island file from a
      // build before this one still asks for them, by the names their content gave them.
    },
  };
}
