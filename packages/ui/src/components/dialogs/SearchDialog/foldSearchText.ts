// How search compares text, kept free of React and styles so a site's own index (built in
// plain Node) folds by exactly the rule the search dialog marks matches by.

/** Printable ASCII, with tabs and line breaks: nothing in it has an accent to take off. */
const plainAscii = /^[\t\n\r -~]*$/;

/**
 * A text as search compares it: lower case, without accents ('Résumé' -> 'resume'). Index
 * and query both, and the words the dialog marks in a result.
 */
export function foldSearchText(text: string): string {
  // ASCII has one lower case in every locale, so it skips the Unicode steps: they were about
  // three quarters of a long result list's script time on a slow phone.
  if (plainAscii.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB');
}
