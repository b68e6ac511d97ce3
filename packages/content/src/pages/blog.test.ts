import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageMetaSchema } from '../schemas.ts';
import {
  allArticles,
  featuredCount,
  featuredStories,
  hero,
  impactAtAGlance,
  listPageSize,
  loadMoreLabel,
  meta,
  searchAndFilter,
  showingText,
} from './blog.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());

describe('blog listing page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(
      v.safeParse(
        v.object({
          heading: text,
          blocks: v.pipe(v.array(v.object({ value: text, label: text })), v.length(3)),
        }),
        impactAtAGlance,
      ).success,
    ).toBe(true);
    expect(meta.path).toBe('/blog');
  });

  it('has the headings and labels of the specification', () => {
    expect(hero.title).toBe('Impact & Insights');
    expect(impactAtAGlance.heading).toBe('Impact at a Glance');
    expect(featuredStories.heading).toBe('Featured Stories');
    expect(allArticles.heading).toBe('All Articles');
    expect(loadMoreLabel).toBe('Load More Articles');
    expect(searchAndFilter.filterLabel).toBe('Filter');
    expect(searchAndFilter.searchLabel).toBe('Search articles');
  });

  it('words every search and filter control', () => {
    for (const [key, value] of Object.entries(searchAndFilter)) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('shows 3 featured and 12 listed articles', () => {
    expect(featuredCount).toBe(3);
    expect(listPageSize).toBe(12);
  });

  it('counts the articles shown as the specification words it', () => {
    expect(showingText(12, 50)).toBe('Showing 12 of 50 articles');
    expect(showingText(0, 0)).toBe('Showing 0 of 0 articles');
  });

  it('shows the impact figures of the specification', () => {
    expect(impactAtAGlance.blocks).toEqual([
      { value: '12', label: 'countries where we work, with partnerships across 100+ more' },
      { value: '20,000+', label: 'health organisations connected' },
      { value: 'Over 1 million', label: 'people supported' },
    ]);
  });

  it('links only to routes of the site', () => {
    const links = internalLinks({ hero, impactAtAGlance, featuredStories, allArticles });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
