// A translated page's record and head in the page's language: its English record with the
// language's words over it (@ghat/content/i18n), and its canonical address in that language.
import { pageIn, type SiteLocaleCode } from '@ghat/content/i18n';
import type { PageMeta } from '@ghat/content';
import { seo, type SeoHead, type SeoInput } from '../head/seo.ts';
import { useSiteLocale } from './siteLocale.ts';

/** The page's record in the language of the page being rendered. */
export function useLocalisedPage<Page extends { meta: PageMeta }>(page: Page): Page {
  return pageIn(useSiteLocale(), page);
}

/** A route's head(): the page's title, description and addresses in the page's language. */
export function localisedHead<Page extends { meta: PageMeta }>(
  page: Page,
  extra: Omit<SeoInput, 'title' | 'description'> = {},
) {
  return ({ match }: { match: { context: { locale: SiteLocaleCode } } }): SeoHead => {
    const { locale } = match.context;
    return seo({ ...pageIn(locale, page).meta, ...extra, locale });
  };
}
