import { articles } from '@ghat/content';
import { describe, expect, it } from 'vitest';
import { articleSlugsModule, slugHash } from './articleSlugs.ts';

/** The generated module, run as the browser would run it. */
async function load(slugs: readonly string[]) {
  const source = articleSlugsModule(slugs);
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  return (
    (await import(/* @vite-ignore */ url)) as { articleSlugs: { has(slug: string): boolean } }
  ).articleSlugs;
}

describe('virtual:ghat/article-slugs', () => {
  const slugs = articles.map((article) => article.slug);

  it('knows every article and no other slug', async () => {
    const known = await load(slugs);
    for (const slug of slugs) expect(known.has(slug), slug).toBe(true);
    for (const slug of ['no-such-article', '', slugs[0]?.toUpperCase() ?? 'X', `${slugs[0]}-`]) {
      expect(known.has(slug), slug).toBe(false);
    }
  });

  it('holds hashes, not the slugs themselves', () => {
    const source = articleSlugsModule(slugs);
    for (const slug of slugs) expect(source).not.toContain(slug);
  });

  it('is the standard FNV-1a hash (a known value)', () => {
    // FNV-1a 32-bit of "a" is 0xe40c292c.
    expect(slugHash('a')).toBe(0xe40c292c);
    expect(slugHash('')).toBe(2166136261);
  });

  it('stops the build when two slugs share a hash', () => {
    // "costarring" and "liquid" are a known FNV-1a 32-bit collision.
    expect(slugHash('costarring')).toBe(slugHash('liquid'));
    expect(() => articleSlugsModule(['costarring', 'liquid'])).toThrow(/same hash/);
  });
});
