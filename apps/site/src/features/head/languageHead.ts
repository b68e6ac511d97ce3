// The head tags that say which language a page is in and where its other languages are:
// og:locale and its alternates, hreflang links (reciprocal: every language of a page names
// every other, and itself, plus x-default for English), and the page's inLanguage.
import { pageLanguages, siteLocale, type SiteLocaleCode } from '@ghat/content/i18n';
import { absoluteUrl, jsonLd, type LinkTag, type MetaTag } from './seo.ts';

export interface LanguageHead {
  meta: MetaTag[];
  links: (LinkTag & { hrefLang?: string })[];
  scripts: ReturnType<typeof jsonLd>[];
}

/** The language tags of the page at English address `path`, shown in `locale`. */
export function languageHead(locale: SiteLocaleCode, path: string): LanguageHead {
  const languages = pageLanguages(path);
  // A page in another language's frame but English text is the English page's copy: its
  // canonical (from its route's seo()) is the English address, and it has no alternates.
  const written = languages.some((language) => language.code === locale);
  const shownIn = written ? locale : 'en';
  const alternates = written ? languages : [];
  const english = alternates.find((language) => language.code === 'en');
  return {
    meta: [
      { property: 'og:locale', content: siteLocale(shownIn).ogLocale },
      ...alternates
        .filter((language) => language.code !== shownIn)
        .map((language, index) => ({
          // One tag per name survives TanStack Router's head merging: a name of its own each.
          name: `og:locale:alternate:${index + 1}`,
          property: 'og:locale:alternate',
          content: siteLocale(language.code).ogLocale,
        })),
    ],
    links: [
      ...alternates.map((language) => ({
        rel: 'alternate',
        hrefLang: language.code,
        href: absoluteUrl(language.path),
      })),
      ...(english && alternates.length > 1
        ? [{ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(english.path) }]
        : []),
    ],
    scripts: [
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        url: absoluteUrl(languages.find((language) => language.code === shownIn)?.path ?? path),
        inLanguage: shownIn === 'en' ? 'en-GB' : shownIn,
      }),
    ],
  };
}
