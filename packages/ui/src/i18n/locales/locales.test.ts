import { describe, expect, it } from 'vitest';
import { messagePlaceholders, parseMessage, type MessagePart } from '../message.ts';
import type { CompleteUiLocale } from '../types.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pseudo } from './pseudo.ts';
import { pt } from './pt.ts';
import { uk } from './uk.ts';

const translations: CompleteUiLocale[] = [fr, es, pt, ar, uk];

/** Every word as `component.key` -> text. */
function entries(locale: CompleteUiLocale): Map<string, string> {
  return new Map(
    Object.entries(locale.messages).flatMap(([component, words]) =>
      Object.entries(words as Record<string, string>).map(([key, text]) => [
        `${component}.${key}`,
        text,
      ]),
    ),
  );
}

function plurals(parts: MessagePart[]): Extract<MessagePart, { kind: 'plural' }>[] {
  return parts.flatMap((part) =>
    part.kind === 'plural' ? [part, ...Object.values(part.forms).flatMap(plurals)] : [],
  );
}

// Words that read the same in a language as in English: names and codes everywhere, and the
// few words a language writes exactly as English does.
const sameEverywhere = new Set(['SHA-256']);
const sameInLanguage: Record<string, Set<string>> = {
  fr: new Set(['Menu', 'Type', 'Version', 'Page', 'Article', 'Document', 'Contact', 'Tags']),
  es: new Set(['Error:']),
  pt: new Set(['Menu']),
  ar: new Set([]),
  uk: new Set([]),
};

// What each language's script looks like, so an English word left in a translation shows.
const script: Record<string, RegExp> = {
  ar: /[\u0600-\u06ff]/,
  uk: /[\u0400-\u04ff]/,
};

const english = entries(en);

describe.each(translations)('the $name locale', (locale) => {
  const words = entries(locale);

  it('gives every built-in word, and nothing else', () => {
    expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("keeps each message's placeholders", () => {
    for (const [key, text] of words) {
      expect({ key, placeholders: messagePlaceholders(text) }).toEqual({
        key,
        placeholders: messagePlaceholders(english.get(key) ?? ''),
      });
    }
  });

  it('gives every plural form the language has', () => {
    const categories = new Intl.PluralRules(locale.code).resolvedOptions().pluralCategories;
    for (const [key, text] of words) {
      for (const plural of plurals(parseMessage(text))) {
        for (const category of categories) {
          // French, Spanish and Portuguese 'many' is for millions, which share 'other'.
          if (category === 'many' && ['fr', 'es', 'pt'].includes(locale.code)) continue;
          expect({ key, category, given: category in plural.forms }).toEqual({
            key,
            category,
            given: true,
          });
        }
      }
    }
  });

  it('leaves no English untranslated', () => {
    for (const [key, text] of words) {
      const englishText = english.get(key) ?? '';
      if (sameEverywhere.has(englishText) || sameInLanguage[locale.code]?.has(englishText))
        continue;
      expect({ key, text }).not.toEqual({ key, text: englishText });
      const letters = script[locale.code];
      if (letters && /[a-z]/i.test(englishText))
        expect({ key, text }).toEqual({ key, text: expect.stringMatching(letters) });
    }
  });
});

describe('the pseudo-long locale', () => {
  it('lengthens every built-in word and keeps its placeholders', () => {
    for (const [key, text] of entries(pseudo)) {
      const englishText = english.get(key) ?? '';
      expect(text).toMatch(/^\[.*\]$/s);
      expect(text.length).toBeGreaterThan(englishText.length);
      expect(messagePlaceholders(text)).toEqual(messagePlaceholders(englishText));
    }
  });
});

describe('the languages', () => {
  it('say their own names and directions', () => {
    expect(
      [en, fr, es, pt, ar, uk].map(({ code, name, direction }) => [code, name, direction]),
    ).toEqual([
      ['en-GB', 'English', 'ltr'],
      ['fr', 'Français', 'ltr'],
      ['es', 'Español', 'ltr'],
      ['pt', 'Português', 'ltr'],
      ['ar', 'العربية', 'rtl'],
      ['uk', 'Українська', 'ltr'],
    ]);
  });
});
