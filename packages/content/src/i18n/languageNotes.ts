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
