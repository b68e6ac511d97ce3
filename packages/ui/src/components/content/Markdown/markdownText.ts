// Plain-string helpers for the Markdown renderer: no React, so they are easy to test alone.

/** Named character references that turn up in written copy; others are left as typed. */
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  pound: '£',
  euro: '€',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  shy: '\u00ad',
  // ASCII punctuation by name: rare in copy, but a way to hide a scheme ('javascript&colon;').
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  sol: '/',
  bsol: '\\',
  excl: '!',
  quest: '?',
  num: '#',
  lpar: '(',
  rpar: ')',
  equals: '=',
  plus: '+',
  percnt: '%',
  commat: '@',
  lowbar: '_',
  ast: '*',
  dollar: '$',
  Tab: '\t',
  NewLine: '\n',
};

const characterReference = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function fromCodePoint(codePoint: number) {
  // As CommonMark says: NUL, surrogates and out-of-range numbers become the replacement character.
  const invalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/**
 * Resolves character references (`&amp;`, `&#8212;`, `&#x2014;`) the way a
 * browser would in HTML. The lexer leaves them in place for an HTML renderer;
 * React writes text literally, so without this readers would see '&amp;'.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    characterReference,
    (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      return (name !== undefined && namedEntities[name]) || whole;
    },
  );
}

export { allowedLinkSchemes, isExternalHref, safeHref } from '../RichText/links.ts';
