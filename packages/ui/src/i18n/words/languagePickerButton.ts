// The built-in English words of LanguagePickerButton: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const languagePickerButton = {
  /**
   * The button's name, read by screen readers: {language} is the current language's own name,
   * shown in the button ('Language: English'). The words around it are visually hidden.
   */
  label: 'Language: {language}',
};
