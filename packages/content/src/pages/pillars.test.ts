import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FundingPillarSchema, pillarIds, programmeAreas } from '../schemas.ts';
import { images, isKnownSitePath, uiIconNames } from './pageTestSupport.ts';
import { fundingPillars, pillarHref } from './pillars.ts';

describe('funding pillars', () => {
  it('each matches the funding pillar schema', () => {
    for (const pillar of fundingPillars) {
      expect(v.safeParse(FundingPillarSchema, pillar).issues).toBeUndefined();
    }
  });

  it('are the five of the specification, in its order', () => {
    expect(fundingPillars.map((pillar) => pillar.id)).toEqual([
      'healthcare-access',
      'education-training',
      'systems-strengthening',
      'policy-research',
      'emergency-relief',
    ]);
    expect(fundingPillars.map((pillar) => pillar.id)).toEqual([...pillarIds]);
    expect(fundingPillars.map((pillar) => pillar.title)).toEqual([...programmeAreas]);
  });

  it('use the ui icon set: stethoscope, graduation-cap, network, chart, siren', () => {
    expect(fundingPillars.map((pillar) => pillar.icon)).toEqual([
      'stethoscope',
      'graduation-cap',
      'network',
      'chart',
      'siren',
    ]);
    for (const pillar of fundingPillars) expect(uiIconNames).toContain(pillar.icon);
  });

  it('each has its own picture, described', () => {
    for (const pillar of fundingPillars) {
      expect(pillar.image?.src).toBe(`/images/pillar-${pillar.id}.svg`);
    }
    const found = images(fundingPillars);
    expect(found).toHaveLength(5);
    for (const image of found) expect(image.alt.trim()).not.toBe('');
  });

  it('each lists at least one outcome, with no repeats', () => {
    for (const pillar of fundingPillars) {
      expect(pillar.outcomes.length).toBeGreaterThan(0);
      expect(new Set(pillar.outcomes).size).toBe(pillar.outcomes.length);
    }
  });

  it('link to their place on /what-we-do', () => {
    expect(pillarHref({ id: 'emergency-relief' })).toBe('/what-we-do#emergency-relief');
    for (const pillar of fundingPillars) expect(isKnownSitePath(pillarHref(pillar))).toBe(true);
  });
});
