import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema, PolicySectionSchema } from '../schemas.ts';
import * as page from './ourWork.ts';
import { HeroSchema, images, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

describe('our work page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, page.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, page.hero).issues).toBeUndefined();
    for (const section of page.sections) {
      expect(v.safeParse(PolicySectionSchema, section).issues).toBeUndefined();
    }
    for (const link of page.callToAction.actions) {
      expect(v.safeParse(LinkSchema, link).issues).toBeUndefined();
    }
  });

  it('is /our-work, with unique section anchors', () => {
    expect(page.meta.path).toBe('/our-work');
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the spec’s facts as the home page does', () => {
    const text = page.sections.map((section) => section.body).join('\n');
    expect(text).toContain('working in 12 countries, with partnerships across 100+ more');
    expect(text).toContain('20,000+ health organisations');
    expect(text).toContain('over 1 million people');
    expect(text).toContain('85% of every donation goes to health programmes');
    expect(text).toContain('does not accept unsolicited funding applications');
    expect(text).toContain('formal resolution of the Board of Trustees');
    expect(page.callToAction.text).toContain('within 48 hours');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(page);
    expect(links).toContain('/what-we-do');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('has no picture without a description', () => {
    for (const image of images(page)) expect(image.alt.trim()).not.toBe('');
  });
});
