import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '../schemas.ts';
import { generatedArticles } from './generated.ts';
import { handwrittenArticles } from './handwritten.ts';
import { countWords } from './text.ts';

const allowedCategories = [
  'Healthcare Access',
  'Education & Training',
  'Systems Strengthening',
  'Policy & Research',
  'Emergency Relief',
  'Impact',
  'Governance',
];

describe('hand-written articles', () => {
  it('are ids 1, 2 and 3, and match the Article schema', () => {
    expect(handwrittenArticles.map((article) => article.id)).toEqual([1, 2, 3]);
    for (const article of handwrittenArticles) {
      expect(v.safeParse(ArticleSchema, article).issues).toBeUndefined();
    }
  });

  it('include the crisis-zones article the site search points at', () => {
    const crisis = handwrittenArticles.find(
      (article) => article.slug === 'healthcare-access-crisis-zones',
    );
    expect(crisis).toMatchObject({ id: 1, title: 'Healthcare Access in Crisis Zones' });
  });

  it('run to 600-1,000 words, with a reading time of the words over 200, rounded up', () => {
    for (const article of handwrittenArticles) {
      const words = countWords(article.body);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(article.readingTime).toBe(Math.ceil(words / 200));
    }
  });

  it('are full Markdown: headings, a quotation, a list, emphasis and an internal link', () => {
    for (const article of handwrittenArticles) {
      expect(article.body).toMatch(/^# \S/m);
      expect(article.body).toMatch(/^> \S/m);
      expect(article.body).toMatch(/^(- |\d+\. )\S/m);
      expect(article.body).toMatch(/(\*\*|\*)[^*\s][^*]*\1/);
      expect(article.body).toMatch(/\]\(\/what-we-do\)/);
      expect(article.body).not.toMatch(/lorem/i);
      // One paragraph a line: the site renders single line breaks.
      expect(article.body).not.toMatch(/[a-z,]\n[a-z]/);
    }
  });

  it('are newer than every generated article, and published in 2025', () => {
    const newestGenerated = generatedArticles
      .map((article) => article.publishDate)
      .sort()
      .at(-1) as string;
    for (const article of handwrittenArticles) {
      expect(article.publishDate.startsWith('2025-')).toBe(true);
      expect(article.publishDate > newestGenerated).toBe(true);
    }
  });

  it('carry categories, hashtag tags and search text a site can use as they are', () => {
    for (const article of handwrittenArticles) {
      expect(article.categories.length).toBeGreaterThanOrEqual(1);
      expect(article.categories.length).toBeLessThanOrEqual(3);
      for (const category of article.categories) expect(allowedCategories).toContain(category);
      expect(article.categories).toContain(article.programArea);
      for (const tag of article.tags) expect(tag).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.seoTitle.length).toBeLessThanOrEqual(70);
      expect(article.featuredImage).toBeUndefined();
    }
  });

  it('state the spec’s facts as the spec gives them', () => {
    const bodies = handwrittenArticles.map((article) => article.body).join('\n');
    expect(bodies).toContain('85% of every donation goes to health programmes');
    expect(bodies).toContain('We do not accept unsolicited funding applications.');
    expect(bodies).toContain('We reply to serious enquiries within 48 hours.');
    expect(bodies).toContain('formal resolution of our Board of Trustees');
    expect(bodies).toContain('founding benefactors have no influence over our governance');
  });
});
