import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articles } from '../articles/index.ts';
import { documents } from '../documents/index.ts';
import { routes } from '../navigation.ts';
import { SearchResultSchema } from '../schemas.ts';
import { searchCorpus } from './corpus.ts';

describe('the search corpus', () => {
  it('holds every route page once, every article and every document, all schema-valid', () => {
    for (const record of searchCorpus)
      expect(v.safeParse(SearchResultSchema, record).success).toBe(true);
    const pageUrls = searchCorpus
      .filter((record) => record.type === 'page')
      .map((record) => record.url);
    const staticRoutes = routes.filter((route) => !route.includes(':'));
    expect([...pageUrls].sort()).toEqual([...staticRoutes].sort());
    expect(searchCorpus.filter((record) => record.type === 'blog')).toHaveLength(articles.length);
    expect(searchCorpus.filter((record) => record.type === 'document')).toHaveLength(
      documents.length,
    );
  });

  it('is derived from the content, not typed twice', () => {
    const [article] = articles;
    if (!article) throw new Error('No articles');
    expect(searchCorpus).toContainEqual({
      type: 'blog',
      title: article.title,
      url: `/blog/${article.slug}`,
      excerpt: article.summary,
      date: article.publishDate,
    });
    expect(searchCorpus.find((record) => record.url === '/about-the-trust')?.title).toBeTruthy();
  });

  it('has no two records with the same address', () => {
    const urls = searchCorpus.map((record) => record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
