// The built-in English words of LanguagePickerDialog: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const languagePickerDialog = {
  /** The dialog's title, which is also its accessible name. */
  title: 'Choose a language',
  /** The visible label of the field that filters the languages. */
  searchLabel: 'Search languages',
  /** The accessible name of the list of languages. */
  listLabel: 'Languages',
  /** The status under the field: how many languages are listed (1 or more). */
  count: '{count, plural, one {# language} other {# languages}}',
  /** The status under the field when nothing matches what was typed ({query}). */
  noMatches: 'No languages match "{query}"',
};
