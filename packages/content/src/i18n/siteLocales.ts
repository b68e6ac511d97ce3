// The languages the site is translated into: one line each. Adding a language is this line
// and a folder of files in translations/<code> (README, "Adding a language").
export const siteLocales = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr', ogLocale: 'en_GB' },
  { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr', ogLocale: 'fr_FR' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr', ogLocale: 'es_ES' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', dir: 'ltr', ogLocale: 'pt_PT' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl', ogLocale: 'ar_AR' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська', dir: 'ltr', ogLocale: 'uk_UA' },
] as const;

export type SiteLocale = (typeof siteLocales)[number];
export type SiteLocaleCode = SiteLocale['code'];
/** A language the site is translated into, English aside. */
export type TranslatedLocaleCode = Exclude<SiteLocaleCode, 'en'>;

/** The site's own language: its addresses have no prefix. */
export const sourceLocale = siteLocales[0];

export const translatedLocales = /* @__PURE__ */ siteLocales.filter(
  (locale): locale is Extract<SiteLocale, { code: TranslatedLocaleCode }> => locale.code !== 'en',
);

export function siteLocale(code: SiteLocaleCode): SiteLocale {
  return siteLocales.find((locale) => locale.code === code) ?? sourceLocale;
}
