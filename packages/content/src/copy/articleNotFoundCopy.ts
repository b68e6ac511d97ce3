/** ArticleNotFound, for /blog/{slug} with an unknown slug (spec section 2). */
export const articleNotFoundCopy = {
  title: 'Article Not Found',
  description: "The article you're looking for doesn't exist or has been moved.",
  backLabel: 'Back to Articles',
  backHref: '/blog',
};
