import { describe, expect, it } from 'vitest';
import { formatMessage, messagePlaceholders, parseMessage } from './message.ts';

const results = '{count, plural, =0 {No results} one {# result} other {# results}}';

describe('formatMessage', () => {
  it('fills named placeholders wherever the message puts them', () => {
    expect(formatMessage('en-GB', 'Show {label} submenu', { label: 'About' })).toBe(
      'Show About submenu',
    );
    expect(formatMessage('fr', 'Afficher le sous-menu {label}', { label: 'À propos' })).toBe(
      'Afficher le sous-menu À propos',
    );
  });

  it("picks the plural form by the locale's own rules, with exact forms first", () => {
    expect(formatMessage('en-GB', results, { count: 0 })).toBe('No results');
    expect(formatMessage('en-GB', results, { count: 1 })).toBe('1 result');
    expect(formatMessage('en-GB', results, { count: 1234 })).toBe('1,234 results');
    const uk = '{count, plural, one {# мова} few {# мови} many {# мов} other {# мови}}';
    expect([1, 2, 5, 21, 22, 25].map((count) => formatMessage('uk', uk, { count }))).toEqual([
      '1 мова',
      '2 мови',
      '5 мов',
      '21 мова',
      '22 мови',
      '25 мов',
    ]);
    const ar =
      '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}';
    expect(formatMessage('ar', ar, { count: 0 })).toBe('لا نتائج');
    expect(formatMessage('ar', ar, { count: 2 })).toBe('نتيجتان');
    // Arabic's digits are whichever the runtime's CLDR data gives ('3' or '٣').
    expect(formatMessage('ar', ar, { count: 3 })).toBe(
      `${new Intl.NumberFormat('ar').format(3)} نتائج`,
    );
  });

  it('fills placeholders inside a plural form, and text around it', () => {
    const message =
      'Found {count, plural, =0 {nothing for {query}} one {# match for {query}} other {# matches for {query}}}.';
    expect(formatMessage('en-GB', message, { count: 0, query: 'water' })).toBe(
      'Found nothing for water.',
    );
    expect(formatMessage('en-GB', message, { count: 1, query: 'water' })).toBe(
      'Found 1 match for water.',
    );
    expect(formatMessage('en-GB', message, { count: 12, query: 'water' })).toBe(
      'Found 12 matches for water.',
    );
    expect(formatMessage('en-GB', message, { query: 'water' })).toBe('Found {count}.');
  });

  it('writes numbers as the locale does', () => {
    expect(formatMessage('fr', '{count} documents', { count: 1234 })).toBe('1\u202f234 documents');
    expect(formatMessage('en-GB', '© {year}', { year: '2026' })).toBe('© 2026');
  });

  it('leaves a placeholder with no value showing, and text without any untouched', () => {
    expect(formatMessage('en-GB', 'Hello {name}')).toBe('Hello {name}');
    expect(formatMessage('en-GB', 'It’s plain text')).toBe('It’s plain text');
  });
});

describe('parseMessage', () => {
  it('refuses a broken message, so a bad translation fails its tests', () => {
    expect(() => parseMessage('Show {label submenu')).toThrow();
    expect(() => parseMessage('Show label} submenu')).toThrow();
    expect(() => parseMessage('{count, plural, one {# result}}')).toThrow(/other/);
    expect(() => parseMessage('{kind, select, a {A} other {B}}')).toThrow(/select/);
  });

  it('lists the placeholders a message uses', () => {
    expect(messagePlaceholders(results)).toEqual(['count']);
    expect(messagePlaceholders('© {year} {name}.')).toEqual(['name', 'year']);
  });
});
