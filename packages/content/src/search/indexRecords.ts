// What the site's search index is built from: every search record (corpus.ts) with the
// plain text of the thing it points to, so a search finds words that are in a page's body,
// not only in its title and excerpt. Read at build time only: never shipped to a browser.
import { articles } from '../articles/index.ts';
import { documents } from '../documents/index.ts';
import { isTranslatedPage, localisedPath } from '../i18n/addresses.ts';
import { documentsIn, pageIn } from '../i18n/index.ts';
import type { SiteLocaleCode } from '../i18n/siteLocales.ts';
import { pageModules, policies } from '../pages/all.ts';
import type { SearchResult } from '../schemas.ts';
import { searchCorpus, searchCorpusIn } from './corpus.ts';

/** A search record with the words of its page (plain text, not Markdown). */
export interface SearchIndexRecord extends SearchResult {
  body: string;
}

/**
 * Markdown as the words a reader reads: a link by its text, not its address; no heading,
 * quote or list markers; no emphasis marks.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Prose, not an address, an identifier or a date: it has a space and a letter in it. */
const isProse = (value: string) =>
  /\s/.test(value.trim()) && /\p{L}/u.test(value) && !/^(\/|https?:|mailto:)/.test(value);

/**
 * Every piece of prose a page module exports (its headings, paragraphs, cards, questions
 * and answers), in order and once each. The page's `meta` is the record itself, so it is
 * left out; so are image descriptions (`alt`), which describe pictures, not the page.
 */
export function pageModuleText(module: Record<string, unknown>): string {
  const seen = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (key === 'alt' || key === 'meta') return;
    if (typeof value === 'string') {
      if (isProse(value)) seen.add(markdownToPlainText(value));
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  for (const [key, value] of Object.entries(module)) walk(value, key);
  return [...seen].join(' ');
}

/** Each record's body text, by address: English. */
function bodies(): Map<string, string> {
  const byUrl = new Map<string, string>();
  for (const page of pageModules) {
    byUrl.set(page.meta.path, pageModuleText(page as Record<string, unknown>));
  }
  for (const policy of policies) {
    const text = [
      policy.introduction ?? '',
      ...policy.sections.flatMap((section) => [section.title, section.body]),
    ];
    byUrl.set(policy.meta.path, markdownToPlainText(text.join('\n\n')));
  }
  for (const article of articles) {
    const text = [
      article.author,
      article.region,
      article.programArea,
      ...article.categories,
      ...article.tags,
      article.body,
    ];
    byUrl.set(`/blog/${article.slug}`, markdownToPlainText(text.join('\n\n')));
  }
  for (const document of documents) {
    byUrl.set(document.fileUrl, [document.type, ...document.tags].join(' '));
  }
  return byUrl;
}

/**
 * Each record's body text in a translated language, by address: a page translated in full
 * has its translation's words at its address in the language; a document, its type in the
 * language (its tags, not shown, stay as they are). Anything else keeps its English text.
 */
function bodiesIn(locale: SiteLocaleCode): Map<string, string> {
  const byUrl = bodies();
  if (locale === 'en') return byUrl;
  for (const page of pageModules.filter((module) => isTranslatedPage(module.meta.path))) {
    const local = pageIn(locale, page) as Record<string, unknown>;
    byUrl.set(localisedPath(locale, page.meta.path), pageModuleText(local));
  }
  for (const document of documentsIn(locale)) {
    byUrl.set(document.fileUrl, [document.type, ...document.tags].join(' '));
  }
  return byUrl;
}

/** Every search record with its body: what the build indexes. */
export function searchIndexRecords(): SearchIndexRecord[] {
  const byUrl = bodies();
  return searchCorpus.map((record) => ({ ...record, body: byUrl.get(record.url) ?? '' }));
}

/**
 * The records of the search on a page in `locale` (searchCorpusIn), each with the words of
 * the page it points to in that language: what the build indexes for the language.
 */
export function searchIndexRecordsIn(locale: SiteLocaleCode): SearchIndexRecord[] {
  if (locale === 'en') return searchIndexRecords();
  const byUrl = bodiesIn(locale);
  return searchCorpusIn(locale).map((record) => ({ ...record, body: byUrl.get(record.url) ?? '' }));
}
