// Showing and keeping the visitor's language: loaded only when there is something to
// restore (a saved language other than English) or the picker's dialog is opened.
import {
  preferredLanguageKey,
  rightToLeftLanguageCodes,
  siteLanguage,
  type Language,
} from '@ghat/content';
import { wholePageAttribute } from '@ghat/ui';
import {
  browserStorage,
  englishShown,
  languageStore,
  setPageLanguage,
  siteDocumentLanguage,
} from './language.ts';
import { track } from '../analytics/tracker.ts';

export function isRightToLeft(code: string): boolean {
  return rightToLeftLanguageCodes.includes(code);
}

/** The `lang` and `dir` the document gets for a language code. */
export function documentAttributes(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  if (code === siteLanguage.code) return { lang: siteDocumentLanguage, dir: 'ltr' };
  return { lang: code, dir: isRightToLeft(code) ? 'rtl' : 'ltr' };
}

function applyToDocument(code: string) {
  if (typeof document === 'undefined') return;
  const { lang, dir } = documentAttributes(code);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
  // There are no translations: under another page language the English text says what it
  // is, so screen readers keep reading it as English; in English it inherits the page's
  // en-GB. The frame is static HTML, never rendered by React in the browser: marked here.
  const frame = document.querySelector(`[${wholePageAttribute}]`);
  if (code === siteLanguage.code) frame?.removeAttribute('lang');
  else frame?.setAttribute('lang', 'en');
}

/** The full list, loaded only when a page needs more than the codes (a chosen language's name). */
export type LoadLanguages = () => Promise<readonly Language[]>;

const loadLanguageList: LoadLanguages = () =>
  import('./languageList.ts').then((module) => module.languages);

/** Shows a language: the document's lang and dir at once, its name once the list has loaded. */
async function show(code: string, loadLanguages: LoadLanguages): Promise<Language | undefined> {
  applyToDocument(code);
  if (code === siteLanguage.code) {
    setPageLanguage(englishShown);
    return siteLanguage;
  }
  setPageLanguage({ code, nativeName: code, rtl: isRightToLeft(code) });
  const found = (await loadLanguages()).find((language) => language.code === code);
  // Only if nothing else was chosen in the meantime.
  if (languageStore.get().code === code && found) setPageLanguage(found);
  return found;
}

/** Restores a saved language; a code the site does not offer is forgotten. */
export async function restorePreferredLanguage(
  code: string,
  storage: Pick<Storage, 'removeItem'> | undefined = browserStorage(),
  loadLanguages: LoadLanguages = loadLanguageList,
): Promise<void> {
  let found: Language | undefined;
  try {
    found = await show(code, loadLanguages);
  } catch {
    // The list did not load (offline): keep the code, shown as it is, and the saved choice.
    return;
  }
  if (found || languageStore.get().code !== code) return;
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
  setPageLanguage({ code: language.code, nativeName: language.nativeName, rtl: language.rtl });
  track('language_change', { language: language.code });
}
