import { articles } from '../articles/index.ts';
import { documents } from '../documents/index.ts';
import { pageModules, policies } from '../pages/all.ts';
import type { SearchResult } from '../schemas.ts';

/**
 * Every page, article and document as a search record, derived from the content
 * itself (nothing typed twice). The 404 page is not a destination, so it is left out.
 */
export const searchCorpus: SearchResult[] = [
  ...pageModules
    .map((page) => page.meta)
    .filter((meta) => meta.path !== '/404')
    .map((meta) => ({
      type: 'page' as const,
      title: meta.title,
      url: meta.path,
      excerpt: meta.description,
    })),
  ...policies.map((policy) => ({
    type: 'page' as const,
    title: policy.title,
    url: policy.meta.path,
    excerpt: policy.meta.description,
    ...(policy.lastUpdated ? { date: policy.lastUpdated } : {}),
  })),
  ...articles.map((article) => ({
    type: 'blog' as const,
    title: article.title,
    url: `/blog/${article.slug}`,
    excerpt: article.summary,
    date: article.publishDate,
  })),
  ...documents.map((document) => ({
    type: 'document' as const,
    title: document.title,
    url: document.fileUrl,
    excerpt: document.description,
    date: document.date,
  })),
];
