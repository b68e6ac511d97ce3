import { describe, expect, it } from 'vitest';
import { countWords, readingTimeFor, slugify } from './text.ts';

describe('slugify: the lowercased title, every run of non-alphanumerics one hyphen', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Healthcare Access in Crisis Zones')).toBe('healthcare-access-in-crisis-zones');
  });

  it("turns '&' and the spaces around it into a single hyphen", () => {
    expect(slugify('Education & Training in Africa')).toBe('education-training-in-africa');
    expect(slugify('Policy & Research')).toBe('policy-research');
  });

  it('turns apostrophes, straight or curly, into hyphens like any other non-alphanumeric', () => {
    expect(slugify("Women's Health: What's Next?")).toBe('women-s-health-what-s-next');
    expect(slugify('Women’s Health: What’s Next?')).toBe('women-s-health-what-s-next');
  });

  it('collapses runs of punctuation and drops hyphens at either end', () => {
    expect(slugify('  --Hello,   World!--  ')).toBe('hello-world');
    expect(slugify('Who Gets Left Behind? Fair Access')).toBe('who-gets-left-behind-fair-access');
    expect(slugify('Rapid Response, Lasting Results: Emergency Relief')).toBe(
      'rapid-response-lasting-results-emergency-relief',
    );
  });

  it('keeps digits and takes accents off letters', () => {
    expect(slugify('2025 in Review')).toBe('2025-in-review');
    expect(slugify('Santé en Côte d’Ivoire')).toBe('sante-en-cote-d-ivoire');
  });

  it('always gives a URL-safe slug', () => {
    for (const title of ['A/B (test) #1', 'Crisis-Affected Areas', 'MENA — 100+ partners']) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('countWords and readingTimeFor', () => {
  it('counts words, not Markdown marks or link addresses', () => {
    const markdown = [
      '# Heading',
      'Two words.',
      '- **Bold** item',
      '1. *Numbered* item',
      '> quote here',
      '[What we fund](/what-we-do)',
    ].join('\n\n');
    expect(countWords(markdown)).toBe(12);
  });

  it('reads 200 words a minute, rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingTimeFor(words(200))).toBe(1);
    expect(readingTimeFor(words(201))).toBe(2);
    expect(readingTimeFor(words(600))).toBe(3);
    expect(readingTimeFor(words(601))).toBe(4);
    expect(readingTimeFor('')).toBe(1);
  });
});
