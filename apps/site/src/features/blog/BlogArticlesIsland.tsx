// /blog's All Articles as an island: the search and filters, the listing and Load More
// Articles. The filters live in the address (/blog?q=…&category=…), so a filtered listing can
// be shared and Back returns to it; the page's HTML is the unfiltered listing, which this
// hydrates and then filters by the address. The cards beyond the first twelve are fetched the
// first time a reader searches, filters or asks for more.
import { blogPage } from '@ghat/content';
import {
  afterNextPaint,
  ArticleFilters,
  ArticleListing,
  hasActiveArticleFilter,
  noArticleFilters,
  Stack,
  type ArticleFilterValues,
} from '@ghat/ui';
import { memo, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { listingItem, loadArticleCards, type ArticleSummary } from './blogCards.ts';
import { articleBodyMatches } from './blogBodySearch.ts';
import { filterArticles, type filterChoices } from './blogFilters.ts';
import {
  blogSearchParams,
  filterValues,
  parseBlogSearch,
  searchFromValues,
  type BlogSearch,
} from './blogSearch.ts';

type FilterChoices = ReturnType<typeof filterChoices>;

export interface BlogArticlesIslandProps {
  /** The listing's address (/blog). */
  blogPath: string;
  /** The cards shown first, before any filter or Load More. */
  listed: readonly ArticleSummary[];
  total: number;
  pageSize: number;
  choices: FilterChoices;
  copy: {
    formLabel: string;
    searchLabel: string;
    searchPlaceholder: string;
    searchHint: string;
    clearSearchLabel: string;
    categoryLabel: string;
    allCategoriesLabel: string;
    regionLabel: string;
    allRegionsLabel: string;
    programmeAreaLabel: string;
    allProgrammeAreasLabel: string;
    filterLabel: string;
    clearLabel: string;
    loadMoreLabel: string;
    loadingText: string;
    noResultsText: string;
  };
}

// The address, as a store: written with history.pushState, read again on Back and Forward.
const addressListeners = new Set<() => void>();
function subscribeToAddress(listener: () => void) {
  addressListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    addressListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const currentSearch = () => window.location.search;
// The prerendered HTML is the unfiltered listing: hydrate that, then filter (no mismatch).
const prerenderedSearch = () => '';

function searchOf(query: string): BlogSearch {
  return parseBlogSearch(Object.fromEntries(new URLSearchParams(query)));
}

function writeAddress(search: BlogSearch) {
  const query = new URLSearchParams(search as Record<string, string>).toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  // The same filters again (a choice made before the page's script ran, applied twice): no
  // second history entry for Back to step through.
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.pushState(window.history.state, '', url);
  for (const listener of addressListeners) listener();
}

/** Every article's card once something needs them (a filter, Load More), else null. */
function useAllCards(needed: boolean): { cards: ArticleSummary[] | null; failed: boolean } {
  const [cards, setCards] = useState<ArticleSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || cards) return;
    let current = true;
    // Once the press's frame (the listing marked busy) is painted: starting the import runs
    // Vite's preload of its files, 5-14 ms of that frame at CPU 4x (issue 27's Load More).
    const cancel = afterNextPaint(() =>
      loadArticleCards().then(
        (loaded) => current && setCards(loaded),
        () => current && setFailed(true),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [needed, cards]);
  return { cards, failed };
}

/**
 * The slugs of the articles whose text matches `query`, once the index has come (empty until
 * then, or if it cannot be fetched: the title, summary and tag matches still show).
 */
function useBodyMatches(query: string): ReadonlySet<string> {
  const [found, setFound] = useState<{ query: string; slugs: ReadonlySet<string> }>({
    query: '',
    slugs: new Set(),
  });
  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    articleBodyMatches(query).then(
      (slugs) => current && setFound({ query, slugs }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query]);
  return found.query === query ? found.slugs : noMatches;
}

const noMatches: ReadonlySet<string> = new Set();

// The filters render again only when what they show changes: not on Load More (its press
// answers sooner: issue 27's interaction latency).
const Filters = memo(ArticleFilters);
const applyFilters = (next: ArticleFilterValues) => writeAddress(searchFromValues(next));

export default function BlogArticlesIsland({
  blogPath,
  listed,
  total,
  pageSize,
  choices,
  copy,
}: BlogArticlesIslandProps) {
  const query = useSyncExternalStore(subscribeToAddress, currentSearch, prerenderedSearch);
  const values: ArticleFilterValues = useMemo(
    () => (query ? filterValues(searchOf(query)) : noArticleFilters),
    [query],
  );
  const active = hasActiveArticleFilter(values);

  // How many to show: a page, and a page more for each Load More; back to one page when the
  // filters change.
  const filterKey = JSON.stringify(values);
  const [more, setMore] = useState({ filterKey, count: pageSize });
  const count = more.filterKey === filterKey ? more.count : pageSize;

  const { cards, failed } = useAllCards(active || count > pageSize);
  const bodyMatches = useBodyMatches(values.query);
  const matching = cards ? filterArticles(cards, values, bodyMatches) : null;
  const shown = matching ? matching.slice(0, count) : listed;

  return (
    <Stack space="xl">
      <Filters
        action={blogPath}
        values={values}
        categories={choices.categories}
        regions={choices.regions}
        programmeAreas={choices.programmeAreas}
        onApply={applyFilters}
        paramNames={blogSearchParams}
        formLabel={copy.formLabel}
        searchLabel={copy.searchLabel}
        searchPlaceholder={copy.searchPlaceholder}
        searchHint={copy.searchHint}
        clearSearchLabel={copy.clearSearchLabel}
        categoryLabel={copy.categoryLabel}
        allCategoriesLabel={copy.allCategoriesLabel}
        regionLabel={copy.regionLabel}
        allRegionsLabel={copy.allRegionsLabel}
        programmeAreaLabel={copy.programmeAreaLabel}
        allProgrammeAreasLabel={copy.allProgrammeAreasLabel}
        filterLabel={copy.filterLabel}
        clearLabel={copy.clearLabel}
      />
      <ArticleListing
        articles={shown.map((article) => listingItem(article, blogPath))}
        total={matching ? matching.length : total}
        busy={!matching && (active || count > pageSize) && !failed}
        onLoadMore={() => setMore({ filterKey, count: count + pageSize })}
        showingText={blogPage.showingText}
        loadMoreLabel={copy.loadMoreLabel}
        loadingText={copy.loadingText}
        emptyMessage={copy.noResultsText}
      />
    </Stack>
  );
}
