// Speculation Rules for every page (an inline <script type="speculationrules">, hashed into the
// CSP like the other inline scripts): the browser fetches a page of the site as soon as the
// pointer rests on a link to it or a finger goes down, so the page load that follows is
// near instant. Prefetch only: nothing runs before the visitor really goes there.
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          // Files (documents, images) and the forms service are not pages.
          { not: { href_matches: '/*.*' } },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
