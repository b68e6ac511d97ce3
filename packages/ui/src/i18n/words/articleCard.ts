// The built-in English words of ArticleCard: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const articleCard = {
  /** Names the list of category badges for screen readers. */
  categories: 'Categories',
  /** The reading time shown on the card ({minutes}: a whole number, at least 1). */
  readingTimeShort: '{minutes} min read',
  /** The reading time read out instead, with the unit in full. */
  readingTimeFull: 'Reading time: {minutes, plural, one {# minute} other {# minutes}}',
};
