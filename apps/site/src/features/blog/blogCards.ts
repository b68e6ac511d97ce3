// The blog's article cards: articles without their bodies. The listing's first view carries
// only the cards it shows (as loader data); the rest are fetched the first time a reader
// searches, filters or asks for more (loadArticleCards), never with the first view.
import type { Article } from '@ghat/content';
import type { ArticleListingItem } from '@ghat/ui';

export type ArticleSummary = Omit<Article, 'body'>;

export function articleSummary({ body: _body, ...fields }: Article): ArticleSummary {
  return fields;
}

/** What a card in the listing shows, linking to /blog/{slug}. */
export function listingItem(article: ArticleSummary, blogPath: string): ArticleListingItem {
  return {
    id: article.slug,
    href: `${blogPath}/${article.slug}`,
    title: article.title,
    summary: article.summary,
    author: article.author,
    readingTime: article.readingTime,
    categories: article.categories,
    date: article.publishDate,
    ...(article.featuredImage ? { image: article.featuredImage } : {}),
  };
}

let allCards: Promise<ArticleSummary[]> | undefined;

/** Every article's card, newest first; fetched once, on demand. */
export function loadArticleCards(): Promise<ArticleSummary[]> {
  allCards ??= import('@ghat/content/articles').then(({ articles }) =>
    articles.map(articleSummary),
  );
  // A failed fetch (offline) may be tried again.
  allCards.catch(() => (allCards = undefined));
  return allCards;
}
