// How the site's searches compare text: lower case, without accents, so 'Résumé' and
// 'resume' are the same. The site search's index and queries (searchIndex.ts) and the blog's
// filters (blogFilters.ts) both fold by this one rule.

/** Printable ASCII, with tabs and line breaks: nothing in it has an accent to take off. */
const plainAscii = /^[\t\n\r -~]*$/;

export function foldText(text: string): string {
  // ASCII has one lower case in every locale, so it skips the Unicode steps: they were most
  // of a search answer's script time on a slow phone.
  if (plainAscii.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB');
}
