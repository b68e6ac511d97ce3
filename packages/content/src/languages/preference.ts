// What a page needs of the languages before the picker's list is loaded: where the
// visitor's choice is kept, the site's own language, and which languages run right to left.
// Kept apart from the list itself (languages.generated.ts), so every page can have these
// without downloading ~140 languages; a test keeps them in step with the list.
import type { Language } from '../schemas.ts';

/** The localStorage key under which the visitor's chosen language code is kept. */
export const preferredLanguageKey = 'ghat-preferred-language';

/** The language the site is written in, and the picker's starting value: English. */
export const siteLanguage: Language = {
  code: 'en',
  name: 'English',
  nativeName: 'English',
  rtl: false,
};

/** The codes of the languages written right to left (Arabic, Urdu, Persian, Hebrew…). */
export const rightToLeftLanguageCodes: readonly string[] = [
  'ar',
  'ckb',
  'prs',
  'dv',
  'he',
  'ks',
  'ps',
  'fa',
  'sd',
  'ur',
  'ug',
  'yi',
];
