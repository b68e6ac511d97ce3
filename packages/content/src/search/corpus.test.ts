import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articles } from '../articles/index.ts';
import { documents } from '../documents/index.ts';
import { documentsIn, pageIn, translatedLocales, translatedPagePaths } from '../i18n/index.ts';
import { routes } from '../navigation.ts';
import * as donate from '../pages/donate.ts';
import { safeguardingPolicy } from '../policies/safeguarding.ts';
import { SearchResultSchema } from '../schemas.ts';
import { searchCorpus, searchCorpusIn } from './corpus.ts';
import { searchIndexRecordsIn } from './indexRecords.ts';

describe('the search corpus', () => {
  it('holds every route page once, every article and every document, all schema-valid', () => {
    for (const record of searchCorpus)
      expect(v.safeParse(SearchResultSchema, record).success).toBe(true);
    const pageUrls = searchCorpus
      .filter((record) => record.type === 'page')
      .map((record) => record.url);
    const staticRoutes = routes.filter((route) => !route.includes(':'));
    expect([...pageUrls].sort()).toEqual([...staticRoutes].sort());
    expect(searchCorpus.filter((record) => record.type === 'blog')).toHaveLength(articles.length);
    expect(searchCorpus.filter((record) => record.type === 'document')).toHaveLength(
      documents.length,
    );
  });

  it('is derived from the content, not typed twice', () => {
    const [article] = articles;
    if (!article) throw new Error('No articles');
    expect(searchCorpus).toContainEqual({
      type: 'blog',
      title: article.title,
      url: `/blog/${article.slug}`,
      excerpt: article.summary,
      date: article.publishDate,
    });
    expect(searchCorpus.find((record) => record.url === '/about-the-trust')?.title).toBeTruthy();
  });

  it('has no two records with the same address', () => {
    const urls = searchCorpus.map((record) => record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('the search corpus of a language', () => {
  it('in English is the search corpus itself: no record says its language', () => {
    expect(searchCorpusIn('en')).toBe(searchCorpus);
    expect(searchCorpus.some((record) => 'language' in record)).toBe(false);
  });

  it.each(translatedLocales.map((locale) => locale.code))(
    'in %s has every record once, in order, schema-valid, each saying its language',
    (code) => {
      const corpus = searchCorpusIn(code);
      expect(corpus).toHaveLength(searchCorpus.length);
      for (const record of corpus)
        expect(v.safeParse(SearchResultSchema, record).success).toBe(true);
      expect(new Set(corpus.map((record) => record.url)).size).toBe(corpus.length);
      const inLanguage = corpus.filter((record) => record.language === code);
      // The pages translated in full and the documents; everything else is English.
      expect(inLanguage.map((record) => record.url).sort()).toEqual(
        [
          ...translatedPagePaths.map((path) => `/${code}${path}`),
          ...documents.map((document) => document.fileUrl),
        ].sort(),
      );
      expect(corpus.every((record) => record.language === code || record.language === 'en')).toBe(
        true,
      );
      corpus.forEach((record, index) => expect(record.type).toBe(searchCorpus[index]?.type));
    },
  );

  it('has a translated page in its words at its address, and an English-only one as it is', () => {
    const french = searchCorpusIn('fr');
    expect(french).toContainEqual({
      type: 'page',
      title: pageIn('fr', donate).meta.title,
      url: '/fr/donate',
      excerpt: pageIn('fr', donate).meta.description,
      language: 'fr',
    });
    expect(pageIn('fr', donate).meta.title).not.toBe(donate.meta.title);
    expect(french.find((record) => record.url === '/fr/')?.language).toBe('fr');
    expect(french.find((record) => record.url === '/safeguarding')).toEqual({
      type: 'page',
      title: safeguardingPolicy.title,
      url: '/safeguarding',
      excerpt: safeguardingPolicy.meta.description,
      ...(safeguardingPolicy.lastUpdated ? { date: safeguardingPolicy.lastUpdated } : {}),
      language: 'en',
    });
    const [article] = articles;
    expect(french.find((record) => record.url === `/blog/${article?.slug}`)?.language).toBe('en');
  });

  it('has each document in its translated title and description, at the English file', () => {
    const [document] = documents;
    const [local] = documentsIn('ar');
    if (!document || !local) throw new Error('No documents');
    expect(searchCorpusIn('ar').find((record) => record.url === document.fileUrl)).toEqual({
      type: 'document',
      title: local.title,
      url: document.fileUrl,
      excerpt: local.description,
      date: document.date,
      language: 'ar',
    });
  });

  it('indexes a translated page by the words of its translation', () => {
    const records = searchIndexRecordsIn('fr');
    expect(records.map(({ body: _body, ...record }) => record)).toEqual(searchCorpusIn('fr'));
    const frenchDonate = records.find((record) => record.url === '/fr/donate');
    expect(frenchDonate?.body).toContain(pageIn('fr', donate).hero.title);
    expect(frenchDonate?.body).not.toContain(donate.hero.title);
    const safeguarding = records.find((record) => record.url === '/safeguarding');
    expect(safeguarding?.body).toMatch(/safeguarding/i);
  });
});
