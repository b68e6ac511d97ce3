import type { Language } from '../LanguagePickerButton/LanguagePickerButton.tsx';

// Letters that do not decompose into a base letter and an accent.
const foldedLetters: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/** Lower case without accents, so 'francais' finds 'Français' and 'gaidhlig' finds 'Gàidhlig'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øłđßæœı]/g, (letter) => foldedLetters[letter] ?? letter);
}

/** The languages whose English name, native name or code matches the query, in their order. */
export function filterLanguages(languages: readonly Language[], query: string): Language[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return [...languages];
  return languages.filter(
    (language) =>
      foldForSearch(language.name).includes(needle) ||
      foldForSearch(language.nativeName).includes(needle) ||
      foldForSearch(language.code).startsWith(needle),
  );
}
