// /blog: the words of the 'Impact & Insights' listing (the articles are in ../articles/).
import { impactFigures } from '../organisation.ts';
import type { PageMeta } from '../schemas.ts';

export const meta = {
  path: '/blog',
  title: 'Impact & Insights',
  description:
    'Stories and insights from the Global Health Access Trust and its partners on healthcare access, health systems, research and emergency relief.',
} satisfies PageMeta;

/** How many articles the listing shows (spec section 9). */
export const featuredCount = 3;
export const listPageSize = 12;

export const hero = {
  title: 'Impact & Insights',
  intro:
    'Stories from the field, lessons from our partners and perspectives on why access to health is justice, not charity.',
};

/** One key figure, for a stat block: the value shown large, then what it counts. */
export interface GlanceBlock {
  value: string;
  label: string;
}

export const impactAtAGlance: { heading: string; blocks: GlanceBlock[] } = {
  heading: 'Impact at a Glance',
  blocks: [
    {
      value: impactFigures.countries.display,
      label: `countries where we work, with partnerships across ${impactFigures.partnerCountries.display} more`,
    },
    {
      value: impactFigures.organisations.display,
      label: 'health organisations connected',
    },
    {
      value: `Over ${impactFigures.peopleSupported.display}`,
      label: 'people supported',
    },
  ],
};

/** The search box and filters above 'All Articles' (a GET form to /blog, see the site's blogSearch.ts). */
export const searchAndFilter = {
  /** Names the form for screen readers. */
  formLabel: 'Search and filter articles',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  searchHint: 'Searches titles, summaries and tags.',
  categoryLabel: 'Category',
  allCategoriesLabel: 'All categories',
  regionLabel: 'Region',
  allRegionsLabel: 'All regions',
  programmeAreaLabel: 'Programme area',
  allProgrammeAreasLabel: 'All programme areas',
  filterLabel: 'Filter',
  clearLabel: 'Clear filters',
  clearSearchLabel: 'Clear search',
  /** Shown while the full list of articles loads, the first time a filter or Load More is used. */
  loadingText: 'Loading articles...',
  /** Shown, and announced, when nothing matches. */
  noResultsText: 'No articles match your search. Try other words or clear the filters.',
};

export const featuredStories = { heading: 'Featured Stories' };
export const allArticles = { heading: 'All Articles' };

/** 'Showing 12 of 50 articles'. */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} articles`;
}

export const loadMoreLabel = 'Load More Articles';
