// The blog listing's search and filters, applied to the articles' cards (the address's side
// is blogSearch.ts). The prerendered /blog is the unfiltered page; the page
// applies these after hydration (routes/blog/index.tsx).
import { programmeAreas, regions, type Article } from '@ghat/content';
import type { ArticleFilterValues } from '@ghat/ui';

/** What the filters look at: an article without its body. */
export type FilterableArticle = Pick<
  Article,
  'title' | 'summary' | 'tags' | 'categories' | 'region' | 'programArea'
>;

const fold = (value: string) =>
  value.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');

/**
 * The articles that match, in their order: every word of the search text appears in the
 * title, the summary or a tag (ignoring case and accents), and each chosen filter matches
 * exactly (a category among the article's categories).
 */
export function filterArticles<T extends FilterableArticle>(
  articles: readonly T[],
  values: ArticleFilterValues,
): T[] {
  const words = fold(values.query).split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (values.category && !article.categories.includes(values.category)) return false;
    if (values.region && article.region !== values.region) return false;
    if (values.programmeArea && article.programArea !== values.programmeArea) return false;
    if (words.length === 0) return true;
    const haystack = fold([article.title, article.summary, ...article.tags].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/** The choices of each drop-down, from the articles: categories A to Z, the others in schema order. */
export function filterChoices(articles: readonly FilterableArticle[]) {
  const categories = [...new Set(articles.flatMap((article) => article.categories))].sort((a, b) =>
    a.localeCompare(b, 'en-GB'),
  );
  const present = <T extends string>(all: readonly T[], values: readonly T[]) =>
    all.filter((value) => values.includes(value));
  return {
    categories,
    regions: present(
      regions,
      articles.map((article) => article.region),
    ),
    programmeAreas: present(
      programmeAreas,
      articles.map((article) => article.programArea),
    ),
  };
}
