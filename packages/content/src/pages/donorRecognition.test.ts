import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { closing, hero, meta, recognitionPrinciples, tiers } from './donorRecognition.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const TierSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: text,
  minimumGift: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  threshold: v.optional(text),
  basis: v.optional(text),
  description: text,
});

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

describe('donor recognition page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.array(TierSchema), tiers).success).toBe(true);
    expect(v.safeParse(v.array(LinkSchema), closing.links).success).toBe(true);
    expect(meta.path).toBe('/donor-recognition');
  });

  it('lists the five tiers of the specification, exactly and in order', () => {
    expect(tiers.map((tier) => [tier.name, tier.threshold])).toEqual([
      ['Founding Patrons', '£100,000+'],
      ['Founding Benefactors', '£50,000+'],
      ['Founding Supporters', '£25,000+'],
      ['Charter Members', '£10,000+'],
      ['The Legacy Circle', undefined],
    ]);
    expect(tiers.map((tier) => tier.minimumGift)).toEqual([
      100_000,
      50_000,
      25_000,
      10_000,
      undefined,
    ]);
  });

  it('shows each giving level as its amount with a plus', () => {
    for (const tier of tiers) {
      if (tier.minimumGift === undefined) continue;
      expect(tier.threshold).toBe(`${pounds.format(tier.minimumGift)}+`);
    }
  });

  it('makes The Legacy Circle the tier for will bequests', () => {
    const legacy = tiers.find((tier) => tier.id === 'legacy-circle');
    expect(legacy?.basis).toBe('A gift in your will');
    expect(legacy?.description).toContain('bequest in their will');
  });

  it('states that recognition confers no influence over governance', () => {
    expect(recognitionPrinciples.body).toContain(
      'recognition confers no influence over governance',
    );
    expect(recognitionPrinciples.body).toContain('formal resolution of the Board of Trustees');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks({ hero, tiers, recognitionPrinciples, closing });
    expect(links).toEqual(expect.arrayContaining(['/donate', '/support-the-trust']));
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
