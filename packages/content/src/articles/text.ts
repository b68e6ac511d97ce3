// Text rules the articles share: how a title becomes a slug, and how long a body takes to read.

/**
 * A title as an address segment, the spec's rule ('a slug made from the lowercased title
 * with non-alphanumerics turned into hyphens'), written out exactly:
 *
 * 1. accents are taken off letters ('é' -> 'e'), so an accented letter counts as the
 *    letter it carries rather than as punctuation;
 * 2. the title is lowercased;
 * 3. every run of characters other than a-z and 0-9 (spaces, '&', apostrophes, colons,
 *    commas, dashes, anything else) becomes one hyphen;
 * 4. hyphens at the start and end are dropped.
 *
 * So 'Education & Training in Africa' -> 'education-training-in-africa' and
 * "Women's Health: What's Next?" -> 'women-s-health-what-s-next'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The words a reader reads in a Markdown body: link targets, heading and quote marks,
 * list bullets and emphasis markers are not words; anything holding a letter or a digit is.
 */
export function countWords(markdown: string): number {
  const prose = markdown
    // A link counts by its words, not its address: [What we fund](/what-we-do) -> What we fund.
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Block markers at the start of a line: headings, quotes, bullets, numbered items.
    .replace(/^\s*(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    // Emphasis markers.
    .replace(/[*_]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words read per minute, for the reading time of a written article. */
export const wordsPerMinute = 200;

/** Reading time in whole minutes: the word count over 200, rounded up (at least 1). */
export function readingTimeFor(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}
