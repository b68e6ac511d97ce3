import { searchIndexRecords, searchIndexRecordsIn } from '@ghat/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchSite } from './search.ts';
import { siteSearchIndex } from './searchHere.ts';
import {
  buildSearchIndex,
  loadSearchIndex,
  normaliseTerm,
  pageLanguageFirst,
  queryIndex,
  serialiseSearchIndex,
  type IndexedRecord,
} from './searchIndex.ts';
import { trackedSearch } from './searchReport.ts';
import { onTrack, type TrackEvent } from '../analytics/tracker.ts';

vi.mock('virtual:ghat/search-index', () => ({
  searchIndexUrls: {
    en: '/assets/search-index-test1234.json',
    fr: '/assets/search-index-fr-test1234.json',
    es: '/assets/search-index-es-test1234.json',
    pt: '/assets/search-index-pt-test1234.json',
    ar: '/assets/search-index-ar-test1234.json',
    uk: '/assets/search-index-uk-test1234.json',
  },
}));

const records: IndexedRecord[] = [
  {
    type: 'page',
    title: 'About Us',
    url: '/about',
    excerpt: 'Who we are and why we exist.',
    body: 'The trust funds clinics and training. Our trustees meet four times a year.',
  },
  {
    type: 'blog',
    title: 'Healthcare access in crisis zones',
    url: '/blog/healthcare-access-crisis-zones',
    excerpt: 'Reaching people where SYSTEMS have failed.',
    body: 'Mobile clinics in displacement camps. Safeguarding comes first.',
    date: '2024-03-01',
  },
  {
    type: 'document',
    title: 'Safeguarding Statement 2024',
    url: '/documents/safeguarding-statement-2024.pdf',
    excerpt: 'How we keep people safe.',
    body: 'Statement policy',
    date: '2024-09-01',
  },
  {
    type: 'page',
    title: 'Governance',
    url: '/governance',
    excerpt: 'How the Board of Trustees decides, with our Résumé of duties.',
    body: 'Trustee meetings and safeguarding oversight.',
  },
];
const index = buildSearchIndex(records);
const urls = (query: string) => queryIndex(index, query).map((hit) => hit.url);

describe('the search index', () => {
  it('matches titles, excerpts and bodies, ignoring case and accents', () => {
    expect(urls('ABOUT')).toEqual(['/about']);
    expect(urls('systems')).toEqual(['/blog/healthcare-access-crisis-zones']);
    expect(urls('displacement')).toEqual(['/blog/healthcare-access-crisis-zones']);
    expect(urls('resume')).toEqual(['/governance']);
    expect(normaliseTerm('Résumé')).toBe('resume');
  });

  it('matches the start of a word (two letters or more)', () => {
    expect(urls('gov')).toEqual(['/governance']);
    expect(urls('healthc')).toEqual(['/blog/healthcare-access-crisis-zones']);
    // One letter is not a prefix: 'a' is only the word 'a'.
    expect(urls('g')).toEqual([]);
  });

  it('forgives a typo in a word of four letters or more', () => {
    expect(urls('safegaurding')).toContain('/documents/safeguarding-statement-2024.pdf');
    expect(urls('govrenance')).toEqual(['/governance']);
    // Short words must be right: 'abut' is not 'about' (the typo would be too large a share).
    expect(urls('ab')).toEqual(['/about']);
    expect(urls('zzqxv')).toEqual([]);
  });

  it('ranks a title match above an excerpt match above a body match', () => {
    // 'safeguarding': the document's title, the governance page's and the article's body.
    const found = urls('safeguarding');
    expect(found[0]).toBe('/documents/safeguarding-statement-2024.pdf');
    expect(found).toHaveLength(3);
    // 'trustees': the governance page's excerpt ranks above the about page's body.
    expect(urls('trustees').slice(0, 2)).toEqual(['/governance', '/about']);
  });

  it('needs every word to match, and falls back to any word when nothing matches all', () => {
    expect(urls('safeguarding statement')).toEqual(['/documents/safeguarding-statement-2024.pdf']);
    expect(urls('clinics zzqxv').sort()).toEqual([
      '/about',
      '/blog/healthcare-access-crisis-zones',
    ]);
  });

  it('finds nothing for a blank query', () => {
    expect(queryIndex(index, '')).toEqual([]);
    expect(queryIndex(index, '   ')).toEqual([]);
  });

  it('returns what the dialog shows, with the matched words that are in the title or excerpt', () => {
    const [hit] = queryIndex(index, 'heal');
    expect(hit).toEqual({
      type: 'blog',
      title: 'Healthcare access in crisis zones',
      url: '/blog/healthcare-access-crisis-zones',
      excerpt: 'Reaching people where SYSTEMS have failed.',
      date: '2024-03-01',
      highlight: ['healthcare'],
    });
    // A body-only match has nothing to mark.
    expect(queryIndex(index, 'displacement')[0]?.highlight).toEqual([]);
  });

  it('survives the trip through JSON: the loaded index answers as the built one does', () => {
    const loaded = loadSearchIndex(serialiseSearchIndex(index));
    for (const query of ['safeguarding', 'gov', 'helthcare', 'trustees', 'about us']) {
      expect(queryIndex(loaded, query)).toEqual(queryIndex(index, query));
    }
  });
});

describe('a translated page’s search', () => {
  // A French page's records: its own pages in French, the English-only rest in English.
  const frenchRecords: IndexedRecord[] = [
    {
      type: 'page',
      title: 'Politique de santé',
      url: '/fr/a-propos',
      excerpt: 'Qui nous sommes.',
      body: 'Le trust finance des cliniques.',
      language: 'fr',
    },
    {
      type: 'page',
      title: 'Health policy',
      url: '/policy',
      excerpt: 'The health policy of the trust, in English only.',
      body: 'Health policy health policy.',
      language: 'en',
    },
    {
      type: 'document',
      title: 'Statuts de la politique',
      url: '/documents/statutes.pdf',
      excerpt: 'Les statuts signés.',
      body: 'Statuts du trust',
      date: '2024-01-15',
      language: 'fr',
    },
  ];
  const frenchIndex = buildSearchIndex(frenchRecords);

  it('puts the page’s language first, then English, each in the order of relevance', () => {
    // 'trust' in an excerpt ranks the English page above the French bodies' by relevance.
    const byRelevance = queryIndex(frenchIndex, 'trust', 'en').map((hit) => hit.url);
    expect(byRelevance[0]).toBe('/policy');
    const ranked = queryIndex(frenchIndex, 'trust', 'fr');
    expect(ranked.map((hit) => hit.url)).toEqual([
      ...byRelevance.filter((url) => url !== '/policy'),
      '/policy',
    ]);
    expect(ranked.map((hit) => hit.language?.code)).toEqual(['fr', 'fr', 'en']);
  });

  it('says each result’s language by its code and its own name', () => {
    const [french, english] = queryIndex(frenchIndex, 'sante health', 'fr');
    expect(french?.language).toEqual({ code: 'fr', name: 'Français' });
    expect(english?.language).toEqual({ code: 'en', name: 'English' });
    // The English index says nothing: every result there is English.
    expect(queryIndex(index, 'about')[0]).not.toHaveProperty('language');
  });

  it('partitions stably, and moves nothing on an English page', () => {
    const hits: { id: number; language?: { code: string; name: string } }[] = [
      { id: 1, language: { code: 'en', name: 'English' } },
      { id: 2, language: { code: 'ar', name: 'العربية' } },
      { id: 3, language: { code: 'en', name: 'English' } },
      { id: 4, language: { code: 'ar', name: 'العربية' } },
      { id: 5 },
    ];
    expect(pageLanguageFirst(hits, 'ar').map((hit) => hit.id)).toEqual([2, 4, 5, 1, 3]);
    expect(pageLanguageFirst(hits.slice(4), 'en').map((hit) => hit.id)).toEqual([5]);
    const english = hits.filter((hit) => hit.language?.code !== 'ar');
    expect(pageLanguageFirst(english, 'en').map((hit) => hit.id)).toEqual([1, 3, 5]);
  });
});

describe('the whole site’s index', () => {
  const site = buildSearchIndex(searchIndexRecords());
  const siteUrls = (query: string) => queryIndex(site, query).map((hit) => hit.url);

  it('finds pages, articles and documents, a typo and a prefix among them', () => {
    expect(siteUrls('constitution')).toContain('/constitution');
    expect(siteUrls('trustee biog')[0]).toBe('/trustee-biographies');
    expect(siteUrls('safegaurding policy')[0]).toBe('/safeguarding');
    const types = new Set(queryIndex(site, 'health').map((hit) => hit.type));
    expect(types).toEqual(new Set(['page', 'blog', 'document']));
  });

  it('in French finds a French page by its French words, first, and the English-only rest after', () => {
    const french = buildSearchIndex(searchIndexRecordsIn('fr'));
    const [first] = queryIndex(french, 'partenaire', 'fr');
    expect(first?.url).toMatch(/^\/fr\//);
    expect(first?.language).toEqual({ code: 'fr', name: 'Français' });
    expect(queryIndex(french, 'partenaire', 'fr').map((hit) => hit.url)).toContain('/fr/donate');
    const safeguarding = queryIndex(french, 'safeguarding', 'fr');
    const policy = safeguarding.find((hit) => hit.url === '/safeguarding');
    expect(policy?.language).toEqual({ code: 'en', name: 'English' });
    // Every French result before every English one.
    const codes = safeguarding.map((hit) => hit.language?.code);
    expect(codes.lastIndexOf('fr')).toBeLessThan(
      codes.indexOf('en') === -1 ? Infinity : codes.indexOf('en'),
    );
  });
});

describe('the search in the browser', () => {
  const fetchIndex = vi.fn(async (_url: string) => new Response(serialiseSearchIndex(index)));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchIndex);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchIndex.mockClear();
  });

  it('fetches the built index once, on the first search, and answers from it', async () => {
    expect(fetchIndex).not.toHaveBeenCalled();
    await expect(searchSite('   ')).resolves.toEqual([]);
    expect(fetchIndex).not.toHaveBeenCalled();
    expect((await searchSite('gov')).map((hit) => hit.url)).toEqual(['/governance']);
    expect((await searchSite('about')).map((hit) => hit.url)).toEqual(['/about']);
    expect(fetchIndex).toHaveBeenCalledOnce();
    expect(fetchIndex).toHaveBeenCalledWith('/assets/search-index-test1234.json');
  });

  it('fetches a language’s own index, and only that one, for a page in that language', async () => {
    vi.resetModules();
    const fresh = await import('./search.ts');
    await fresh.searchSite('gov', 'fr');
    await fresh.searchSite('about', 'fr');
    expect(fetchIndex).toHaveBeenCalledOnce();
    expect(fetchIndex).toHaveBeenCalledWith('/assets/search-index-fr-test1234.json');
    await fresh.searchSite('gov', 'en');
    expect(fetchIndex).toHaveBeenLastCalledWith('/assets/search-index-test1234.json');
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed fetch', async () => {
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    // A fresh module: the index above is already loaded in this one.
    vi.resetModules();
    const fresh = await import('./searchHere.ts');
    await expect(fresh.siteSearchIndex('en', failing)).rejects.toThrow('HTTP 503');
    await expect(fresh.siteSearchIndex('en', fetchIndex)).resolves.toBeDefined();
    expect(failing).toHaveBeenCalledOnce();
    expect(siteSearchIndex).toBeTypeOf('function');
  });
});

describe('the dialog’s search', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('reports the number of results and the query’s length, never its text', async () => {
    vi.stubGlobal('fetch', async () => new Response(serialiseSearchIndex(index)));
    const events: TrackEvent[] = [];
    stops.push(onTrack((event) => events.push(event)));
    const results = await trackedSearch('safeguarding');
    vi.unstubAllGlobals();
    expect(results).toEqual(queryIndex(index, 'safeguarding'));
    expect(events).toEqual([
      { name: 'search', properties: { results: results.length, query_length: 12 } },
    ]);
    expect(JSON.stringify(events)).not.toContain('safeguarding');
  });
});
