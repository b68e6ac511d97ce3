/** LanguagePicker: the header's language button and its dialog. */
export const languagePickerCopy = {
  /** The button's name: {language} is the current language's own name ('Language: English'). */
  label: 'Language: {language}',
  dialogTitle: 'Choose a language',
  closeLabel: 'Close',
  searchLabel: 'Search languages',
  listLabel: 'Languages',
  countMessage: (count: number) => (count === 1 ? '1 language' : `${count} languages`),
  noMatchesMessage: (query: string) => `No languages match "${query}"`,
};
