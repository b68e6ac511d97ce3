// The built-in English words of ArticleLayout: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const articleLayout = {
  /** The byline's author; {author} is the author's name. */
  byline: 'By {author}',
  /** The byline's reading time; {minutes} is a whole number of minutes. */
  readingTime: '{minutes, plural, one {# min read} other {# min read}}',
  /** The link back to the list of every article, at the foot of the article. */
  allArticles: 'View All Articles',
  /** The accessible name of the list of category badges above the title. */
  categories: 'Categories',
  /** The accessible name of the list of hashtags after the body. */
  tags: 'Tags',
};
