// The page's language: the visitor's choice from the header's picker, kept in localStorage
// under the preferred-language key and restored on every load, sets <html lang> and dir.
// There are no translations, so the English text stays marked lang="en" (see __root).
//
// This module is in every page's first view, so it holds only what a page needs before the
// picker is opened: the ~140 languages and the dialog load on demand (languageDialog.tsx).
import {
  preferredLanguageKey,
  rightToLeftLanguageCodes,
  siteLanguage,
  type Language,
} from '@ghat/content';
import { track } from './tracker.ts';

/** <html lang> while the page is in its own language: the site is written in UK English. */
export const siteDocumentLanguage = 'en-GB';

/** The shape of a language tag worth restoring ('cy', 'ckb', 'zh-Hant'); anything else is ignored. */
const languageTagPattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function isRightToLeft(code: string): boolean {
  return rightToLeftLanguageCodes.includes(code);
}

/** The `lang` and `dir` the document gets for a language code. */
export function documentAttributes(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  if (code === siteLanguage.code) return { lang: siteDocumentLanguage, dir: 'ltr' };
  return { lang: code, dir: isRightToLeft(code) ? 'rtl' : 'ltr' };
}

/** The saved choice, if there is one that looks like a language tag. */
export function readPreferredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
): string | null {
  try {
    const code = storage?.getItem(preferredLanguageKey) ?? null;
    return code !== null && languageTagPattern.test(code) ? code : null;
  } catch {
    // Storage can be switched off; the page then stays in its own language.
    return null;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The constant inline script in <head> that restores the saved language before the body
 * is painted, so a right-to-left page never flashes left to right. The build hashes it for
 * the Content-Security-Policy like the router's own inline scripts.
 */
export const languageRestoreScript =
  `(function(){try{var c=localStorage.getItem(${JSON.stringify(preferredLanguageKey)});` +
  `if(!c||c===${JSON.stringify(siteLanguage.code)}||!${languageTagPattern.toString()}.test(c))return;` +
  `var d=document.documentElement;d.lang=c;` +
  `d.dir=${JSON.stringify(rightToLeftLanguageCodes)}.indexOf(c)<0?"ltr":"rtl"}catch(e){}})()`;

/** The page's current language, as the header's button shows it. */
export type PageLanguage = Pick<Language, 'code' | 'nativeName' | 'rtl'>;

const english: PageLanguage = {
  code: siteLanguage.code,
  nativeName: siteLanguage.nativeName,
  rtl: siteLanguage.rtl,
};

let current: PageLanguage = english;
const subscribers = new Set<() => void>();

function setCurrent(next: PageLanguage) {
  current = next;
  for (const subscriber of subscribers) subscriber();
}

/** For useSyncExternalStore. */
export const languageStore = {
  subscribe(subscriber: () => void) {
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
    };
  },
  get: () => current,
  /** The prerendered HTML is always in the site's own language. */
  getServer: () => english,
};

function applyToDocument(code: string) {
  if (typeof document === 'undefined') return;
  const { lang, dir } = documentAttributes(code);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

/** The full list, loaded only when a page needs more than the codes (a chosen language's name). */
export type LoadLanguages = () => Promise<readonly Language[]>;

const loadLanguageList: LoadLanguages = () =>
  import('./languageList.ts').then((module) => module.languages);

/** Shows a language: the document's lang and dir at once, its name once the list has loaded. */
async function show(code: string, loadLanguages: LoadLanguages): Promise<Language | undefined> {
  applyToDocument(code);
  if (code === siteLanguage.code) {
    setCurrent(english);
    return siteLanguage;
  }
  setCurrent({ code, nativeName: code, rtl: isRightToLeft(code) });
  const found = (await loadLanguages()).find((language) => language.code === code);
  // Only if nothing else was chosen in the meantime.
  if (current.code === code && found) setCurrent(found);
  return found;
}

let restored = false;

/**
 * Restores the saved choice once per page load (the head script has already set lang and
 * dir); a saved code the site does not offer is forgotten.
 */
export async function restorePreferredLanguage(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = browserStorage(),
  loadLanguages: LoadLanguages = loadLanguageList,
): Promise<void> {
  if (restored) return;
  restored = true;
  const code = readPreferredLanguage(storage);
  if (code === null || code === siteLanguage.code) return;
  let found: Language | undefined;
  try {
    found = await show(code, loadLanguages);
  } catch {
    // The list did not load (offline): keep the code, shown as it is, and the saved choice.
    return;
  }
  if (found || current.code !== code) return;
  try {
    storage?.removeItem(preferredLanguageKey);
  } catch {
    // Nothing to forget where storage is off.
  }
  await show(siteLanguage.code, loadLanguages);
}

/** The visitor chose a language in the picker: show it, keep it and report it. */
export function choosePreferredLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(preferredLanguageKey, language.code);
  } catch {
    // Not kept, but still shown for this page.
  }
  applyToDocument(language.code);
  setCurrent({ code: language.code, nativeName: language.nativeName, rtl: language.rtl });
  track('language_change', { language: language.code });
}

/** For tests: back to a fresh page load. */
export function resetLanguageForTests() {
  restored = false;
  current = english;
}
