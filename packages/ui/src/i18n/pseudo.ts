import { parseMessage, serialiseMessage, type MessagePart } from './message.ts';

// Pseudo-localisation: English made longer (by about 40%), accented and bracketed, so that
// clipped text, text built from pieces, and words that never went through the locale all
// show at a glance, before any translator starts.

const accented: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

// Words to pad with: pseudo text that still breaks between words, as a translation would.
const paddingWords = 'ōñé ţŵō ţĥŕéé ƒōûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ'.split(' ');

/** How much longer pseudo text is than its English: about 40%. */
export const pseudoGrowth = 0.4;

function accent(text: string): string {
  return Array.from(text, (character) => accented[character] ?? character).join('');
}

/** Padding words of at least `letters` letters in all. */
function padWords(letters: number): string {
  const words: string[] = [];
  let count = 0;
  for (let index = 0; count < letters && paddingWords.length > 0; index += 1) {
    const word = paddingWords[index % paddingWords.length] ?? '';
    words.push(word);
    count += word.length;
  }
  return words.join(' ');
}

function pseudoParts(parts: MessagePart[]): MessagePart[] {
  return parts.map((part) => {
    if (part.kind === 'text') return { kind: 'text', text: accent(part.text) };
    if (part.kind === 'value') return part;
    return {
      ...part,
      forms: Object.fromEntries(
        Object.entries(part.forms).map(([key, form]) => [key, pseudoParts(form)]),
      ),
    };
  });
}

/**
 * A message (or any text) pseudo-localised: 'Search' -> '[Šéáŕçĥ ōñé]'. Placeholders and
 * plural forms are kept as they are, so the result formats like the original.
 */
export function pseudoLocalise(text: string): string {
  if (text.trim() === '' || isPseudo(text)) return text;
  const letters = text.replace(/\{[^{}]*\}|[\s{}]/g, '').length;
  // At least two letters more, so even 'OK' grows.
  const extra = Math.max(2, Math.round(letters * pseudoGrowth));
  return `[${serialiseMessage(pseudoParts(parseMessage(text)))} ${padWords(extra)}]`;
}

/** Whether text is already pseudo-localised (so doing it twice changes nothing). */
export function isPseudo(text: string): boolean {
  return text.startsWith('[') && text.endsWith(']') && /[ōţƒšéñ]/.test(text);
}

// Values that are not words to read: addresses, fragments, dates, numbers, identifiers.
const notWords =
  /^(?:[/#.]|https?:|mailto:|tel:|data:)|^[\d\s.,:%+\-/–]+$|^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
const notWordKeys =
  /^(?:href|src|id|slug|code|url|email|type|variant|tone|size|icon|as|lang|dir|key|value|checksum|sha256|hash|file|path)$|(?:Href|Url|Id|Date|Iso)$|^date/;

/** Every string of a nested record pseudo-localised: a whole catalogue, or a story's content. */
export function pseudoLocaliseAll<T>(value: T): T {
  if (typeof value === 'string') {
    return (notWords.test(value) ? value : pseudoLocalise(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoLocaliseAll(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        notWordKeys.test(key) ? item : pseudoLocaliseAll(item),
      ]),
    ) as T;
  }
  return value;
}
