import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksToInline, islandBundles, smallChunkLength } from './islandBundles.ts';

type Chunk = Rollup.OutputChunk;

/** The fields of an output chunk that the plugin reads. */
function chunk(
  fileName: string,
  code: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isDynamicEntry = false,
): Chunk {
  return {
    type: 'chunk',
    fileName,
    code,
    imports,
    dynamicImports: [],
    facadeModuleId,
    isEntry: fileName.includes('index'),
    isDynamicEntry,
  } as unknown as Chunk;
}

describe('chunksToInline', () => {
  const large = 'x'.repeat(smallChunkLength + 1);
  const bundle = {
    'assets/index.js': chunk('assets/index.js', 'ENTRY', ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', 'REACT'),
    'assets/small.js': chunk('assets/small.js', 'SMALL', ['assets/tiny.js', 'assets/index.js']),
    'assets/tiny.js': chunk('assets/tiny.js', 'TINY'),
    'assets/large.js': chunk('assets/large.js', large, ['assets/behind.js']),
    'assets/behind.js': chunk('assets/behind.js', 'BEHIND'),
    'assets/later.js': chunk('assets/later.js', 'LATER', [], '/src/Later.tsx', true),
  } as unknown as Rollup.OutputBundle;
  const inEntry = new Set(['assets/index.js', 'assets/react.js']);

  it('takes in the small chunks an island imports, and what they import', () => {
    const island = chunk('assets/Island.js', 'ISLAND', ['assets/small.js', 'assets/index.js']);
    expect(chunksToInline(bundle, island, inEntry)).toEqual(['assets/small.js', 'assets/tiny.js']);
  });

  it("leaves the page's entry, a large chunk and what a large chunk imports as files", () => {
    const island = chunk('assets/Island.js', 'ISLAND', [
      'assets/large.js',
      'assets/behind.js',
      'assets/tiny.js',
      'assets/react.js',
    ]);
    expect(chunksToInline(bundle, island, inEntry)).toEqual(['assets/tiny.js']);
  });

  it('leaves a chunk that is loaded on its own (a dynamic entry) as a file', () => {
    const island = chunk('assets/Island.js', 'ISLAND', ['assets/later.js']);
    expect(chunksToInline(bundle, island, inEntry)).toEqual([]);
  });
});

describe('islandBundles', () => {
  it("bundles an island's small chunks into its file, which then runs with the entry alone, its compile hint kept", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'island-bundles-'));
    const registry = join(dir, 'registry.ts');
    writeFileSync(
      registry,
      "export const islandModules = { 'greeting': () => import('./Greeting.tsx') };\n",
    );
    const entry = chunk('assets/index-a1.js', 'export const shared = { visits: 2 };');
    const words = chunk(
      'assets/w0rds.js',
      'export function greet(name) { return `Hello, ${name}`; }',
    );
    const format = chunk(
      'assets/f0rmat.js',
      'import { shared } from "./index-a1.js"; import { greet } from "./w0rds.js";\n' +
        'export const line = (name) => `${greet(name)} (${shared.visits})`;',
      ['assets/index-a1.js', 'assets/w0rds.js'],
    );
    const island = chunk(
      'assets/Greeting-b2.js',
      '//# allFunctionsCalledOnLoad\n' +
        'import { line } from "./f0rmat.js"; import { shared } from "./index-a1.js";\n' +
        'export default function Greeting() { shared.visits += 1; return line("Amina"); }',
      ['assets/f0rmat.js', 'assets/index-a1.js'],
      join(dir, 'Greeting.tsx'),
      true,
    );
    const bundle = {
      [entry.fileName]: entry,
      [words.fileName]: words,
      [format.fileName]: format,
      [island.fileName]: island,
    } as unknown as Rollup.OutputBundle;
    const plugin = islandBundles(registry);
    const generate = plugin.generateBundle as unknown as (
      this: unknown,
      options: unknown,
      output: Rollup.OutputBundle,
    ) => Promise<void>;
    await generate.call(
      {
        environment: { name: 'client' },
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );

    expect(island.imports).toEqual(['assets/index-a1.js']);
    // V8's compile hint stays the file's first line: the minifier would drop it.
    expect(island.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(island.code).not.toContain('f0rmat');
    expect(island.code).not.toContain('w0rds');
    // The chunks taken in stay, for a cached island file of an earlier build.
    expect(Object.keys(bundle)).toContain('assets/w0rds.js');

    const assets = join(dir, 'assets');
    mkdirSync(assets);
    writeFileSync(join(assets, 'index-a1.js'), entry.code);
    writeFileSync(join(assets, 'Greeting-b2.js'), island.code);
    const module = (await import(pathToFileURL(join(assets, 'Greeting-b2.js')).href)) as {
      default: () => string;
    };
    // One entry, shared: the island's visit is counted where the entry keeps it.
    expect(module.default()).toBe('Hello, Amina (3)');
    const shared = (await import(pathToFileURL(join(assets, 'index-a1.js')).href)) as {
      shared: { visits: number };
    };
    expect(shared.shared.visits).toBe(3);
  });
});
