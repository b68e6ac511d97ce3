// `virtual:ghat/article-slugs`: whether a slug is an article's, and nothing else. The article
// route checks a slug while matching, which happens in the router's own bundle, in every
// page's first view; importing @ghat/content's `articles` there would put every article's
// text in it. It holds a 32-bit FNV-1a hash of each slug rather than the slugs themselves:
// 0.5 KB less in every first view (gzip). The build fails if two articles' hashes ever collide; an
// unknown slug that happens to share a hash (odds about 1 in 86 million) is matched, finds
// no article, and is shown 'Article Not Found' by the route's loader.
import { articles } from '@ghat/content';
import type { Plugin } from 'vite';

const id = 'virtual:ghat/article-slugs';
const resolvedId = `\0${id}`;

/** FNV-1a, 32 bits, over UTF-16 code units: the same function runs in the browser. */
export function slugHash(slug: string): number {
  let hash = 2166136261;
  for (let index = 0; index < slug.length; index += 1) {
    hash ^= slug.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The module's source for these slugs. */
export function articleSlugsModule(slugs: readonly string[]): string {
  const hashes = slugs.map(slugHash);
  const clash = hashes.findIndex((hash, index) => hashes.indexOf(hash) !== index);
  if (clash !== -1) {
    throw new Error(
      `The article slugs "${slugs[hashes.indexOf(hashes[clash] ?? 0)]}" and "${slugs[clash]}" have the same hash: rename one.`,
    );
  }
  return `const known = new Set(${JSON.stringify(hashes)});
${slugHash.toString()}
export const articleSlugs = { has: (slug) => known.has(slugHash(slug)) };
`;
}

export function articleSlugs(): Plugin {
  return {
    name: 'ghat-site:article-slugs',
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      return articleSlugsModule(articles.map((article) => article.slug));
    },
  };
}
