import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from './index.ts';
import { preferredLanguageKey, rightToLeftLanguageCodes, siteLanguage } from './preference.ts';

describe('language preference', () => {
  it("names the site's own language exactly as the list's first, default entry", () => {
    expect(siteLanguage).toEqual(languages[0]);
    expect(siteLanguage.code).toBe(defaultLanguage);
  });

  it('lists exactly the right-to-left languages of the list', () => {
    expect([...rightToLeftLanguageCodes].sort()).toEqual(
      languages
        .filter((language) => language.rtl)
        .map((language) => language.code)
        .sort(),
    );
    // The four the specification names.
    expect(rightToLeftLanguageCodes).toEqual(expect.arrayContaining(['ar', 'ur', 'fa', 'he']));
  });

  it('keeps the choice under a preferred-language key of the site', () => {
    expect(preferredLanguageKey).toBe('ghat-preferred-language');
  });
});
