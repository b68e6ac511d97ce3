// The site's words about its languages: the note over a page that is in English only, and
// the one-line suggestion an English page makes to a visitor whose browser prefers a
// language the site is translated into (each shown in that language).
export const languageNotes = {
  englishOnly: {
    title: 'This page is in English only',
    text: 'We have not translated this page yet. Legal and governance texts are published in English, and the English text is the one that applies.',
  },
  suggestion: {
    text: 'This website is also in English.',
    link: 'Continue in English',
    dismiss: 'No, thank you',
  },
};

/**
 * On an English page, for a visitor who chose a language the site is not written in (it keeps
 * the seed's behaviour, the English text under that language's `lang`): said in English, with
 * a link to the page in each language the site is written in. {language} is the chosen
 * language's English name, from Intl.DisplayNames.
 */
export const unavailableLanguageNote = {
  text: 'This website is not yet available in {language}. It is available in English and in:',
  dismiss: 'Hide this message',
};
