// A page's address in each language, and which pages each language has: small, so a browser
// island (the language picker) can ask without the translations coming with it.
import { routes } from '../navigation.ts';
import { sourceLocale, translatedLocales, type SiteLocaleCode } from './siteLocales.ts';

/** The pages translated in full, by their English address. */
export const translatedPagePaths = [
  '/',
  '/about-the-trust',
  '/what-we-do',
  '/get-involved',
  '/donate',
  '/contact',
  '/publications',
  '/frequently-asked-questions',
] as const;

export type TranslatedPagePath = (typeof translatedPagePaths)[number];

const pagePaths = new Set<string>(translatedPagePaths);

/** Whether the page at an English address is translated in full (into every site language). */
export function isTranslatedPage(path: string): path is TranslatedPagePath {
  return pagePaths.has(path);
}

/** The form outcome pages: their words are translated in full, like the translated pages. */
export const formOutcomePaths = ['/forms/sent', '/forms/not-sent'] as const;

/** The pages behind the newsletter emails' links (pages/newsletterLinks.ts): written in full. */
export const newsletterLinkPagePaths = [
  '/newsletter/confirm',
  '/newsletter/confirmed',
  '/newsletter/already-confirmed',
  '/newsletter/confirm-link-expired',
  '/newsletter/confirm-link-broken',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribed',
  '/newsletter/already-unsubscribed',
  '/newsletter/unsubscribe-link-expired',
  '/newsletter/unsubscribe-link-broken',
] as const;

/** Pages that are not in the menus but are written in every language. */
const writtenServicePaths = new Set<string>([...formOutcomePaths, ...newsletterLinkPagePaths]);

/**
 * The English addresses every language has: each route but the articles. A page not
 * translated in full keeps its English text there, marked lang="en", inside the language's
 * header and footer, under a note that it is in English only.
 */
const framedPaths = new Set<string>([
  ...routes.filter((route) => !route.includes(':')),
  ...writtenServicePaths,
]);

/** Whether `locale` has a page at an English address (every language has the 404 too). */
export function hasPageIn(locale: SiteLocaleCode, path: string): boolean {
  return locale === 'en' || framedPaths.has(path);
}

/** Whether a page shows its own words in `locale` (else its English, in that language's frame). */
export function isWrittenIn(locale: SiteLocaleCode, path: string): boolean {
  return locale === 'en' || isTranslatedPage(path) || writtenServicePaths.has(path);
}

/** The address of an English page in `locale`: '/fr/donate'; the English one where it has none. */
export function localisedPath(locale: SiteLocaleCode, path: string): string {
  const split = /^([^?#]*)(.*)$/.exec(path);
  const pathname = split?.[1] ?? path;
  const rest = split?.[2] ?? '';
  if (locale === 'en' || !pathname.startsWith('/') || !hasPageIn(locale, pathname)) return path;
  return `/${locale}${pathname === '/' ? '/' : pathname}${rest}`;
}

/** An address split into its language and the English address: '/fr/donate' -> fr, '/donate'. */
export function splitLocale(pathname: string): { locale: SiteLocaleCode; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*|$)/.exec(pathname);
  const code = match?.[1];
  const locale = translatedLocales.find((candidate) => candidate.code === code);
  if (!locale || !match) return { locale: sourceLocale.code, path: pathname };
  return { locale: locale.code, path: match[2] || '/' };
}
