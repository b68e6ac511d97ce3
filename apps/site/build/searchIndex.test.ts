import { searchIndexRecords } from '@ghat/content';
import { siteLocales } from '@ghat/content/i18n/siteLocales';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  loadSearchIndex,
  queryIndex,
  serialiseSearchIndex,
} from '../src/features/search/searchIndex.ts';
import { searchIndexFiles } from './searchIndex.ts';

describe('the search indexes the build writes', () => {
  const files = searchIndexFiles();

  it('are one per site language, each at an address of its own', () => {
    expect(Object.keys(files).sort()).toEqual(siteLocales.map((locale) => locale.code).sort());
    const paths = Object.values(files).map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(files.en.path).toMatch(/^\/assets\/search-index-[\w-]{8}\.json$/);
    expect(files.fr.path).toMatch(/^\/assets\/search-index-fr-[\w-]{8}\.json$/);
  });

  it('keep the English index as it was: the English records, no language named', () => {
    expect(files.en.json).toBe(serialiseSearchIndex(buildSearchIndex(searchIndexRecords())));
    const stored = Object.values(
      (JSON.parse(files.en.json) as { storedFields: Record<string, object> }).storedFields,
    );
    expect(stored.filter((fields) => 'language' in fields)).toEqual([]);
    const french = Object.values(
      (JSON.parse(files.fr.json) as { storedFields: Record<string, object> }).storedFields,
    );
    expect(french.every((fields) => 'language' in fields)).toBe(true);
  });

  it('give a language’s index its own pages in its words, first, and the English rest', () => {
    const ukrainian = loadSearchIndex(files.uk.json);
    const [first] = queryIndex(ukrainian, 'партнер', 'uk');
    expect(first?.url).toMatch(/^\/uk\//);
    expect(first?.language).toEqual({ code: 'uk', name: 'Українська' });
    const policy = queryIndex(ukrainian, 'whistleblowing', 'uk').find(
      (hit) => hit.url === '/whistleblowing',
    );
    expect(policy?.language).toEqual({ code: 'en', name: 'English' });
    // The English index has no Ukrainian page.
    expect(queryIndex(loadSearchIndex(files.en.json), 'партнер')).toEqual([]);
  });
});
