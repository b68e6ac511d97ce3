/** LanguagePicker: the header's language button and its dialog. */
export const languagePickerCopy = {
  /** Read before the current language: 'Language: English'. */
  label: 'Language',
  dialogTitle: 'Choose a language',
  closeLabel: 'Close',
  searchLabel: 'Search languages',
  listLabel: 'Languages',
  countMessage: (count: number) => (count === 1 ? '1 language' : `${count} languages`),
  noMatchesMessage: (query: string) => `No languages match "${query}"`,
};
