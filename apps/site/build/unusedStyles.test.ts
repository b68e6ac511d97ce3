import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneStylesheets, requiredClasses, withoutUnusedRules, wordsIn } from './unusedStyles.ts';

describe('requiredClasses', () => {
  it('names every class of every compound, but none inside a pseudo-class argument', () => {
    expect(requiredClasses('.a .b>.c+.d:hover')).toEqual(['a', 'b', 'c', 'd']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses('.a:is(.b,.c) .d')).toEqual(['a', 'd']);
    expect(requiredClasses('.a:has(.b)')).toEqual(['a']);
    expect(requiredClasses('[class~=x].a[data-y=".z"]')).toEqual(['a']);
    expect(requiredClasses('html, :root')).toEqual([]);
    expect(requiredClasses('._70rqer0 :is(input,textarea)')).toEqual(['_70rqer0']);
  });
});

describe('withoutUnusedRules', () => {
  const used = wordsIn(['<p class="kept other">', 'const x = "dynamic";']);

  it('drops the rules that need a class nothing uses, and keeps the rest', () => {
    const css =
      '.kept{color:red}.gone{color:blue}.kept.gone{color:green}.dynamic:hover{color:black}' +
      'p{margin:0}.kept:not(.gone){color:pink}';
    expect(withoutUnusedRules(css, used)).toBe(
      '.kept{color:red}.dynamic:hover{color:black}p{margin:0}.kept:not(.gone){color:pink}',
    );
  });

  it('keeps the used selectors of a list, and drops at-rules left empty', () => {
    expect(
      withoutUnusedRules(
        '.gone,.kept{color:red}@media (min-width:1px){.gone{color:blue}}' +
          '@media print{@supports (display:grid){.gone{display:grid}}}' +
          '@media print{.other{display:none}}',
        used,
      ),
    ).toBe('.kept{color:red}@media print{.other{display:none}}');
  });

  it('keeps the keyframes a kept rule animates with, and drops the others', () => {
    expect(
      withoutUnusedRules(
        '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
          '.kept{animation:spin 1s linear}.gone{animation-name:fade}',
        used,
      ),
    ).toBe('@keyframes spin{to{rotate:1turn}}.kept{animation:spin 1s linear}');
  });

  it('keeps the keyframes a kept rule names through a custom property', () => {
    const css = '@keyframes pulse{to{opacity:0}}.kept{--motion:pulse;animation:var(--motion) 1s}';
    expect(withoutUnusedRules(css, used)).toBe(css);
  });
});

describe('pruneStylesheets', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('renames the pruned stylesheet by its content and points every page and manifest there', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ghat-unused-styles-'));
    await mkdir(join(dir, 'client/assets'), { recursive: true });
    await mkdir(join(dir, 'client/blog'), { recursive: true });
    await mkdir(join(dir, 'server'), { recursive: true });
    const link = '<link rel="stylesheet" href="/assets/style-AbCd1234.css">';
    await writeFile(join(dir, 'client/assets/style-AbCd1234.css'), '.a{color:red}.b{color:blue}');
    await writeFile(join(dir, 'client/index.html'), `${link}<p class="a">`);
    await writeFile(join(dir, 'client/blog/index.html'), `${link}<p>`);
    await writeFile(join(dir, 'client/assets/island-x.js'), 'export const c = "q";');
    await writeFile(join(dir, 'server/manifest.js'), 'css: "/assets/style-AbCd1234.css"');
    // A class only the server's bundle names is on no page the browser gets.
    await writeFile(join(dir, 'server/page.js'), 'const b = "b";');

    const [sheet] = await pruneStylesheets(dir);

    expect(sheet?.before).toBe('style-AbCd1234.css');
    expect(sheet?.after).toMatch(/^style-[\w-]{8}\.css$/);
    expect(sheet?.after).not.toBe(sheet?.before);
    expect(await readdir(join(dir, 'client/assets'))).toEqual(
      expect.arrayContaining([sheet?.after, 'island-x.js']),
    );
    expect(await readdir(join(dir, 'client/assets'))).not.toContain('style-AbCd1234.css');
    expect(await readFile(join(dir, 'client/assets', sheet?.after ?? ''), 'utf8')).toBe(
      '.a{color:red}',
    );
    for (const page of ['client/index.html', 'client/blog/index.html', 'server/manifest.js']) {
      const text = await readFile(join(dir, page), 'utf8');
      expect(text).toContain(`/assets/${sheet?.after}`);
      expect(text).not.toContain('style-AbCd1234');
    }
  });
});
