import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { reachableCode, wordsNamedIn } from './islandPreloads.ts';

type Chunk = Rollup.OutputChunk;

/** The fields of an output chunk that reachableCode reads. */
function chunk(
  fileName: string,
  code: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId: string | null = null,
): Chunk {
  return { type: 'chunk', fileName, code, imports, dynamicImports, facadeModuleId } as Chunk;
}

describe('wordsNamedIn', () => {
  const namespaces = ['notice', 'fieldError', 'searchDialog', 'link'];

  it('finds a namespace named as a string literal, as a minified useWords call keeps it', () => {
    expect(wordsNamedIn('let w=r(`notice`,s);let e=r("fieldError",c)', namespaces)).toEqual([
      'notice',
      'fieldError',
    ]);
    expect(wordsNamedIn("r('searchDialog',d)", namespaces)).toEqual(['searchDialog']);
  });

  it('does not take a name that is only part of another word or a property', () => {
    expect(wordsNamedIn('`noticeBoard`;x.link;`unlinked`', namespaces)).toEqual([]);
  });
});

describe('reachableCode', () => {
  const entry = chunk('entry.js', 'ENTRY', ['shared.js'], ['dialog.js', 'island.js']);
  const bundle = {
    'entry.js': entry,
    'shared.js': chunk('shared.js', 'SHARED'),
    'dialog.js': chunk('dialog.js', 'DIALOG', ['shared.js']),
    'island.js': chunk('island.js', 'ISLAND', [], [], '/src/Island.tsx'),
  } as unknown as Rollup.OutputBundle;

  it('holds the code imported now and later (a dialog opened on a press), once each', () => {
    const code = reachableCode(bundle, entry);
    expect(code.split('\n').sort()).toEqual(['DIALOG', 'ENTRY', 'ISLAND', 'SHARED']);
  });

  it('leaves out the islands, which carry words of their own', () => {
    const code = reachableCode(bundle, entry, new Set(['/src/Island.tsx']));
    expect(code.split('\n').sort()).toEqual(['DIALOG', 'ENTRY', 'SHARED']);
  });
});
