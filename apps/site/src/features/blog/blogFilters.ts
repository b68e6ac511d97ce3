// The blog listing's search and filters, applied to the articles' cards (the address's side
// is blogSearch.ts). The prerendered /blog is the unfiltered page; the page
// applies these after hydration (routes/blog/index.tsx).
import { programmeAreas, regions, type Article } from '@ghat/content';
import type { ArticleFilterValues } from '@ghat/ui';
import { foldSearchText } from '@ghat/ui/search-text';

/** What the filters look at: an article without its body. */
export type FilterableArticle = Pick<
  Article,
  'slug' | 'title' | 'summary' | 'tags' | 'categories' | 'region' | 'programArea'
>;

/**
 * The articles that match, in their order: every word of the search text appears in the
 * title, the summary or a tag (ignoring case and accents), and each chosen filter matches
 * exactly (a category among the article's categories). Then, below them, the articles whose
 * text matches (`bodyMatches`, slugs from the site search's index) and whose filters match.
 */
export function filterArticles<T extends FilterableArticle>(
  articles: readonly T[],
  values: ArticleFilterValues,
  bodyMatches: ReadonlySet<string> = new Set(),
): T[] {
  const words = foldSearchText(values.query).split(/\s+/).filter(Boolean);
  const filtered = articles.filter((article) => {
    if (values.category && !article.categories.includes(values.category)) return false;
    if (values.region && article.region !== values.region) return false;
    if (values.programmeArea && article.programArea !== values.programmeArea) return false;
    return true;
  });
  if (words.length === 0) return filtered;
  const inCard = filtered.filter((article) => {
    const haystack = foldSearchText([article.title, article.summary, ...article.tags].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
  const inBody = filtered.filter(
    (article) => bodyMatches.has(article.slug) && !inCard.includes(article),
  );
  return [...inCard, ...inBody];
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
