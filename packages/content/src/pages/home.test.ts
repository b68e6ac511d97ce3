import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ImageSchema,
  ImpactStatementSchema,
  LinkSchema,
  PageMetaSchema,
  ValueCardSchema,
} from '../schemas.ts';
import * as home from './home.ts';
import {
  HeroSchema,
  images,
  internalLinks,
  isKnownSitePath,
  uiIconNames,
} from './pageTestSupport.ts';
import { fundingPillars } from './pillars.ts';

describe('home page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, home.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, home.hero).issues).toBeUndefined();
    for (const statement of home.impact.statements) {
      expect(v.safeParse(ImpactStatementSchema, statement).issues).toBeUndefined();
    }
    for (const image of home.whyItMatters.images) {
      expect(v.safeParse(ImageSchema, image).issues).toBeUndefined();
    }
    for (const value of home.vision.values) {
      expect(v.safeParse(ValueCardSchema, value).issues).toBeUndefined();
    }
    expect(v.safeParse(LinkSchema, home.whatWeFund.link).issues).toBeUndefined();
  });

  it('is the home route', () => {
    expect(home.meta.path).toBe('/');
  });

  it('offers Partner With Us, to /donate, with the hero picture', () => {
    expect(home.hero.actions).toEqual([{ label: 'Partner With Us', href: '/donate' }]);
    expect(home.hero.image.src).toBe('/images/hero-home.svg');
  });

  it('states the four impact claims exactly', () => {
    expect(home.impact.heading).toBe('Our Impact');
    expect(home.impact.statements.map((statement) => statement.text)).toEqual([
      'Working in 12 countries with partnerships across 100+ more',
      '20,000+ health organisations connected',
      'Over 1 million people supported',
      '85% of every donation goes to health programmes',
    ]);
    for (const statement of home.impact.statements) {
      expect(statement.text).toContain(statement.figure);
      expect(uiIconNames).toContain(statement.icon);
    }
  });

  it('tells Why It Matters with the three captioned pictures', () => {
    expect(home.whyItMatters.heading).toBe('Why It Matters');
    expect(home.whyItMatters.story).toMatch(/displace|fled|shelter/);
    expect(home.whyItMatters.images.map(({ caption, src }) => [caption, src])).toEqual([
      ['Healthcare Access', '/images/why-healthcare-access.svg'],
      ['Ukraine Crisis Response', '/images/why-ukraine-crisis-response.svg'],
      ['Africa Humanitarian Aid', '/images/why-africa-humanitarian-aid.svg'],
    ]);
    for (const image of home.whyItMatters.images) expect(image.alt).not.toBe(image.caption);
  });

  it('shows Our Vision with the three values', () => {
    expect(home.vision.heading).toBe('Our Vision');
    expect(home.vision.values.map(({ number, label }) => `${number}: ${label}`)).toEqual([
      'One: Principled governance',
      'Two: Enduring legacy',
      'Three: Uncompromising mission',
    ]);
  });

  it('shows What We Fund from the one list of pillars, linking to /what-we-do', () => {
    expect(home.whatWeFund.heading).toBe('What We Fund');
    expect(home.whatWeFund.pillars).toBe(fundingPillars);
    expect(home.whatWeFund.pillars).toHaveLength(5);
    expect(home.whatWeFund.link.href).toBe('/what-we-do');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(home);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('describes every content picture', () => {
    const found = images(home);
    expect(found.length).toBe(1 + 3 + 5);
    for (const image of found) expect(image.alt.trim(), image.src).not.toBe('');
  });
});
