// The inline script in <head> that restores a saved language before the first paint. Read
// only where pages are prerendered (__root.tsx), so its text and the list of the site's
// languages stay out of the page's script.
import { preferredLanguageKey, rightToLeftLanguageCodes } from '@ghat/content';
import { siteLocales } from '@ghat/content/i18n/siteLocales';
import { languageTagPattern } from './language.ts';

/** The languages with pages of their own: a saved one is not applied to an English page. */
export const translatedLanguageCodes: readonly string[] = siteLocales.map((locale) => locale.code);

/**
 * The constant inline script in <head> that restores the saved language before the body
 * is painted, so a right-to-left page never flashes left to right. The build hashes it for
 * the Content-Security-Policy like the router's own inline scripts.
 */
export const languageRestoreScript =
  `(function(){try{var c=localStorage.getItem(${JSON.stringify(preferredLanguageKey)});` +
  `var d=document.documentElement;` +
  // A translated page is in its own language; a language with pages of its own is not one.
  `if(!c||d.hasAttribute("data-locale")||${JSON.stringify(translatedLanguageCodes)}.indexOf(c)>=0||!${languageTagPattern.toString()}.test(c))return;` +
  `d.lang=c;` +
  `d.dir=${JSON.stringify(rightToLeftLanguageCodes)}.indexOf(c)<0?"ltr":"rtl"}catch(e){}})()`;
