import type { ReactNode } from 'react';
import { mark } from './SearchResults.css.ts';

const asciiOnly = /^[ -~]*$/;

/** A word as search compares it: lower case, without accents ('Résumé' -> 'resume'). */
export function normaliseSearchWord(word: string): string {
  // A printable ASCII word has no accents to take off, and its lower case is the same in every
  // locale: the Unicode steps, about three quarters of a long result list's highlighting
  // on a slow phone, are only for the others.
  if (asciiOnly.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB');
}

/** A run of anything but spaces and punctuation: a word, as the site's index splits text. */
const wordPattern = /[^\s\p{Z}\p{P}]+/gu;

/**
 * The text with each word that is one of `words` (see `normaliseSearchWord`) in a <mark>:
 * the words read as they did (a link's name is unchanged), and the marked ones stand out
 * by weight as well as colour.
 */
export function highlightWords(text: string, words: readonly string[] = []): ReactNode {
  if (words.length === 0) return text;
  const wanted = new Set(words.map(normaliseSearchWord));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!wanted.has(normaliseSearchWord(match[0]))) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className={mark}>
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
