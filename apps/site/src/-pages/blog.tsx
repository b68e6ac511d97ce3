import { blogPage } from '@ghat/content';
import { articles, featuredArticles } from '@ghat/content/articles';
import {
  ArticleCard,
  ArticleFilters,
  ArticleListing,
  Grid,
  Hero,
  Section,
  Stack,
  StatBlock,
  hasActiveArticleFilter,
  noArticleFilters,
  type ArticleFilterValues,
} from '@ghat/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  articleSummary,
  listingItem,
  loadArticleCards,
  type ArticleSummary,
} from '../-lib/blogCards.ts';
import { filterArticles, filterChoices } from '../-lib/blogFilters.ts';
import {
  blogSearchParams,
  filterValues,
  parseBlogSearch,
  searchFromValues,
} from '../-lib/blogSearch.ts';

function ArticleCards({ list }: { list: readonly ArticleSummary[] }) {
  return (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {list.map((article) => (
        <ArticleCard
          key={article.slug}
          headingLevel={3}
          {...listingItem(article, blogPage.meta.path)}
        />
      ))}
    </Grid>
  );
}

const neverChanges = () => () => undefined;

/**
 * False while hydrating the prerendered HTML, true from then on (and at once after a client
 * navigation). The router's useHydrated would do, but importing it moves it into every page's
 * first view.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Every article's card once something needs them (a filter, Load More), else null. */
function useAllCards(needed: boolean): { cards: ArticleSummary[] | null; failed: boolean } {
  const [cards, setCards] = useState<ArticleSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || cards) return;
    let current = true;
    loadArticleCards().then(
      (loaded) => current && setCards(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, cards]);
  return { cards, failed };
}

// The cards first shown and the filters' choices (the rest are loaded when first needed).
const featured = featuredArticles.map(articleSummary);
const listed = articles.slice(0, blogPage.listPageSize).map(articleSummary);
const total = articles.length;
const choices = filterChoices(articles);

/** The page's head, read by its route's loader. */
export const meta = blogPage.meta;

export default function BlogPage() {
  const { hero, impactAtAGlance, featuredStories, allArticles, searchAndFilter } = blogPage;
  const search = useSearch({ from: '/blog/', select: parseBlogSearch });
  const navigate = useNavigate();
  // The prerendered HTML is the unfiltered page, whatever the address: hydrate that, then
  // apply the address's filters (no hydration mismatch).
  const hydrated = useHydrated();
  const values: ArticleFilterValues = hydrated ? filterValues(search) : noArticleFilters;
  const active = hasActiveArticleFilter(values);

  // How many to show: 12, and 12 more for each Load More; back to 12 when the filters change.
  const filterKey = JSON.stringify(values);
  const [more, setMore] = useState({ filterKey, count: blogPage.listPageSize });
  const count = more.filterKey === filterKey ? more.count : blogPage.listPageSize;

  const { cards, failed } = useAllCards(active || count > blogPage.listPageSize);
  const matching = cards ? filterArticles(cards, values) : null;
  const shown = matching ? matching.slice(0, count) : listed;

  const apply = (next: ArticleFilterValues) =>
    void navigate({ to: '/blog', search: searchFromValues(next), resetScroll: false });

  return (
    <>
      <Hero tone="brand" title={hero.title} intro={hero.intro} />
      <Section heading={impactAtAGlance.heading} tone="subtle">
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
          {impactAtAGlance.blocks.map((block) => (
            <StatBlock key={block.label} value={block.value} label={block.label} />
          ))}
        </Grid>
      </Section>
      <Section heading={featuredStories.heading}>
        <ArticleCards list={featured} />
      </Section>
      <Section heading={allArticles.heading} tone="subtle">
        <Stack space="xl">
          <ArticleFilters
            action={blogPage.meta.path}
            values={values}
            categories={choices.categories}
            regions={choices.regions}
            programmeAreas={choices.programmeAreas}
            onApply={apply}
            paramNames={blogSearchParams}
            formLabel={searchAndFilter.formLabel}
            searchLabel={searchAndFilter.searchLabel}
            searchPlaceholder={searchAndFilter.searchPlaceholder}
            searchHint={searchAndFilter.searchHint}
            clearSearchLabel={searchAndFilter.clearSearchLabel}
            categoryLabel={searchAndFilter.categoryLabel}
            allCategoriesLabel={searchAndFilter.allCategoriesLabel}
            regionLabel={searchAndFilter.regionLabel}
            allRegionsLabel={searchAndFilter.allRegionsLabel}
            programmeAreaLabel={searchAndFilter.programmeAreaLabel}
            allProgrammeAreasLabel={searchAndFilter.allProgrammeAreasLabel}
            filterLabel={searchAndFilter.filterLabel}
            clearLabel={searchAndFilter.clearLabel}
          />
          <ArticleListing
            articles={shown.map((article) => listingItem(article, blogPage.meta.path))}
            total={matching ? matching.length : total}
            busy={!matching && (active || count > blogPage.listPageSize) && !failed}
            onLoadMore={() => setMore({ filterKey, count: count + blogPage.listPageSize })}
            showingText={blogPage.showingText}
            loadMoreLabel={blogPage.loadMoreLabel}
            loadingText={searchAndFilter.loadingText}
            emptyMessage={searchAndFilter.noResultsText}
          />
        </Stack>
      </Section>
    </>
  );
}
