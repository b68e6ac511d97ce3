// The built-in English words of LanguagePickerButton: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const languagePickerButton = {
  /** Read (visually hidden) before the current language in the button's name: 'Language: English'. */
  label: 'Language',
};
