import { searchCorpus, type SearchResult } from '@ghat/content';
import { afterEach, describe, expect, it } from 'vitest';
import { findResults, searchSite } from './search.ts';
import { trackedSearch } from './searchReport.ts';
import { onTrack, type TrackEvent } from './tracker.ts';

const corpus: SearchResult[] = [
  { type: 'page', title: 'About Us', url: '/about', excerpt: 'Who we are and why we exist.' },
  {
    type: 'blog',
    title: 'Healthcare access in crisis zones',
    url: '/blog/healthcare-access-crisis-zones',
    excerpt: 'Reaching people where SYSTEMS have failed.',
    date: '2024-03-01',
  },
  {
    type: 'document',
    title: 'Safeguarding Statement 2024',
    url: '/documents/safeguarding-statement-2024.pdf',
    excerpt: 'How we keep people safe.',
    date: '2024-09-01',
  },
];

describe('site search', () => {
  it('matches the query against titles, ignoring case', () => {
    expect(findResults('about', corpus).map((result) => result.url)).toEqual(['/about']);
    expect(findResults('SAFEGUARDING', corpus).map((result) => result.type)).toEqual(['document']);
  });

  it('matches the query against excerpts, ignoring case', () => {
    expect(findResults('systems', corpus).map((result) => result.type)).toEqual(['blog']);
    expect(findResults('people', corpus).map((result) => result.type)).toEqual([
      'blog',
      'document',
    ]);
  });

  it('trims the query and finds nothing for a blank one', () => {
    expect(findResults('  about  ', corpus)).toHaveLength(1);
    expect(findResults('', corpus)).toEqual([]);
    expect(findResults('   ', corpus)).toEqual([]);
    expect(findResults('no such words anywhere', corpus)).toEqual([]);
  });

  it('searches the whole corpus: pages, articles and documents', async () => {
    const types = new Set(searchCorpus.map((entry) => entry.type));
    expect(types).toEqual(new Set(['page', 'blog', 'document']));
    // The spec's fixed entries are among what it finds.
    const urls = (await searchSite('a')).map((result) => result.url);
    for (const url of ['/about', '/what-we-do', '/blog/healthcare-access-crisis-zones']) {
      expect(urls).toContain(url);
    }
    const constitution = await searchSite('constitution');
    expect(constitution.some((result) => result.type === 'document')).toBe(true);
  });
});

describe('the dialog’s search', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('reports the number of results and the query’s length, never its text', async () => {
    const events: TrackEvent[] = [];
    stops.push(onTrack((event) => events.push(event)));
    const results = await trackedSearch('safeguarding');
    expect(results).toEqual(findResults('safeguarding'));
    expect(events).toEqual([
      { name: 'search', properties: { results: results.length, query_length: 12 } },
    ]);
    expect(JSON.stringify(events)).not.toContain('safeguarding');
  });
});
