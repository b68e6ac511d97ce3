import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { generatedFile, languagesModuleSource } from '../../scripts/generate-languages.ts';
import { LanguageSchema } from '../schemas.ts';
import { defaultLanguage, languages } from './index.ts';

const byCode = (code: string) => languages.find((language) => language.code === code);

describe('languages', () => {
  it('validate against the language schema', () => {
    expect(v.parse(v.array(LanguageSchema), languages)).toEqual(languages);
  });

  it('are about 140, English first and the default', () => {
    expect(languages.length).toBeGreaterThanOrEqual(130);
    expect(languages.length).toBeLessThanOrEqual(150);
    expect(languages[0]).toEqual({
      code: 'en',
      name: 'English',
      nativeName: 'English',
      rtl: false,
    });
    expect(defaultLanguage).toBe('en');
  });

  it('follow English with the rest sorted by English name', () => {
    const names = languages.slice(1).map((language) => language.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('have unique codes and names', () => {
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
    expect(new Set(languages.map((language) => language.name)).size).toBe(languages.length);
  });

  it('mark Arabic, Urdu, Persian and Hebrew right to left, English and French not', () => {
    for (const code of ['ar', 'ur', 'fa', 'he']) expect(byCode(code)?.rtl, code).toBe(true);
    for (const code of ['en', 'fr']) expect(byCode(code)?.rtl, code).toBe(false);
  });

  it('name every language in itself', () => {
    for (const language of languages) {
      expect(language.nativeName.trim(), language.code).not.toBe('');
      expect(language.nativeName, language.code).not.toBe(language.code);
    }
    expect(byCode('fr')?.nativeName).toBe('Français');
    expect(byCode('ar')?.nativeName).toBe('العربية');
    expect(byCode('cy')?.nativeName).toBe('Cymraeg');
    expect(byCode('gn')?.nativeName).toBe('Avañeʼẽ');
  });

  it('are what the generator produces now (regenerate after editing its lists)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(languagesModuleSource());
  });
});
