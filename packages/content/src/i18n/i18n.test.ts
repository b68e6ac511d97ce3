import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  englishFiles,
  generatedFile,
  translationsFolder,
  translationsModuleSource,
} from '../../scripts/generate-translations.ts';
import { routes } from '../navigation.ts';
import { DocumentSchema, LinkSchema, MenuItemSchema, PageMetaSchema } from '../schemas.ts';
import {
  catalogues,
  documentsIn,
  formOutcomesIn,
  frameIn,
  localiseLinks,
  localisedPath,
  notFoundPageIn,
  pageIn,
  pageLanguages,
  splitLocale,
  translatedLocales,
  translatedPages,
  translationFiles,
  translationProblems,
  wordsOf,
  type Words,
} from './index.ts';

/** Every text of some words, by its path: 'hero.title', 'faqs[2].answer'. */
function texts(words: unknown, path = ''): [string, string][] {
  if (typeof words === 'string') return [[path, words]];
  if (Array.isArray(words)) return words.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (words !== null && typeof words === 'object') {
    return Object.entries(words).flatMap(([key, child]) =>
      texts(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Words a language writes exactly as English does. Anything else left the same as the
 * English is an untranslated word.
 */
const sameInLanguage: Record<string, readonly string[]> = {
  // The brand, and the postal address as the post needs it written.
  all: ['Global Health Access Trust', '1 Northumberland Avenue', 'London', 'United Kingdom'],
  fr: ['Contact', 'Blog', 'Menu', 'Impact', 'Publications', 'Cookies', '1 million'],
  es: ['Blog', 'Cookies'],
  pt: ['Blog', 'Menu', 'Cookies', '85%'],
  ar: ['85%'],
  uk: ['85%'],
};

describe('the translation files', () => {
  it('are generated from the English records as committed', () => {
    for (const [file, source] of Object.entries(englishFiles())) {
      expect(readFileSync(resolve(translationsFolder, 'en', file), 'utf8'), file).toBe(source);
    }
    expect(readFileSync(generatedFile, 'utf8')).toBe(translationsModuleSource());
  });

  describe.each(translatedLocales.map((locale) => locale.code))('in %s', (code) => {
    it('have every catalogue, and no other', () => {
      expect(Object.keys(translationFiles[code] ?? {}).sort()).toEqual(
        Object.keys(catalogues).sort(),
      );
    });

    it('give every English word, with its placeholders and links, and nothing more', () => {
      const problems = Object.entries(catalogues).flatMap(([name, catalogue]) =>
        translationProblems(wordsOf(catalogue), translationFiles[code]?.[name]).map(
          (problem) => `${name}: ${problem}`,
        ),
      );
      expect(problems).toEqual([]);
    });

    it('leave no English word untranslated', () => {
      const allowed = new Set([...(sameInLanguage.all ?? []), ...(sameInLanguage[code] ?? [])]);
      const untranslated = Object.entries(catalogues).flatMap(([name, catalogue]) => {
        const english = new Map(texts(wordsOf(catalogue)));
        return texts(translationFiles[code]?.[name])
          .filter(([path, text]) => text !== '' && english.get(path) === text && !allowed.has(text))
          .map(([path, text]) => `${name}: ${path} "${text}"`);
      });
      expect(untranslated).toEqual([]);
    });

    it('make records the English records’ schemas accept', () => {
      const frame = frameIn(code);
      v.parse(v.array(MenuItemSchema), frame.headerMenu);
      v.parse(LinkSchema, frame.headerCallToAction);
      for (const links of [
        frame.footerQuickLinks,
        frame.footerGovernanceLinks,
        frame.footerBottomLinks,
      ]) {
        v.parse(v.array(LinkSchema), links);
      }
      for (const page of Object.values(translatedPages)) {
        v.parse(PageMetaSchema, pageIn(code, page).meta);
      }
      v.parse(v.array(DocumentSchema), documentsIn(code));
      v.parse(v.array(LinkSchema), notFoundPageIn(code).notFound.links);
      v.parse(v.array(LinkSchema), formOutcomesIn(code).formSentPage.links);
    });

    it('lead to the pages in the same language, where they exist', () => {
      const frame = frameIn(code);
      expect(frame.headerCallToAction.href).toBe(`/${code}/donate`);
      expect(frame.headerMenu[0]?.href).toBe(`/${code}/about-the-trust`);
      // Every route has a page in each language, but the articles, which stay English.
      const hrefs = texts(frame).filter(([path]) => path.endsWith('.href'));
      for (const [, href] of hrefs.filter(([, target]) => target.startsWith('/'))) {
        expect(href.startsWith(`/${code}/`) || href.startsWith('/documents/'), href).toBe(true);
      }
    });
  });
});

describe('translationProblems', () => {
  const english: Words = {
    title: 'Hello {name}',
    body: 'Read [the policy](/privacy-policy).',
    items: ['One', 'Two'],
  };
  const good = {
    title: 'Bonjour {name}',
    body: 'Lisez [la politique](/privacy-policy).',
    items: ['Un', 'Deux'],
  };

  it('finds nothing wrong with a complete translation', () => {
    expect(translationProblems(english, good)).toEqual([]);
  });

  it('names a missing key, an extra key, an empty text and a list of another length', () => {
    expect(translationProblems(english, { ...good, title: undefined })).toEqual(['title: missing']);
    expect(translationProblems(english, { ...good, extra: 'x' })).toEqual([
      'extra: not in the English',
    ]);
    expect(translationProblems(english, { ...good, items: ['Un', ' '] })).toEqual([
      'items[1]: is empty',
    ]);
    expect(translationProblems(english, { ...good, items: ['Un'] })).toEqual([
      'items: has 1 items, the English 2',
    ]);
  });

  it('names a placeholder renamed and a link target dropped', () => {
    expect(translationProblems(english, { ...good, title: 'Bonjour {nom}' })).toEqual([
      'title: keeps "{name}" but has "{nom}"',
    ]);
    expect(translationProblems(english, { ...good, body: 'Lisez la politique.' })).toEqual([
      'body: keeps "](/privacy-policy)" but has "none"',
    ]);
  });
});

describe('addresses in the languages', () => {
  it('put a language’s pages under its code, and keep the articles English', () => {
    expect(localisedPath('fr', '/')).toBe('/fr/');
    expect(localisedPath('ar', '/donate#enquiry')).toBe('/ar/donate#enquiry');
    expect(localisedPath('uk', '/privacy-policy')).toBe('/uk/privacy-policy');
    expect(localisedPath('fr', '/blog/some-article')).toBe('/blog/some-article');
    expect(localisedPath('fr', '/documents/trust-constitution.pdf')).toBe(
      '/documents/trust-constitution.pdf',
    );
    expect(localisedPath('en', '/donate')).toBe('/donate');
  });

  it('read a language and the English address from a public address', () => {
    expect(splitLocale('/fr/donate')).toEqual({ locale: 'fr', path: '/donate' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocale('/frequently-asked-questions')).toEqual({
      locale: 'en',
      path: '/frequently-asked-questions',
    });
    expect(splitLocale('/de/donate')).toEqual({ locale: 'en', path: '/de/donate' });
  });

  it('localise the links in Markdown and in href fields', () => {
    expect(
      localiseLinks('es', { body: 'See [us](/contact) and [a](/blog/x).', href: '/get-involved' }),
    ).toEqual({
      body: 'See [us](/es/contact) and [a](/blog/x).',
      href: '/es/get-involved',
    });
  });

  it('give the written languages of a page as its alternates', () => {
    expect(pageLanguages('/donate').map((language) => language.path)).toEqual([
      '/donate',
      '/fr/donate',
      '/es/donate',
      '/pt/donate',
      '/ar/donate',
      '/uk/donate',
    ]);
    expect(pageLanguages('/privacy-policy')).toEqual([{ code: 'en', path: '/privacy-policy' }]);
    expect(routes).toContain('/privacy-policy');
  });
});
