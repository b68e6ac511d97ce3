// Writes src/languages/languages.generated.ts: the languages the site's picker
// offers, named in English and in themselves from Node's ICU data.
//
// Run from packages/content on Node 24, which strips the types (`npx node` is
// the workspace's Node 24):
//   npx node scripts/generate-languages.ts
// A test compares the committed file with what this produces, so edit the lists
// here, regenerate and commit both.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function words(list: string): string[] {
  return list.split(' ');
}

/**
 * BCP 47 tags (ISO 639-1 where there is one, else ISO 639-3), for the people a
 * global health charity serves and works with: the major world languages, those
 * of Africa, South Asia, the Middle East and North Africa, Latin America and
 * Eastern Europe, and the languages of the United Kingdom. English first; the
 * rest are sorted by English name when generated, so order here does not matter.
 */
export const languageCodes: readonly string[] = [
  'en',
  // Europe
  ...words('be bg bs ca co cs cy da de el es et eu fi fr ga gd gl hr hu it la lt lv mk nl'),
  ...words('no pl pt ro ru sk sl sq sr sv uk yi'),
  // The Caucasus and Central Asia
  ...words('az hy ka kk ky mn tg tk tt ug uz'),
  // The Middle East and North Africa
  ...words('ar ckb fa he kab ku prs ps tr'),
  // The Horn of Africa, East and Central Africa
  ...words('am din kg ki lg ln luo mg om rn rw so sw ti'),
  // West Africa
  ...words('ak bm ee ff ha ig kri wo yo'),
  // Southern Africa
  ...words('af nd nr nso ny sn ss st tn ts ve xh zu'),
  // South Asia
  ...words('as bho bn doi dv gom gu hi kn ks mai ml mni mr ne or pa sa sd si ta te ur'),
  // East and South-East Asia, and the Pacific
  ...words('ceb fil fj hmn id ilo ja jv km ko lo lus mi ms my sm su th to vi zh zh-Hant'),
  // The Americas
  ...words('ay gn ht qu'),
];

/**
 * Names in the language itself for the codes ICU has no locale data for (and
 * so no name of its own), as the language's speakers write it. These win over
 * ICU, so a newer ICU cannot change them.
 */
export const nativeNames: Readonly<Record<string, string>> = {
  ay: 'Aymar aru',
  co: 'Corsu',
  din: 'Thuɔŋjäŋ',
  dv: 'ދިވެހި',
  fj: 'Na Vosa Vakaviti',
  gn: 'Avañeʼẽ',
  hmn: 'Lus Hmoob',
  ht: 'Kreyòl ayisyen',
  ilo: 'Ilokano',
  kg: 'Kikongo',
  kri: 'Krio',
  la: 'Latina',
  lus: 'Mizo ṭawng',
  nr: 'isiNdebele',
  ny: 'Chicheŵa',
  sm: 'Gagana Sāmoa',
  ss: 'siSwati',
  ts: 'Xitsonga',
  ve: 'Tshivenḓa',
};

/**
 * English names that differ from ICU's where UK readers look for another
 * name: 'Bengali' rather than 'Bangla', 'Chichewa' rather than 'Nyanja'.
 */
export const englishNames: Readonly<Record<string, string>> = {
  bn: 'Bengali',
  ny: 'Chichewa',
};

/** The languages written right to left, for when ICU cannot say and to check it when it can. */
export const rtlCodes: ReadonlySet<string> = new Set([
  'ar',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'prs',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

export interface GeneratedLanguage {
  code: string;
  name: string;
  nativeName: string;
  rtl: boolean;
}

/**
 * The first letter in capitals, as the language itself writes them (Turkish
 * 'i' becomes 'İ'). Georgian is left alone: its capitals (Mtavruli) are not
 * used to start a word.
 */
function capitalise(text: string, code: string): string {
  const [first = '', ...rest] = text;
  if (/^\p{Script=Georgian}$/u.test(first)) return text;
  return first.toLocaleUpperCase(code) + rest.join('');
}

/** ICU's writing direction for a language, or undefined where this Node cannot tell. */
function icuDirection(code: string): 'ltr' | 'rtl' | undefined {
  const locale = new Intl.Locale(code) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
  return direction === 'rtl' || direction === 'ltr' ? direction : undefined;
}

/** Builds the list: English first, then the rest by English name. Throws on anything missing. */
export function buildLanguages(codes: readonly string[] = languageCodes): GeneratedLanguage[] {
  const inEnglish = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const seen = new Set<string>();
  const languages = codes.map((code): GeneratedLanguage => {
    if (seen.has(code)) throw new Error(`"${code}" is listed twice.`);
    seen.add(code);
    const name = englishNames[code] ?? inEnglish.of(code);
    if (!name || name === code) throw new Error(`ICU has no English name for "${code}".`);
    // Without locale data for the code, DisplayNames would fall back to the
    // machine's locale: only a supported locale names itself.
    const supported = Intl.DisplayNames.supportedLocalesOf([code]).length > 0;
    const native =
      nativeNames[code] ??
      (supported
        ? new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)
        : undefined);
    if (!native || native === code) {
      throw new Error(`ICU has no native name for "${code}": add one to nativeNames.`);
    }
    const direction = icuDirection(code);
    if (direction !== undefined && (direction === 'rtl') !== rtlCodes.has(code)) {
      throw new Error(`ICU writes "${code}" ${direction}: update rtlCodes.`);
    }
    return {
      code,
      name,
      nativeName: capitalise(native, code),
      rtl: direction === undefined ? rtlCodes.has(code) : direction === 'rtl',
    };
  });
  const byName = new Intl.Collator('en').compare;
  const [first, ...rest] = languages;
  if (first?.code !== 'en') throw new Error('English must be the first language.');
  return [first, ...rest.sort((a, b) => byName(a.name, b.name))];
}

/** A string literal the way Prettier writes it with `singleQuote`. */
function quote(text: string): string {
  const singles = text.split("'").length - 1;
  const doubles = text.split('"').length - 1;
  const mark = doubles < singles ? '"' : "'";
  const escaped = text.replaceAll('\\', '\\\\').replaceAll(mark, `\\${mark}`);
  return `${mark}${escaped}${mark}`;
}

/** One entry as Prettier prints it: on one line while it fits in 100 columns. */
function entry(language: GeneratedLanguage): string {
  const fields = [
    `code: ${quote(language.code)}`,
    `name: ${quote(language.name)}`,
    `nativeName: ${quote(language.nativeName)}`,
    `rtl: ${language.rtl}`,
  ];
  const line = `  { ${fields.join(', ')} },`;
  // Wide scripts (CJK) count double for Prettier: measure generously.
  const width = [...line].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  return width <= 100 ? line : `  {\n${fields.map((field) => `    ${field},`).join('\n')}\n  },`;
}

/** The text of src/languages/languages.generated.ts. */
export function languagesModuleSource(languages = buildLanguages()): string {
  return [
    '// Generated by scripts/generate-languages.ts from the lists in it and Node’s ICU data.',
    '// Do not edit: change the script, then regenerate on Node 24 from packages/content with',
    '//   npx node scripts/generate-languages.ts',
    '// and commit both files (a test fails while they disagree).',
    "import type { Language } from '../schemas.ts';",
    '',
    'export const generatedLanguages: Language[] = [',
    ...languages.map(entry),
    '];',
    '',
  ].join('\n');
}

export const generatedFile = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../src/languages/languages.generated.ts',
);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const languages = buildLanguages();
  writeFileSync(generatedFile, languagesModuleSource(languages));
  console.log(`Wrote ${languages.length} languages to ${generatedFile}`);
}
