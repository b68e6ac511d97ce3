// Every article the blog shows (spec section 3: 50 in all, 3 hand-written and 47 generated),
// newest first, with the metadata and structured data an article page gives its <head>.
import * as v from 'valibot';
import { organisation } from '../organisation.ts';
import { defaultShareImage } from '../images/brand.ts';
import { ImageSchema, IsoDateSchema, type Article } from '../schemas.ts';
import { generatedArticles } from './generated.ts';
import { handwrittenArticles } from './handwritten.ts';

/** Spec section 9: the blog features 3 articles and lists 12. */
export const featuredArticleCount = 3;
export const listedArticleCount = 12;

function newestFirst(a: Article, b: Article): number {
  if (a.publishDate !== b.publishDate) return a.publishDate < b.publishDate ? 1 : -1;
  return a.id - b.id;
}

/** All 50 articles, newest first (by publishDate; the lower id first on the same day). */
export const articles: readonly Article[] = [...handwrittenArticles, ...generatedArticles].sort(
  newestFirst,
);

const bySlug = new Map(articles.map((article) => [article.slug, article]));

/** The article at /blog/{slug}, or undefined ('Article Not Found'). */
export function articleBySlug(slug: string): Article | undefined {
  return bySlug.get(slug);
}

/** 'Featured Stories': the first 3 of the list. */
export const featuredArticles: readonly Article[] = articles.slice(0, featuredArticleCount);

export const ArticleMetadataSchema = v.object({
  /** The og:type. */
  type: v.literal('article'),
  /** The article's SEO title; the site adds ' | Global Health Access Trust'. */
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.pipe(v.string(), v.nonEmpty()),
  /** The site's default share image (spec: the logo), with an absolute address. */
  image: ImageSchema,
  author: v.pipe(v.string(), v.nonEmpty()),
  publishDate: IsoDateSchema,
  modifiedDate: IsoDateSchema,
  /** The canonical address: {siteUrl}/blog/{slug}. */
  url: v.pipe(v.string(), v.url()),
  /** article:section: the first category. */
  section: v.pipe(v.string(), v.nonEmpty()),
  /** article:tag, one each. */
  tags: v.array(v.string()),
});
export type ArticleMetadata = v.InferOutput<typeof ArticleMetadataSchema>;

function withoutTrailingSlash(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The article's canonical address: siteUrl + '/blog/' + slug. */
export function articleUrl(article: Pick<Article, 'slug'>, siteUrl: string): string {
  return `${withoutTrailingSlash(siteUrl)}/blog/${article.slug}`;
}

/** What an article page puts in its <head> (spec section 3, Article metadata). */
export function articleMetadata(article: Article, siteUrl: string): ArticleMetadata {
  const base = withoutTrailingSlash(siteUrl);
  return {
    type: 'article',
    title: article.seoTitle,
    description: article.metaDescription,
    image: { ...defaultShareImage, src: `${base}${defaultShareImage.src}` },
    author: article.author,
    publishDate: article.publishDate,
    modifiedDate: article.modifiedDate ?? article.publishDate,
    url: articleUrl(article, base),
    section: article.categories[0] ?? article.programArea,
    tags: [...article.tags],
  };
}

/** Our authors are the trust's teams, so schema.org calls them organisations. */
function authorType(author: string): 'Organization' | 'Person' {
  return /\b(Team|Trust|GHAT)\b/.test(author) ? 'Organization' : 'Person';
}

export interface ArticleJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Article';
  headline: string;
  description: string;
  image: string[];
  datePublished: string;
  dateModified: string;
  author: { '@type': 'Organization' | 'Person'; name: string };
  publisher: {
    '@type': 'Organization';
    name: string;
    url: string;
    logo: { '@type': 'ImageObject'; url: string };
  };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
  articleSection: string;
  keywords: string[];
  inLanguage: 'en-GB';
  /** ISO 8601 duration: 'PT5M'. */
  timeRequired: string;
}

/** The article's structured data (schema.org Article), for a JSON-LD script. */
export function articleJsonLd(article: Article, siteUrl: string): ArticleJsonLd {
  const base = withoutTrailingSlash(siteUrl);
  const meta = articleMetadata(article, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: meta.description,
    image: [meta.image.src],
    datePublished: meta.publishDate,
    dateModified: meta.modifiedDate,
    author: { '@type': authorType(article.author), name: article.author },
    publisher: {
      '@type': 'Organization',
      name: organisation.name,
      url: `${base}/`,
      logo: { '@type': 'ImageObject', url: meta.image.src },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': meta.url },
    url: meta.url,
    articleSection: meta.section,
    keywords: meta.tags,
    inLanguage: 'en-GB',
    timeRequired: `PT${article.readingTime}M`,
  };
}

export { handwrittenArticles } from './handwritten.ts';
export { generatedArticles } from './generated.ts';
export {
  firstGeneratedId,
  firstGeneratedPublishDate,
  generateArticles,
  generatedArticleCount,
  generatedArticlesSeed,
  generatedPublishDate,
  generatedReadingTime,
  mulberry32,
  publishIntervalDays,
} from './generate.ts';
export { countWords, readingTimeFor, slugify, wordsPerMinute } from './text.ts';
