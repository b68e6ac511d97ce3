// The built-in English words of ArticleNotFound: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const articleNotFound = {
  /** The link back to the list of articles. */
  back: 'Back to Articles',
  /** The heading. */
  title: 'Article Not Found',
  /** The sentence under the heading. */
  description: "The article you're looking for doesn't exist or has been moved.",
};
