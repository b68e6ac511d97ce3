import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultShareImage } from '../images/index.ts';
import { siteRoutes as routes } from '../pages/pageTestSupport.ts';
import { ArticleSchema, type Article } from '../schemas.ts';
import {
  ArticleMetadataSchema,
  articleBySlug,
  articleJsonLd,
  articleMetadata,
  articles,
  featuredArticleCount,
  featuredArticles,
  listedArticleCount,
} from './index.ts';

function internalLinks(article: Article): string[] {
  return [...article.body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] as string);
}

describe('articles', () => {
  it('are the 50 of spec section 9, ids 1 to 50', () => {
    expect(articles).toHaveLength(50);
    expect([...articles.map((article) => article.id)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('each match the Article schema, with no featured image', () => {
    for (const article of articles) {
      expect(() => v.parse(ArticleSchema, article)).not.toThrow();
      expect(article.featuredImage).toBeUndefined();
    }
  });

  it('have unique, URL-safe slugs and unique titles', () => {
    const slugs = articles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(50);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(articles.map((article) => article.title)).size).toBe(50);
    expect(new Set(articles.map((article) => article.seoTitle)).size).toBe(50);
  });

  it('are listed newest first', () => {
    for (let i = 1; i < articles.length; i += 1) {
      const previous = articles[i - 1] as Article;
      const current = articles[i] as Article;
      expect(previous.publishDate >= current.publishDate).toBe(true);
    }
    expect(articles.at(-1)).toMatchObject({ id: 4, publishDate: '2023-01-01' });
  });

  it('contain no placeholder text, and link only to the site’s routes', () => {
    for (const article of articles) {
      expect(`${article.title} ${article.summary} ${article.body}`).not.toMatch(/lorem|ipsum/i);
      const links = internalLinks(article);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(routes).toContain(link);
    }
  });

  it('feature the first 3 (the hand-written ones) and list 12', () => {
    expect(featuredArticleCount).toBe(3);
    expect(listedArticleCount).toBe(12);
    expect(featuredArticles).toEqual(articles.slice(0, 3));
    expect(featuredArticles.map((article) => article.id)).toEqual([1, 2, 3]);
  });

  it('are found by slug', () => {
    expect(articleBySlug('healthcare-access-crisis-zones')?.title).toBe(
      'Healthcare Access in Crisis Zones',
    );
    for (const article of articles) expect(articleBySlug(article.slug)).toBe(article);
    expect(articleBySlug('no-such-article')).toBeUndefined();
    expect(articleBySlug('')).toBeUndefined();
  });
});

describe('articleMetadata', () => {
  const article = articleBySlug('healthcare-access-crisis-zones') as Article;

  it('gives the page its title, description, share image, author, dates, address, section and tags', () => {
    const meta = articleMetadata(article, 'https://www.example.org/');
    expect(v.safeParse(ArticleMetadataSchema, meta).issues).toBeUndefined();
    expect(meta).toEqual({
      type: 'article',
      title: article.seoTitle,
      description: article.metaDescription,
      image: {
        ...defaultShareImage,
        src: `https://www.example.org${defaultShareImage.src}`,
        width: 1200,
        height: 630,
      },
      author: article.author,
      publishDate: article.publishDate,
      modifiedDate: article.publishDate,
      url: 'https://www.example.org/blog/healthcare-access-crisis-zones',
      section: 'Healthcare Access',
      tags: article.tags,
    });
  });

  it('shares a raster image, as social networks require, with an absolute address', () => {
    const meta = articleMetadata(article, 'https://ghat.org');
    expect(meta.image.src).toMatch(/^https:\/\/ghat\.org\/images\/[a-z0-9-]+\.png$/);
  });

  it('uses the modified date when there is one', () => {
    const meta = articleMetadata({ ...article, modifiedDate: '2025-10-02' }, 'https://ghat.org');
    expect(meta.modifiedDate).toBe('2025-10-02');
    expect(meta.publishDate).toBe(article.publishDate);
    expect(meta.url).toBe('https://ghat.org/blog/healthcare-access-crisis-zones');
  });

  it('is valid for every article', () => {
    for (const each of articles) {
      const meta = articleMetadata(each, 'https://ghat.org');
      expect(v.safeParse(ArticleMetadataSchema, meta).issues).toBeUndefined();
      expect(meta.section).toBe(each.categories[0]);
      expect(meta.url).toBe(`https://ghat.org/blog/${each.slug}`);
    }
  });
});

describe('articleJsonLd', () => {
  it('describes the article as a schema.org Article', () => {
    const article = articleBySlug('healthcare-access-crisis-zones') as Article;
    const data = articleJsonLd(article, 'https://ghat.org/');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Healthcare Access in Crisis Zones',
      description: article.metaDescription,
      image: [`https://ghat.org${defaultShareImage.src}`],
      datePublished: article.publishDate,
      dateModified: article.publishDate,
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'Organization', name: 'Global Health Access Trust' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://ghat.org/blog/healthcare-access-crisis-zones',
      },
      url: 'https://ghat.org/blog/healthcare-access-crisis-zones',
      articleSection: 'Healthcare Access',
      keywords: article.tags,
      inLanguage: 'en-GB',
      timeRequired: `PT${article.readingTime}M`,
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('names a person as a Person', () => {
    const article = { ...(articles[0] as Article), author: 'Dr Amara Okafor' };
    expect(articleJsonLd(article, 'https://ghat.org').author).toEqual({
      '@type': 'Person',
      name: 'Dr Amara Okafor',
    });
  });
});
