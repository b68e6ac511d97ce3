// The first-visit suggestion (LanguageSuggestion.tsx): an English page's one line offering
// the site in the language the browser prefers, shown by inline scripts as the page loads
// (so it needs no island, and nothing moves once painted). Never a redirect: the address
// stays shareable and cacheable.
import { preferredLanguageKey } from '@ghat/content';

/** The suggestion's element: every translation's line, hidden until one is shown. */
export const suggestionId = 'language-suggestion';

/** Set when the visitor dismisses it: it stays away from then on. */
export const suggestionDismissedKey = 'ghat-language-suggestion';

/** On <html>: the language whose line to show, chosen before the body is parsed. */
export const suggestionAttribute = 'data-suggest';

/**
 * Part of the head's before-paint script, for `codes` (the translated languages). On an
 * English page, it picks the first of the browser's languages the site is translated into,
 * unless English comes before it or the visitor has chosen a language or dismissed the
 * suggestion, and names it on <html>. It also listens for Dismiss (which hides it and
 * remembers) and for the link (which remembers the language as the visitor's choice).
 */
export function suggestionChoiceScript(codes: readonly string[]): string {
  // Small: it is in every English page's first view.
  return (
    `(function(){try{var s=localStorage,d=document,k=${JSON.stringify(preferredLanguageKey)},x=${JSON.stringify(suggestionDismissedKey)},n=navigator,l=n.languages||[n.language],m,i,p;` +
    'if(s.getItem(k)||s.getItem(x))return;' +
    'for(i=0;i<l.length;i++){p=(l[i]+"").toLowerCase().split("-")[0];if(p=="en")return;' +
    `if(${JSON.stringify(codes)}.indexOf(p)>=0){m=p;break}}if(!m)return;` +
    `d.documentElement.setAttribute(${JSON.stringify(suggestionAttribute)},m);` +
    `d.addEventListener("click",function(v){var t=v.target,e=t.closest&&t.closest("#${suggestionId}");` +
    'if(e)if(t.closest("button")){e.hidden=!0;s.setItem(x,1)}else if(t.closest("a"))s.setItem(k,m)})' +
    '}catch(r){}})()'
  );
}

/** After the suggestion's element: shows the line the head script chose, before paint. */
export const suggestionRevealScript =
  `(function(){var d=document,m=d.documentElement.getAttribute(${JSON.stringify(suggestionAttribute)}),` +
  `e=d.getElementById(${JSON.stringify(suggestionId)}),o=m&&e&&e.querySelector("[data-suggest='"+m+"']");` +
  'if(o){o.hidden=e.hidden=!1}})()';
