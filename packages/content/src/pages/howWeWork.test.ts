import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema, PolicySectionSchema } from '../schemas.ts';
import * as page from './howWeWork.ts';
import { HeroSchema, images, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

describe('how we work page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, page.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, page.hero).issues).toBeUndefined();
    for (const section of page.sections) {
      expect(v.safeParse(PolicySectionSchema, section).issues).toBeUndefined();
    }
    for (const link of page.related.links) {
      expect(v.safeParse(LinkSchema, link).issues).toBeUndefined();
    }
  });

  it('is /how-we-work, with unique section anchors', () => {
    expect(page.meta.path).toBe('/how-we-work');
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the spec’s rules for grants and spending', () => {
    const text = page.sections.map((section) => section.body).join('\n');
    expect(text).toContain('does not accept unsolicited funding applications');
    expect(text).toContain('Every grant requires a formal resolution of the Board of Trustees.');
    expect(text).toContain('Emergency relief is no exception: it too requires a Board resolution');
    expect(text).toContain('founding benefactors have no influence over governance');
    expect(text).toContain('Only three trustees are operational signatories.');
    expect(text).toContain('Payments above £500');
    expect(text).toContain('spending above £5,000 needs a full resolution of the Board');
    expect(text).toContain('every policy is reviewed annually');
  });

  it('links only to routes of the site', () => {
    for (const href of internalLinks(page)) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('has no picture without a description', () => {
    for (const image of images(page)) expect(image.alt.trim()).not.toBe('');
  });
});
