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
 * The line for a visitor who chose a language the site is not written in (it names the
 * language): the value of suggestionAttribute, with the chosen code in unavailableAttribute.
 */
export const unavailableLine = 'unavailable';
export const unavailableAttribute = 'data-suggest-language';

/** On the unavailable line's text: its English message, with {language} to fill in. */
export const unavailableTextAttribute = 'data-message';

/**
 * Shows the unavailable line for `code` (from the language dialog, at once), unless the
 * visitor has hidden the line before. Does what the reveal script does as a page loads.
 */
export function showUnavailableLine(code: string): void {
  try {
    if (localStorage.getItem(suggestionDismissedKey)) return;
  } catch {
    // No storage: shown.
  }
  const container = document.getElementById(suggestionId);
  const line = container?.querySelector<HTMLElement>(
    `[${suggestionAttribute}='${unavailableLine}']`,
  );
  if (!container || !line) return;
  fillUnavailableText(line, code);
  for (const other of container.querySelectorAll<HTMLElement>(`[${suggestionAttribute}]`)) {
    other.hidden = other !== line;
  }
  container.hidden = false;
}

/** Hides the line (English was chosen: there is nothing left to say). */
export function hideSuggestionLine(): void {
  const container = document.getElementById(suggestionId);
  if (container) container.hidden = true;
}

function fillUnavailableText(line: HTMLElement, code: string) {
  const text = line.querySelector<HTMLElement>(`[${unavailableTextAttribute}]`);
  if (!text) return;
  let name = code;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    // An engine without DisplayNames: the code itself.
  }
  text.textContent = (text.getAttribute(unavailableTextAttribute) ?? '').replace(
    '{language}',
    name,
  );
}

/**
 * Part of the head's before-paint script, for `codes` (the translated languages). On an
 * English page, it picks the first of the browser's languages the site is translated into,
 * unless English comes before it or the visitor has chosen a language or dismissed the
 * suggestion, and names it on <html>. It also listens for Dismiss (which hides it and
 * remembers) and for the link (which remembers the language as the visitor's choice).
 */
export function suggestionChoiceScript(codes: readonly string[]): string {
  // Small: it is in every English page's first view. A saved language the site is not
  // written in (not English, not one of `codes`) gets the unavailable line instead.
  const site = JSON.stringify(['en', ...codes]);
  return (
    `(function(){try{var s=localStorage,d=document,h=d.documentElement,k=${JSON.stringify(preferredLanguageKey)},x=${JSON.stringify(suggestionDismissedKey)},n=navigator,l=n.languages||[n.language],c=s.getItem(k),m,i,p;` +
    'if(s.getItem(x))return;' +
    `d.addEventListener("click",function(v){var t=v.target,e=t.closest&&t.closest("#${suggestionId}"),a;` +
    'if(e)if(t.closest("button")){e.hidden=!0;s.setItem(x,1)}else if(a=t.closest("a"))s.setItem(k,a.hreflang)});' +
    `if(c){if(${site}.indexOf(c)<0){h.setAttribute(${JSON.stringify(suggestionAttribute)},${JSON.stringify(unavailableLine)});h.setAttribute(${JSON.stringify(unavailableAttribute)},c)}return}` +
    'for(i=0;i<l.length;i++){p=(l[i]+"").toLowerCase().split("-")[0];if(p=="en")return;' +
    `if(${JSON.stringify(codes)}.indexOf(p)>=0){m=p;break}}if(!m)return;` +
    `h.setAttribute(${JSON.stringify(suggestionAttribute)},m)` +
    '}catch(r){}})()'
  );
}

/**
 * After the suggestion's element: shows the line the head script chose, before paint; the
 * unavailable line gets the chosen language's English name.
 */
export const suggestionRevealScript =
  `(function(){var d=document,h=d.documentElement,m=h.getAttribute(${JSON.stringify(suggestionAttribute)}),` +
  `e=d.getElementById(${JSON.stringify(suggestionId)}),o=m&&e&&e.querySelector("[data-suggest='"+m+"']"),t,c,n;` +
  `if(!o)return;if(t=o.querySelector("[${unavailableTextAttribute}]")){c=n=h.getAttribute(${JSON.stringify(unavailableAttribute)});` +
  `try{n=new Intl.DisplayNames(["en"],{type:"language"}).of(c)||c}catch(r){}t.textContent=t.getAttribute(${JSON.stringify(unavailableTextAttribute)}).replace("{language}",n)}` +
  'o.hidden=e.hidden=!1})()';
