import { articles } from '@ghat/content/articles';
import { defaultArticleFilterParams, noArticleFilters } from '@ghat/ui';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../search/searchIndex.ts';
import { bodyMatchesIn } from './blogBodyMatches.ts';
import { filterArticles, filterChoices, type FilterableArticle } from './blogFilters.ts';
import { blogSearchParams, filterValues, parseBlogSearch, searchFromValues } from './blogSearch.ts';

const sample: (FilterableArticle & { slug: string })[] = [
  {
    slug: 'a',
    title: 'Clinics after the flood',
    summary: 'Keeping care going.',
    tags: ['water', 'Emergency'],
    categories: ['Emergency Relief', 'Africa'],
    region: 'Africa',
    programArea: 'Emergency Relief',
  },
  {
    slug: 'b',
    title: 'Training midwives',
    summary: 'A café-based course in São Paulo.',
    tags: ['maternal health'],
    categories: ['Education & Training'],
    region: 'Latin America',
    programArea: 'Education & Training',
  },
];

const slugs = (list: readonly { slug: string }[]) => list.map((article) => article.slug);

describe('parseBlogSearch', () => {
  it('keeps the four parameters, trimmed, and drops empty, unknown and odd values', () => {
    expect(
      parseBlogSearch({
        q: '  flood ',
        category: '',
        region: 'Africa',
        programme: 'Emergency Relief',
        page: '2',
      }),
    ).toEqual({ q: 'flood', region: 'Africa', programme: 'Emergency Relief' });
    expect(parseBlogSearch({ q: ['a', 'b'], region: { x: 1 } })).toEqual({});
    expect(parseBlogSearch({ q: 2024 })).toEqual({ q: '2024' });
    expect(parseBlogSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });

  it('turns the address into the form values and back', () => {
    const search = { q: 'flood', category: 'Africa' };
    expect(filterValues(search)).toEqual({
      ...noArticleFilters,
      query: 'flood',
      category: 'Africa',
    });
    expect(searchFromValues(filterValues(search))).toEqual(search);
    expect(searchFromValues(noArticleFilters)).toEqual({});
  });
});

describe('filterArticles', () => {
  it('matches every word in the title, summary or tags, ignoring case and accents', () => {
    expect(slugs(filterArticles(sample, { ...noArticleFilters, query: 'FLOOD' }))).toEqual(['a']);
    expect(slugs(filterArticles(sample, { ...noArticleFilters, query: 'cafe sao' }))).toEqual([
      'b',
    ]);
    expect(slugs(filterArticles(sample, { ...noArticleFilters, query: 'maternal' }))).toEqual([
      'b',
    ]);
    expect(slugs(filterArticles(sample, { ...noArticleFilters, query: 'flood midwives' }))).toEqual(
      [],
    );
    // The categories are filters, not search text.
    expect(slugs(filterArticles(sample, { ...noArticleFilters, query: 'Africa' }))).toEqual([]);
  });

  it('filters by category, region and programme area exactly, together with the text', () => {
    expect(slugs(filterArticles(sample, { ...noArticleFilters, category: 'Africa' }))).toEqual([
      'a',
    ]);
    expect(slugs(filterArticles(sample, { ...noArticleFilters, region: 'Latin America' }))).toEqual(
      ['b'],
    );
    expect(
      slugs(filterArticles(sample, { ...noArticleFilters, programmeArea: 'Emergency Relief' })),
    ).toEqual(['a']);
    expect(
      slugs(filterArticles(sample, { ...noArticleFilters, query: 'flood', region: 'MENA' })),
    ).toEqual([]);
    expect(slugs(filterArticles(sample, noArticleFilters))).toEqual(['a', 'b']);
  });

  it('works on the real articles: each region and programme area holds some, and they add up', () => {
    const { regions, programmeAreas, categories } = filterChoices(articles);
    expect(regions).toHaveLength(5);
    expect(programmeAreas).toHaveLength(5);
    expect(categories).toContain('Governance');
    const byRegion = regions.map(
      (region) => filterArticles(articles, { ...noArticleFilters, region }).length,
    );
    expect(byRegion.every((count) => count > 0)).toBe(true);
    expect(byRegion.reduce((sum, count) => sum + count, 0)).toBe(articles.length);
    const byArea = programmeAreas.map(
      (programmeArea) => filterArticles(articles, { ...noArticleFilters, programmeArea }).length,
    );
    expect(byArea.reduce((sum, count) => sum + count, 0)).toBe(articles.length);
  });
});

describe('blogSearchParams', () => {
  it('are the names the filter form gives its fields', () => {
    expect(blogSearchParams).toEqual(defaultArticleFilterParams);
  });
});

describe('the search in the articles’ text', () => {
  const query = { ...noArticleFilters, query: 'Ukraine' };

  it('lists articles whose text matches below those whose card does, filters still applying', () => {
    const [first, second] = sample as [FilterableArticle, FilterableArticle];
    const withTitle = { ...second, slug: 'c', title: 'Ukraine: clinics on the move' };
    const all = [first, second, withTitle];
    expect(slugs(filterArticles(all, query))).toEqual(['c']);
    expect(slugs(filterArticles(all, query, new Set(['a', 'c'])))).toEqual(['c', 'a']);
    expect(
      slugs(filterArticles(all, { ...query, region: 'Latin America' }, new Set(['a', 'c']))),
    ).toEqual(['c']);
  });

  it('finds the articles of the site search’s index whose text has every word', async () => {
    const records = articles.map((article) => ({
      type: 'blog' as const,
      title: article.title,
      url: `/blog/${article.slug}`,
      excerpt: article.summary,
      body: article.body,
    }));
    const index = buildSearchIndex([
      ...records,
      { type: 'page', title: 'Ukraine page', url: '/ukraine', excerpt: '', body: 'Ukraine' },
    ]);
    // A word only the articles' text has: no card (title, summary, tags) says it.
    const word = 'heatwave';
    const inText = articles.filter((article) => article.body.toLowerCase().includes(word));
    expect(inText.length).toBeGreaterThan(0);
    expect(filterArticles(articles, { ...noArticleFilters, query: word })).toEqual([]);
    const found = bodyMatchesIn(index, word);
    expect([...found].sort()).toEqual(inText.map((article) => article.slug).sort());
    expect(bodyMatchesIn(index, 'Ukraine').has('ukraine')).toBe(false);
    expect(bodyMatchesIn(index, '   ').size).toBe(0);
    expect(
      slugs(filterArticles(articles, { ...noArticleFilters, query: word }, found)).sort(),
    ).toEqual([...found].sort());
  });
});
