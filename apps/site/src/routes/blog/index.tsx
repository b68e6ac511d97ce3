import { blogPage } from '@ghat/content';
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
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  articleSummary,
  listingItem,
  loadArticleCards,
  type ArticleSummary,
} from '../../-lib/blogCards.ts';
import { filterArticles, filterChoices } from '../../-lib/blogFilters.ts';
import {
  blogSearchParams,
  filterValues,
  parseBlogSearch,
  searchFromValues,
} from '../../-lib/blogSearch.ts';
import { seo } from '../../-lib/seo.ts';

export const Route = createFileRoute('/blog/')({
  // /blog?q=…&category=…&region=…&programme=…: the filters live in the address. The loader
  // does not depend on them, so the prerendered page (the unfiltered one) serves every such
  // address, and the page applies them once hydrated. No validateSearch: it would sit in the
  // route tree, in every page's first view (+0.3-0.6 KB gzip measured); the page reads the
  // address with parseBlogSearch instead, in its own chunk.
  // The articles are imported on demand and only the cards shown travel with the page,
  // without their bodies: no page's first view carries all fifty articles. The drop-downs'
  // choices come with it (a few words); the other cards are fetched when first needed.
  loader: async () => {
    const { articles, featuredArticles } = await import('@ghat/content/articles');
    return {
      meta: blogPage.meta,
      featured: featuredArticles.map(articleSummary),
      listed: articles.slice(0, blogPage.listPageSize).map(articleSummary),
      total: articles.length,
      choices: filterChoices(articles),
    };
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: BlogPage,
});

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

function BlogPage() {
  const { hero, impactAtAGlance, featuredStories, allArticles, searchAndFilter } = blogPage;
  const { featured, listed, total, choices } = Route.useLoaderData();
  const search = Route.useSearch({ select: parseBlogSearch });
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
