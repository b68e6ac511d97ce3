// The site in its languages: which pages each language has, their addresses, and the
// English records with a language's words laid over them. Read where pages are prerendered
// and by the forms service; a browser island is given its words as props instead, so it
// never carries every language's.
import { documents } from '../documents/index.ts';
import { emailWords, type EmailWords } from '../formEmails.ts';
import { newsletterLinkPages } from '../pages/newsletterLinks.ts';
import {
  catalogues,
  frame,
  pageCatalogueName,
  type formOutcomesCatalogue,
  type notFoundCatalogue,
} from './catalogues.ts';
import { siteLocale, siteLocales, type SiteLocaleCode } from './siteLocales.ts';
import { languageNotes } from './languageNotes.ts';
import { applyWords, type Words } from './translatable.ts';
import { isTranslatedPage, isWrittenIn, localisedPath } from './addresses.ts';
import { translationFiles } from './translations.generated.ts';

export * from './siteLocales.ts';
export { unavailableLanguageNote } from './languageNotes.ts';
export { catalogues, translatedPages } from './catalogues.ts';
export * from './addresses.ts';
export {
  applyWords,
  fixedParts,
  translationProblems,
  wordsOf,
  type Words,
} from './translatable.ts';
export { translationFiles } from './translations.generated.ts';

/** A catalogue's words in a language (undefined for English, or when the file is missing). */
export function catalogueWords(locale: SiteLocaleCode, name: string): Words | undefined {
  return locale === 'en' ? undefined : (translationFiles[locale]?.[name] as Words | undefined);
}

/**
 * An English record in `locale`: each word the translation gives replaces the English.
 * A message built by a function (a count, a name filled in) is left out in a translation,
 * so the component falls back to @ghat/ui's built-in words in that language.
 */
export function translate<T>(locale: SiteLocaleCode, catalogue: string, english: T): T {
  if (locale === 'en') return english;
  return localiseLinks(
    locale,
    withoutFunctions(applyWords(english, catalogueWords(locale, catalogue))),
  );
}

function withoutFunctions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutFunctions) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => typeof child !== 'function')
        .map(([key, child]) => [key, withoutFunctions(child)]),
    ) as T;
  }
  return value;
}

const markdownLink = /\]\((\/[^)\s]*)\)/g;

/** Every site address in a record (`href` fields, Markdown links) made the `locale` one. */
export function localiseLinks<T>(locale: SiteLocaleCode, record: T, key?: string): T {
  if (locale === 'en') return record;
  if (typeof record === 'string') {
    if (key === 'href' || key?.endsWith('Href')) return localisedPath(locale, record) as T;
    return record.replace(
      markdownLink,
      (_, target: string) => `](${localisedPath(locale, target)})`,
    ) as T;
  }
  if (Array.isArray(record)) return record.map((item) => localiseLinks(locale, item)) as T;
  if (record !== null && typeof record === 'object') {
    return Object.fromEntries(
      Object.entries(record).map(([childKey, child]) => [
        childKey,
        localiseLinks(locale, child, childKey),
      ]),
    ) as T;
  }
  return record;
}

/** A translated page's record in `locale`. */
export function pageIn<Page extends { meta: { path: string } }>(
  locale: SiteLocaleCode,
  page: Page,
): Page {
  const path = page.meta.path;
  if (!isTranslatedPage(path)) return page;
  return translate(locale, pageCatalogueName(path), page);
}

/** Every page's chrome in `locale`. */
export function frameIn(locale: SiteLocaleCode): typeof frame {
  return translate(locale, 'frame', frame);
}

/** The 404 page in `locale`: its head and the words and links of its body. */
export function notFoundPageIn(locale: SiteLocaleCode) {
  return translate(locale, 'not-found', catalogues['not-found'] as typeof notFoundCatalogue);
}

/** The form outcome pages in `locale`. */
export function formOutcomesIn(locale: SiteLocaleCode) {
  return translate(
    locale,
    'form-outcomes',
    catalogues['form-outcomes'] as typeof formOutcomesCatalogue,
  );
}

/** The words of the emails sent to the people who use the forms, in `locale`. */
export function emailWordsIn(locale: SiteLocaleCode): EmailWords {
  return translate(locale, 'emails', emailWords);
}

/** The pages behind the newsletter emails' links, in `locale`. */
export function newsletterLinkPagesIn(locale: SiteLocaleCode): typeof newsletterLinkPages {
  return translate(locale, 'newsletter-pages', newsletterLinkPages);
}

/** The site's words about its languages, in `locale`. */
export function languageNotesIn(locale: SiteLocaleCode): typeof languageNotes {
  return translate(locale, 'languages', languageNotes);
}

/** The document records in `locale`: titles, descriptions, types; the files stay English. */
export function documentsIn(locale: SiteLocaleCode): typeof documents {
  const words = translate(locale, 'documents', catalogues.documents) as {
    title: string;
    description: string;
    type: string;
    language: string;
  }[];
  return documents.map((document, index) => ({ ...document, ...words[index] }));
}

/**
 * The languages a page is written in, with its address in each, English first: its
 * hreflang alternates. A page in another language's frame but English text is not one.
 */
export function pageLanguages(path: string): { code: SiteLocaleCode; path: string }[] {
  return siteLocales
    .filter((locale) => isWrittenIn(locale.code, path))
    .map((locale) => ({ code: locale.code, path: localisedPath(locale.code, path) }));
}

export { siteLocale };
