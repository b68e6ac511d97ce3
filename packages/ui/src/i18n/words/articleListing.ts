// The built-in English words of ArticleListing: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const articleListing = {
  /** The count under the cards; {shown} cards are shown of {total} that match. */
  showing: 'Showing {shown} of {total, plural, one {# article} other {# articles}}',
  /** The button that shows the next articles. */
  loadMore: 'Load More Articles',
  /** Said in place of the count while the list is being fetched or filtered. */
  loading: 'Loading articles...',
  /** Shown, and announced, when no article matches. */
  empty: 'No articles found.',
};
