// The page's language. The site is translated into a few languages (@ghat/content/i18n):
// choosing one goes to its pages (/fr/…). Any other language keeps the seed's behaviour:
// the visitor's choice, kept in localStorage under the preferred-language key and restored
// on every English page's load, sets <html lang> and dir, and the English text stays marked
// lang="en" (see __root).
//
// This module is in every page's first view, so it holds only what a page needs before the
// picker is opened; showing and keeping a choice (languageChoice.ts), the ~140 languages and
// the dialog (languageDialog.tsx) load on demand.
import { preferredLanguageKey, siteLanguage, type Language } from '@ghat/content';

/** <html lang> while the page is in its own language: the site is written in UK English. */
export const siteDocumentLanguage = 'en-GB';

/** The shape of a language tag worth restoring ('cy', 'ckb', 'zh-Hant'); anything else is ignored. */
export const languageTagPattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

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

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The page's current language, as the header's button shows it. */
export type PageLanguage = Pick<Language, 'code' | 'nativeName' | 'rtl'>;

export const englishShown: PageLanguage = {
  code: siteLanguage.code,
  nativeName: siteLanguage.nativeName,
  rtl: siteLanguage.rtl,
};

let current: PageLanguage = englishShown;
const subscribers = new Set<() => void>();

/** Shows another language in the header's button and the page frame. */
export function setPageLanguage(next: PageLanguage) {
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
  getServer: () => englishShown,
};

let restoreStarted = false;

/**
 * Once per page load, after hydration: a saved language other than English is restored
 * (the head script has already set lang and dir) by code loaded only for that visitor.
 */
export function restoreOnce(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = browserStorage(),
  loadChoice: () => Promise<{
    restorePreferredLanguage: (
      code: string,
      storage?: Pick<Storage, 'removeItem'>,
    ) => Promise<void>;
  }> = () => import('./languageChoice.ts'),
): Promise<void> {
  if (restoreStarted) return Promise.resolve();
  restoreStarted = true;
  const code = readPreferredLanguage(storage);
  // Only what the head script applied: never a language with pages of its own, nor on a
  // translated page (checked there, so the list of languages stays out of this script).
  const applied = typeof document === 'undefined' || document.documentElement.lang === code;
  if (code === null || code === siteLanguage.code || !applied) return Promise.resolve();
  return loadChoice().then(
    (module) => module.restorePreferredLanguage(code, storage),
    () => undefined,
  );
}

/** For tests: back to a fresh page load. */
export function resetLanguageForTests() {
  restoreStarted = false;
  current = englishShown;
}
