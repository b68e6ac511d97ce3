import { notFoundPageIn, type SiteLocaleCode } from '@ghat/content/i18n';

/**
 * The 404's words in `locale`, split between its two islands (the quick search with its
 * cards, and the actions) and its static parts (the likely pages, the help note).
 */
export function notFoundParts(locale: SiteLocaleCode) {
  const { links, linksTitle, homeLabel, backLabel, helpTitle, helpText, contactLabel, ...top } =
    notFoundPageIn(locale).notFound;
  const { contactHref, ...search } = top;
  return {
    search: { words: search },
    actions: { homeHref: search.homeHref, homeLabel, backLabel },
    links: { links, title: linksTitle },
    help: { contactHref, title: helpTitle, text: helpText, contactLabel },
  };
}
