// Checks one language's translation files against the English words, for a translator:
//   npx node scripts/check-translation.ts fr
// Prints each problem (a missing or extra key, a dropped placeholder or link) and exits 1 if any.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogues } from '../src/i18n/catalogues.ts';
import { translationProblems, wordsOf } from '../src/i18n/translatable.ts';
import { translationsFolder } from './generate-translations.ts';

const code = process.argv[2];
if (!code) {
  console.error('Usage: npx node scripts/check-translation.ts <language code>');
  process.exit(2);
}
const folder = resolve(translationsFolder, code);
const files = new Set(readdirSync(folder).filter((file) => file.endsWith('.json')));
const problems: string[] = [];
for (const [name, catalogue] of Object.entries(catalogues)) {
  const file = `${name}.json`;
  if (!files.delete(file)) {
    problems.push(`${file}: missing`);
    continue;
  }
  let translation: unknown;
  try {
    translation = JSON.parse(readFileSync(resolve(folder, file), 'utf8'));
  } catch (error) {
    problems.push(`${file}: not JSON (${(error as Error).message})`);
    continue;
  }
  problems.push(...translationProblems(wordsOf(catalogue), translation).map((p) => `${file} ${p}`));
}
for (const extra of files) problems.push(`${extra}: no English catalogue has this name`);
console.log(problems.length === 0 ? `${code}: every catalogue complete` : problems.join('\n'));
process.exit(problems.length === 0 ? 0 : 1);
