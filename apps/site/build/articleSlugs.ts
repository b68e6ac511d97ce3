// `virtual:ghat/article-slugs`: the slug of every article, and nothing else. The article
// route checks a slug while matching, which happens in the router's own bundle; importing
// @ghat/content's `articles` there would put every article's text in every page's JavaScript.
import { articles } from '@ghat/content';
import type { Plugin } from 'vite';

const id = 'virtual:ghat/article-slugs';
const resolvedId = `\0${id}`;

export function articleSlugs(): Plugin {
  return {
    name: 'ghat-site:article-slugs',
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(source) {
      if (source !== resolvedId) return undefined;
      const slugs = JSON.stringify(articles.map((article) => article.slug));
      return `export const articleSlugs = new Set(${slugs});\n`;
    },
  };
}
