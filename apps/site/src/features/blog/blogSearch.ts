// The address of /blog: /blog?q=…&category=…&region=…&programme=…, read and written by the
// listing page (routes/blog/index.tsx). Not the route's validateSearch: that would put this
// module in the route tree, which every page's first view carries (measured +0.3-0.6 KB gzip a
// page), so the page parses the router's search object itself.
import type { ArticleFilterField, ArticleFilterValues } from '@ghat/ui';

/** The address's parameter for each field of the blog's filter form. */
export const blogSearchParams = {
  query: 'q',
  category: 'category',
  region: 'region',
  programmeArea: 'programme',
} as const satisfies Record<ArticleFilterField, string>;

const names = blogSearchParams;

/** What the address of /blog may carry; every field optional, so /blog itself is valid. */
export interface BlogSearch {
  q?: string;
  category?: string;
  region?: string;
  programme?: string;
}

const longest = 100;

function text(value: unknown): string | undefined {
  if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
  const trimmed = String(value).trim().slice(0, longest);
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The filters in the address: keeps the four parameters as short trimmed text and drops
 * anything else (an empty field, an unknown parameter, a list), so odd addresses still show a page.
 */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const search: BlogSearch = {};
  const q = text(raw[names.query]);
  const category = text(raw[names.category]);
  const region = text(raw[names.region]);
  const programme = text(raw[names.programmeArea]);
  if (q) search.q = q;
  if (category) search.category = category;
  if (region) search.region = region;
  if (programme) search.programme = programme;
  return search;
}

export function filterValues(search: BlogSearch): ArticleFilterValues {
  return {
    query: search.q ?? '',
    category: search.category ?? '',
    region: search.region ?? '',
    programmeArea: search.programme ?? '',
  };
}

export function searchFromValues(values: ArticleFilterValues): BlogSearch {
  return parseBlogSearch({
    [names.query]: values.query,
    [names.category]: values.category,
    [names.region]: values.region,
    [names.programmeArea]: values.programmeArea,
  });
}
