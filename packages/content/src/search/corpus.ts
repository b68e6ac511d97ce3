import { articles } from '../articles/index.ts';
import { documents } from '../documents/index.ts';
import { isTranslatedPage, localisedPath } from '../i18n/addresses.ts';
import { documentsIn, pageIn } from '../i18n/index.ts';
import type { SiteLocaleCode } from '../i18n/siteLocales.ts';
import { pageModules, policies } from '../pages/all.ts';
import type { PageMeta, SearchResult } from '../schemas.ts';

/** The route pages a search can find: the 404 page is not a destination. */
const destinationPages = pageModules.filter((page) => page.meta.path !== '/404');

const pageRecord = (meta: Pick<PageMeta, 'title' | 'description'>, url: string) => ({
  type: 'page' as const,
  title: meta.title,
  url,
  excerpt: meta.description,
});

/**
 * Every page, article and document as a search record, derived from the content
 * itself (nothing typed twice). The 404 page is not a destination, so it is left out.
 */
export const searchCorpus: SearchResult[] = [
  ...destinationPages.map((page) => pageRecord(page.meta, page.meta.path)),
  ...policies.map((policy) => ({
    type: 'page' as const,
    title: policy.title,
    url: policy.meta.path,
    excerpt: policy.meta.description,
    ...(policy.lastUpdated ? { date: policy.lastUpdated } : {}),
  })),
  ...articles.map((article) => ({
    type: 'blog' as const,
    title: article.title,
    url: `/blog/${article.slug}`,
    excerpt: article.summary,
    date: article.publishDate,
  })),
  ...documents.map((document) => ({
    type: 'document' as const,
    title: document.title,
    url: document.fileUrl,
    excerpt: document.description,
    date: document.date,
  })),
];

/**
 * What the site search finds on a page in `locale`: English, the search corpus as it is
 * (every record English, so none says so). A translated language: the same records in the
 * same order, each saying its language. The pages translated in full are in that language at
 * its addresses ('/fr/donate'); the documents by their translated titles and descriptions (the
 * files, at the same addresses, stay English, as the publications page says); every other
 * page, policy and article is English at its English address.
 */
export function searchCorpusIn(locale: SiteLocaleCode): SearchResult[] {
  if (locale === 'en') return searchCorpus;
  const translatedRecords = new Map<string, SearchResult>();
  for (const page of destinationPages.filter((module) => isTranslatedPage(module.meta.path))) {
    const path = page.meta.path;
    translatedRecords.set(path, pageRecord(pageIn(locale, page).meta, localisedPath(locale, path)));
  }
  const localDocuments = documentsIn(locale);
  documents.forEach((document, index) => {
    const local = localDocuments[index] ?? document;
    translatedRecords.set(document.fileUrl, {
      type: 'document',
      title: local.title,
      url: document.fileUrl,
      excerpt: local.description,
      date: document.date,
    });
  });
  return searchCorpus.map((record) => {
    const translated = translatedRecords.get(record.url);
    return translated ? { ...translated, language: locale } : { ...record, language: 'en' };
  });
}
