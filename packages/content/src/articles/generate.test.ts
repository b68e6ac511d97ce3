import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ArticleSchema, type Article } from '../schemas.ts';
import { generateArticles, generatedArticlesSeed, mulberry32 } from './generate.ts';
import { generatedArticles } from './generated.ts';
import { areaTemplates, generatedAuthors, regionTemplates } from './templates.ts';
import { countWords } from './text.ts';

// The spec's cycles, written out here so that a change to the data's order fails a test.
const regionCycle = ['Africa', 'South Asia', 'MENA', 'Latin America', 'Eastern Europe'];
const areaCycle = [
  'Healthcare Access',
  'Education & Training',
  'Systems Strengthening',
  'Policy & Research',
  'Emergency Relief',
];
const day = 24 * 60 * 60 * 1000;

function expectedDate(id: number): string {
  return new Date(Date.UTC(2023, 0, 1) + (id - 4) * 15 * day).toISOString().slice(0, 10);
}

/** Every rule the generated articles keep, whatever the seed. */
function expectGenerationRules(list: readonly Article[]) {
  expect(list).toHaveLength(47);
  expect(list.map((article) => article.id)).toEqual(
    Array.from({ length: 47 }, (_, index) => index + 4),
  );
  expect(new Set(list.map((article) => article.title)).size).toBe(47);
  expect(new Set(list.map((article) => article.slug)).size).toBe(47);
  for (const article of list) {
    const index = article.id - 4;
    expect(v.safeParse(ArticleSchema, article).issues).toBeUndefined();
    expect(article.publishDate).toBe(expectedDate(article.id));
    expect(article.region).toBe(regionCycle[index % 5]);
    expect(article.programArea).toBe(areaCycle[index % 5]);
    expect(Number.isInteger(article.readingTime)).toBe(true);
    expect(article.readingTime).toBeGreaterThanOrEqual(4);
    expect(article.readingTime).toBeLessThanOrEqual(7);
    // The spec's slug rule, written out independently of slugify.
    expect(article.slug).toBe(
      article.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    );
    const words = countWords(article.body);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(450);
    expect(article.body).toMatch(/^# \S/m);
    expect(article.body).toMatch(/^- \S/m);
    expect(article.body.split(/\n{2,}/).length).toBeGreaterThanOrEqual(6);
    expect(`${article.title} ${article.summary} ${article.body}`).not.toMatch(/[{}]|lorem/i);
    const regionName = regionTemplates[article.region].name;
    expect(article.title).toContain(regionName);
    expect(article.summary).toContain(regionName);
    expect(article.categories[0]).toBe(article.programArea);
    expect([[article.programArea], [article.programArea, article.region]]).toContainEqual(
      article.categories,
    );
    expect(article.tags).toContain(regionTemplates[article.region].tag);
    expect(generatedAuthors).toContain(article.author);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.title.length).toBeLessThanOrEqual(90);
    expect(article.featuredImage).toBeUndefined();
    expect(article.modifiedDate).toBeUndefined();
  }
}

describe('generated articles (ids 4 to 50)', () => {
  it('follow every rule of the specification', () => {
    expectGenerationRules(generatedArticles);
  });

  it('start on 1 January 2023 and are spaced 15 days apart', () => {
    const dates = generatedArticles.map((article) => article.publishDate);
    expect(dates.slice(0, 3)).toEqual(['2023-01-01', '2023-01-16', '2023-01-31']);
    expect(dates.at(-1)).toBe('2024-11-21');
    for (let i = 1; i < dates.length; i += 1) {
      expect(Date.parse(dates[i] as string) - Date.parse(dates[i - 1] as string)).toBe(15 * day);
    }
  });

  it('cycle regions and programme areas from Africa and Healthcare Access', () => {
    expect(generatedArticles.slice(0, 6).map((article) => article.region)).toEqual([
      'Africa',
      'South Asia',
      'MENA',
      'Latin America',
      'Eastern Europe',
      'Africa',
    ]);
    expect(generatedArticles.slice(0, 6).map((article) => article.programArea)).toEqual([
      'Healthcare Access',
      'Education & Training',
      'Systems Strengthening',
      'Policy & Research',
      'Emergency Relief',
      'Healthcare Access',
    ]);
  });

  it('vary their reading times and authors', () => {
    expect(new Set(generatedArticles.map((article) => article.readingTime)).size).toBeGreaterThan(
      1,
    );
    expect(new Set(generatedArticles.map((article) => article.author)).size).toBeGreaterThan(1);
    expect(new Set(generatedArticles.map((article) => article.body)).size).toBe(47);
  });

  it('are the same on every run, and come from the fixed seed', () => {
    expect(generateArticles(generatedArticlesSeed)).toEqual(
      generateArticles(generatedArticlesSeed),
    );
    expect(generatedArticles).toEqual(generateArticles(generatedArticlesSeed));
  });

  it('change with another seed, and keep every rule with it', () => {
    expect(generateArticles(generatedArticlesSeed + 1)).not.toEqual(generatedArticles);
    for (let seed = 1; seed <= 25; seed += 1) expectGenerationRules(generateArticles(seed));
  });
});

describe('article templates', () => {
  it('give each area more titles than it has articles (at most 10 of 47)', () => {
    for (const area of Object.values(areaTemplates)) {
      expect(area.titles.length).toBeGreaterThanOrEqual(10);
      expect(new Set(area.titles).size).toBe(area.titles.length);
      expect(area.listItems.length).toBeGreaterThanOrEqual(5);
      expect(area.tags.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keep meta descriptions within 160 characters for any region', () => {
    for (const area of Object.values(areaTemplates)) {
      for (const region of Object.values(regionTemplates)) {
        for (const template of area.metaDescriptions) {
          expect(template.replaceAll('{region}', region.name).length).toBeLessThanOrEqual(160);
        }
      }
    }
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays within [0, 1)', () => {
    const first = mulberry32(42);
    const second = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => second())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(values[0]);
  });
});
