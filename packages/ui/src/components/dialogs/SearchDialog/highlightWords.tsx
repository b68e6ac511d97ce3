import type { ReactNode } from 'react';
import { foldSearchText } from './foldSearchText.ts';
import { mark } from './SearchResults.css.ts';

/** A run of anything but spaces and punctuation: a word, as the site's index splits text. */
const wordPattern = /[^\s\p{Z}\p{P}]+/gu;

/**
 * The text with each word that is one of `words` (see `foldSearchText`) in a <mark>:
 * the words read as they did (a link's name is unchanged), and the marked ones stand out
 * by weight as well as colour.
 */
export function highlightWords(text: string, words: readonly string[] = []): ReactNode {
  if (words.length === 0) return text;
  const wanted = new Set(words.map(foldSearchText));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    if (!wanted.has(foldSearchText(match[0]))) continue;
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
