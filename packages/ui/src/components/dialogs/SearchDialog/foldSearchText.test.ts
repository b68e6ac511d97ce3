import { describe, expect, it } from 'vitest';
import { foldSearchText } from './foldSearchText.ts';

const fullRule = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-GB');

describe('foldSearchText', () => {
  it('takes off case and accents', () => {
    expect(foldSearchText('Café Résumé')).toBe('cafe resume');
    expect(foldSearchText('Ÿes')).toBe('yes');
    expect(foldSearchText('КИЇВ')).toBe('киів');
  });

  it('folds printable ASCII (its quick path) exactly as the full Unicode rule does', () => {
    const everyPrintableAscii = String.fromCharCode(
      ...Array.from({ length: 95 }, (_, c) => c + 32),
    );
    for (const word of [everyPrintableAscii, 'HEALTH', 'Health-Care', 'Café', 'Київ', 'الصحة']) {
      expect(foldSearchText(word), word).toBe(fullRule(word));
      // Whole texts too, their lines joined by line breaks (a site's blog filters).
      expect(foldSearchText(`${word}\n\t${word}`), word).toBe(fullRule(`${word}\n\t${word}`));
    }
  });
});
