// The language of the page being prerendered: the root route reads it from the public
// address (/fr/donate is French) and every route and the frame take it from there.
import { useRouteContext } from '@tanstack/react-router';
import type { SiteLocaleCode } from '@ghat/content/i18n';

export function useSiteLocale(): SiteLocaleCode {
  return useRouteContext({ from: '__root__', select: (context) => context.locale });
}

/** <html lang> for a site language: the site's English is British English. */
export function documentLanguage(locale: SiteLocaleCode): string {
  return locale === 'en' ? 'en-GB' : locale;
}
