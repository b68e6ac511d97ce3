import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageMetaSchema, PolicySchema } from '../schemas.ts';
import { internalLinks, isKnownSitePath } from './pageTestSupport.ts';
import { giftAid, meta, supportTheTrust } from './supportTheTrust.ts';

const section = (id: string) => supportTheTrust.sections.find((s) => s.id === id)?.body;

describe('support the trust page', () => {
  it('matches the page and policy schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(PolicySchema, supportTheTrust).success).toBe(true);
    expect(meta.path).toBe('/support-the-trust');
  });

  it('covers the ways to support, Gift Aid, refunds and legacies', () => {
    expect(supportTheTrust.sections.map((s) => s.id)).toEqual([
      'ways-to-support',
      'gift-aid',
      'refunds',
      'legacy-giving',
      'recognition-and-independence',
    ]);
  });

  it('states Gift Aid as an extra 25p per £1 for UK taxpayers', () => {
    expect(giftAid.extraPencePerPound).toBe(25);
    expect(section('gift-aid')).toContain('UK taxpayer, Gift Aid adds an extra 25p to every £1');
  });

  it('states that donations are generally not refundable', () => {
    expect(section('refunds')).toContain('Donations are generally not refundable');
  });

  it('names The Legacy Circle and the registration in progress', () => {
    expect(section('legacy-giving')).toContain('The Legacy Circle');
    expect(section('legacy-giving')).toContain('in progress (expected 2025)');
  });

  it('states the programme share, the reply time and that recognition confers no influence', () => {
    expect(supportTheTrust.introduction).toContain(
      '85% of every donation goes to health programmes',
    );
    expect(section('ways-to-support')).toContain('within 48 hours');
    expect(section('recognition-and-independence')).toContain(
      'Recognition confers no influence over the governance of the trust',
    );
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(supportTheTrust);
    expect(links).toContain('/donate');
    expect(links).toContain('/donor-recognition');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
