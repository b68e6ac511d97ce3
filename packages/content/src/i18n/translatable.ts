// Which words of an English record a translation gives, how a translation is laid over the
// record, and what is wrong with one. A translation is plain JSON with the record's shape,
// holding only its words: addresses, ids, icon names, file names and dates stay the
// English record's, so a translator cannot break a link or an image.

/** The words of a record, as a translation file holds them. */
export type Words = string | readonly Words[] | { readonly [key: string]: Words };

/** Keys whose strings are code, not words. */
const codeKeys = new Set([
  'id',
  'href',
  'icon',
  'src',
  'path',
  'slug',
  'code',
  'fileUrl',
  'checksum',
  'date',
  'lastUpdated',
  'version',
  'newsletterSectionId',
  'enquirySectionId',
  'email',
  'contactEmail',
  'url',
  'tone',
  'variant',
]);

/** Keys ending in Href ('homeHref') are addresses too. */
export const isCodeKey = (key: string): boolean => codeKeys.has(key) || key.endsWith('Href');

const notWords = /^(\d{4}-\d{2}-\d{2}|[^\s@]+@[^\s@]+\.[a-z]+|https?:\/\/\S+|mailto:\S+)$/;

/** The words of `english` (its translatable strings, in its shape), or undefined if it has none. */
export function wordsOf(english: unknown, key?: string): Words | undefined {
  if (typeof english === 'string') {
    if ((key !== undefined && isCodeKey(key)) || english.trim() === '' || notWords.test(english))
      return undefined;
    return english;
  }
  if (Array.isArray(english)) {
    const items = english.map((item) => wordsOf(item));
    return items.every((item) => item === undefined) ? undefined : items.map((item) => item ?? '');
  }
  if (english !== null && typeof english === 'object') {
    const entries = Object.entries(english)
      .map(([childKey, child]) => [childKey, wordsOf(child, childKey)] as const)
      .filter((entry): entry is readonly [string, Words] => entry[1] !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return undefined;
}

/** `english` with each of its words replaced by the translation's. */
export function applyWords<T>(english: T, words: Words | undefined, key?: string): T {
  if (words === undefined) return english;
  if (typeof english === 'string') {
    return (
      wordsOf(english, key) === undefined || typeof words !== 'string' ? english : words
    ) as T;
  }
  if (Array.isArray(english)) {
    const list = Array.isArray(words) ? words : [];
    return english.map((item, index) => applyWords(item, list[index])) as T;
  }
  if (english !== null && typeof english === 'object') {
    const record = typeof words === 'object' && !Array.isArray(words) ? words : {};
    return Object.fromEntries(
      Object.entries(english).map(([childKey, child]) => [
        childKey,
        applyWords(child, (record as Record<string, Words>)[childKey], childKey),
      ]),
    ) as T;
  }
  return english;
}

const placeholder = /\{([A-Za-z][\w]*)\}/g;
const markdownTarget = /\]\(([^)\s]+)\)/g;

/** The {placeholders} and Markdown link targets a text must keep, sorted. */
export function fixedParts(text: string): string[] {
  return [
    ...[...text.matchAll(placeholder)].map((match) => `{${match[1]}}`),
    ...[...text.matchAll(markdownTarget)].map((match) => `](${match[1]})`),
  ].sort();
}

/**
 * Every way `translation` fails to match the words of `english`: a missing or extra key, a
 * list of another length, an empty text, or a placeholder or link target dropped or renamed.
 */
export function translationProblems(
  english: Words | undefined,
  translation: unknown,
  where = '',
): string[] {
  const at = where || '(root)';
  if (english === undefined) return translation === undefined ? [] : [`${at}: not in the English`];
  if (translation === undefined) return [`${at}: missing`];
  if (typeof english === 'string') {
    if (typeof translation !== 'string') return [`${at}: should be a text`];
    // '' holds the place of an item with no words in a list.
    if (english === '') return translation === '' ? [] : [`${at}: should be empty`];
    if (translation.trim() === '') return [`${at}: is empty`];
    const expected = fixedParts(english).join(' ');
    const found = fixedParts(translation).join(' ');
    return expected === found
      ? []
      : [`${at}: keeps "${expected || 'no placeholders or links'}" but has "${found || 'none'}"`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) return [`${at}: should be a list`];
    if (translation.length !== english.length)
      return [`${at}: has ${translation.length} items, the English ${english.length}`];
    return english.flatMap((item, index) =>
      translationProblems(item, translation[index], `${where}[${index}]`),
    );
  }
  if (translation === null || typeof translation !== 'object' || Array.isArray(translation))
    return [`${at}: should be an object`];
  const englishRecord = english as Record<string, Words>;
  const record = translation as Record<string, unknown>;
  const keys = new Set([...Object.keys(englishRecord), ...Object.keys(record)]);
  return [...keys].flatMap((key) =>
    translationProblems(englishRecord[key], record[key], where ? `${where}.${key}` : key),
  );
}
