// The 47 generated articles (ids 4 to 50), built by the spec's rules (section 3):
// - the slug is slugify(title) (see text.ts for the exact rule);
// - publish dates are 15 days apart from 1 January 2023 (id 4), counted in UTC;
// - regions cycle Africa, South Asia, MENA, Latin America, Eastern Europe (id 4: Africa);
// - programme areas cycle Healthcare Access, Education & Training, Systems Strengthening,
//   Policy & Research, Emergency Relief (id 4: Healthcare Access);
// - the reading time is 4 to 7 minutes, drawn from a seeded generator, as is every other
//   choice (title, wording, author, tags), so one seed always gives the same articles.
import { programmeAreas as areaCycle, regions as regionCycle, type Article } from '../schemas.ts';
import {
  areaTemplates,
  closings,
  generatedAuthors,
  regionHeadings,
  regionTemplates,
  type ProgrammeArea,
} from './templates.ts';
import { slugify } from './text.ts';

/** The seed the site's articles are generated with ('GHAT' in ASCII). */
export const generatedArticlesSeed = 0x47484154;
export const firstGeneratedId = 4;
export const generatedArticleCount = 47;
export const firstGeneratedPublishDate = '2023-01-01';
export const publishIntervalDays = 15;
export const generatedReadingTime = { min: 4, max: 7 } as const;

/** A small seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same for a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}

/** A shuffled copy (Fisher-Yates). */
function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function cycle<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/** The publish date of the generated article at `index` (0 for id 4): YYYY-MM-DD, in UTC. */
export function generatedPublishDate(index: number): string {
  const start = Date.parse(`${firstGeneratedPublishDate}T00:00:00Z`);
  const day = 24 * 60 * 60 * 1000;
  return new Date(start + index * publishIntervalDays * day).toISOString().slice(0, 10);
}

function fill(template: string, region: string): string {
  const capitalised = region.charAt(0).toUpperCase() + region.slice(1);
  return template.replaceAll('{region}', region).replaceAll('{Region}', capitalised);
}

/**
 * The generated articles for a seed: ids 4 to 50, oldest first. Pure: the same seed always
 * gives the same articles. Titles never repeat (each area's titles are dealt out in a
 * seeded order), so neither do slugs.
 */
export function generateArticles(seed: number): Article[] {
  const random = mulberry32(seed);
  const titleDecks = new Map<ProgrammeArea, string[]>(
    areaCycle.map((area) => [area, shuffle(random, areaTemplates[area].titles)]),
  );

  return Array.from({ length: generatedArticleCount }, (_, index): Article => {
    const id = firstGeneratedId + index;
    const region = cycle(regionCycle, index);
    const programArea = cycle(areaCycle, index);
    const area = areaTemplates[programArea];
    const place = regionTemplates[region];

    const titleTemplate = titleDecks.get(programArea)?.shift();
    if (titleTemplate === undefined) {
      throw new Error(`Not enough titles for ${programArea}: add more to its templates`);
    }
    const title = fill(titleTemplate, place.name);

    const readingTime =
      generatedReadingTime.min +
      Math.floor(random() * (generatedReadingTime.max - generatedReadingTime.min + 1));

    const body = [
      fill(pick(random, area.intros), place.name),
      `# ${fill(pick(random, regionHeadings), place.name)}`,
      pick(random, place.contexts),
      `# ${pick(random, area.headings)}`,
      pick(random, area.listIntros),
      shuffle(random, area.listItems)
        .slice(0, 5)
        .map((item) => `- ${item}`)
        .join('\n'),
      pick(random, area.outcomes),
      pick(random, area.approaches),
      pick(random, closings),
    ].join('\n\n');

    const withRegion = random() < 0.4;
    const areaTags = shuffle(random, area.tags).slice(0, 2);

    return {
      id,
      title,
      slug: slugify(title),
      summary: fill(pick(random, area.summaries), place.name),
      body,
      publishDate: generatedPublishDate(index),
      author: pick(random, generatedAuthors),
      categories: withRegion ? [programArea, region] : [programArea],
      tags: [...areaTags, place.tag],
      readingTime,
      seoTitle: fill(titleTemplate, place.shortName),
      metaDescription: fill(pick(random, area.metaDescriptions), place.name),
      region,
      programArea,
    };
  });
}
