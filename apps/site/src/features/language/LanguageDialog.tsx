// The language picker's dialog with the full list of languages: imported on demand only.
// The languages the site is translated into come first, each by its own name; choosing one
// goes to this page in it (or to its home page, where this page has none) and remembers the
// choice. Any other language keeps the seed's behaviour on the English pages, where a line
// in English says the site is not yet written in it and links to the languages it is in.
import { languages, preferredLanguageKey, type Language } from '@ghat/content';
import { hasPageIn, localisedPath, splitLocale } from '@ghat/content/i18n/addresses';
import { siteLocales } from '@ghat/content/i18n/siteLocales';
import { LanguagePickerDialog, type LanguagePickerDialogProps } from '@ghat/ui';
import { track } from '../analytics/tracker.ts';
import { browserStorage } from './language.ts';
import { choosePreferredLanguage } from './languageChoice.ts';
import { hideSuggestionLine, showUnavailableLine } from './suggestionScript.ts';

export type LanguageDialogProps = Omit<LanguagePickerDialogProps, 'languages' | 'onChange'>;

const translatedCodes = new Set<string>(siteLocales.map((locale) => locale.code));

/** The site's languages first (English, then each translation), then every other. */
export const pickerLanguages: readonly Language[] = [
  ...siteLocales.map(
    (locale) =>
      languages.find((language) => language.code === locale.code) ?? {
        code: locale.code,
        name: locale.name,
        nativeName: locale.nativeName,
        rtl: locale.dir === 'rtl',
      },
  ),
  ...languages.filter((language) => !translatedCodes.has(language.code)),
];

/** Where choosing `code` on the page at `pathname` leads: its page in that language, or its home. */
export function addressIn(code: string, pathname: string): string {
  const { path } = splitLocale(pathname);
  const locale = siteLocales.find((candidate) => candidate.code === code)?.code ?? 'en';
  return hasPageIn(locale, path) ? localisedPath(locale, path) : localisedPath(locale, '/');
}

function remember(code: string) {
  try {
    browserStorage()?.setItem(preferredLanguageKey, code);
  } catch {
    // Not kept; the address says the language anyway.
  }
}

export function LanguageDialog(props: LanguageDialogProps) {
  return (
    <LanguagePickerDialog
      {...props}
      languages={pickerLanguages}
      onChange={(code) => {
        const chosen = pickerLanguages.find((language) => language.code === code);
        if (!chosen) return;
        const onTranslatedPage = document.documentElement.hasAttribute('data-locale');
        if (translatedCodes.has(code)) {
          const target = addressIn(code, location.pathname);
          // Already this language's page (English, chosen on an English page): shown here.
          if (target === location.pathname) {
            choosePreferredLanguage(chosen);
            hideSuggestionLine();
            return;
          }
          remember(code);
          track('language_change', { language: code });
          location.assign(`${target}${location.hash}`);
          return;
        }
        // A language with no pages of its own: shown on the English page (the seed's way).
        if (onTranslatedPage) {
          remember(code);
          location.assign(addressIn('en', location.pathname));
          return;
        }
        choosePreferredLanguage(chosen);
        // Said in English: the site is not written in it yet, and which languages it is in.
        showUnavailableLine(code);
      }}
    />
  );
}
