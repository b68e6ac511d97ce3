import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  FundingPillarSchema,
  ImageSchema,
  LinkSchema,
  PageMetaSchema,
  PolicySectionSchema,
  programmeAreas,
} from '../schemas.ts';
import {
  HeroSchema,
  images,
  internalLinks,
  isKnownSitePath,
  uiIconNames,
} from './pageTestSupport.ts';
import { fundingPillars } from './pillars.ts';
import * as page from './whatWeDo.ts';

const ProgrammeAreaSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.picklist(programmeAreas),
  description: v.pipe(v.string(), v.nonEmpty()),
  outcomes: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
  image: ImageSchema,
});

describe('what we do page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, page.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, page.hero).issues).toBeUndefined();
    for (const pillar of page.pillars.items) {
      expect(v.safeParse(FundingPillarSchema, pillar).issues).toBeUndefined();
    }
    for (const area of page.programmes.areas) {
      expect(v.safeParse(ProgrammeAreaSchema, area).issues).toBeUndefined();
    }
    for (const section of page.grantMaking.sections) {
      expect(v.safeParse(PolicySectionSchema, section).issues).toBeUndefined();
    }
    expect(v.safeParse(LinkSchema, page.grantMaking.action).issues).toBeUndefined();
  });

  it('is /what-we-do', () => {
    expect(page.meta.path).toBe('/what-we-do');
  });

  it('lists the five pillars from the one list, each with an icon and a picture', () => {
    expect(page.pillars.items).toBe(fundingPillars);
    expect(page.pillars.items).toHaveLength(5);
    for (const pillar of page.pillars.items) {
      expect(uiIconNames).toContain(pillar.icon);
      expect(pillar.image).toBeDefined();
    }
  });

  it('numbers the five programme areas I to V, one per area of the specification', () => {
    const { areas } = page.programmes;
    expect(areas.map((area) => area.number)).toEqual([1, 2, 3, 4, 5]);
    expect(areas.map((area) => area.title)).toEqual([
      'Healthcare Access',
      'Education & Training',
      'Systems Strengthening',
      'Policy & Research',
      'Emergency Relief',
    ]);
    for (const area of areas) {
      expect(area.image.src).toBe(`/images/programme-${area.number}.svg`);
      expect(area.outcomes.length).toBeGreaterThan(0);
    }
  });

  it('sets out the Governance and Conditions of Grant-Making', () => {
    const { grantMaking } = page;
    expect(grantMaking.heading).toBe('Governance and Conditions of Grant-Making');
    expect(grantMaking.sections.map((section) => section.title)).toEqual([
      'Due Diligence',
      'Public Benefit',
    ]);
    const text = grantMaking.sections.map((section) => section.body).join('\n');
    expect(text).toContain('Every grant requires a formal resolution of the Board of Trustees.');
    expect(text).toContain('Emergency relief also requires a resolution of the Board of Trustees');
    expect(text).toContain('Founding benefactors have no influence over governance');
    expect(text).toContain('The trust does not accept unsolicited funding applications.');
    expect(grantMaking.action).toEqual({ label: 'Support Our Mission', href: '/get-involved' });
  });

  it('links only to routes of the site', () => {
    for (const href of internalLinks(page)) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('describes every content picture', () => {
    const found = images(page);
    expect(found).toHaveLength(5 + 5);
    for (const image of found) expect(image.alt.trim(), image.src).not.toBe('');
  });
});
