// The blog's search looks in the articles' bodies too, through the site search's index (it
// already holds every article's text): fetched the first time a reader searches the blog,
// never with the first view. A body match ranks below a title, summary or tag match.

/** The articles whose text matches `query`, by slug (the English index: the articles are English). */
export async function articleBodyMatches(query: string): Promise<Set<string>> {
  // Imported when first wanted, as the index is: neither is in the blog's first view.
  const { searchArticleBodies } = await import('../search/search.ts');
  return searchArticleBodies(query);
}
