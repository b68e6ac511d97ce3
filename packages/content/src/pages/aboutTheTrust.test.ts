import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema, PolicySectionSchema } from '../schemas.ts';
import * as page from './aboutTheTrust.ts';
import { HeroSchema, images, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

describe('about the trust page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, page.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, page.hero).issues).toBeUndefined();
    for (const section of [
      page.origins,
      page.charitablePurpose,
      page.publicBenefit,
      page.approach,
    ]) {
      expect(v.safeParse(PolicySectionSchema, section).issues).toBeUndefined();
    }
    for (const link of [page.structure.link, page.constitution.download, page.constitution.view]) {
      expect(v.safeParse(LinkSchema, link).issues).toBeUndefined();
    }
  });

  it('is /about-the-trust', () => {
    expect(page.meta.path).toBe('/about-the-trust');
  });

  it('was established in 2025', () => {
    expect(page.establishedYear).toBe(2025);
    expect(page.origins.body).toContain('established in 2025');
  });

  it('names the five roles of its structure, each with a one-line remit', () => {
    expect(page.structure.roles.map((role) => role.title)).toEqual([
      'Chair of Trustees',
      'Executive Lead',
      'Senior Governance Advisor',
      'Legal Affairs Advisor',
      'Trust Development Coordinator',
    ]);
    for (const role of page.structure.roles) {
      expect(role.remit.trim()).not.toBe('');
      expect(role.remit).not.toContain('\n');
    }
  });

  it('states its charitable purpose under section 3 of the Charities Act 2011', () => {
    expect(page.charitablePurpose.body).toContain('section 3 of the Charities Act 2011');
    expect(page.charitablePurpose.body).toContain(
      'the advancement of health or the saving of lives',
    );
  });

  it('states its approach: no unsolicited applications, Board resolutions, independence', () => {
    expect(page.approach.body).toContain('does not accept unsolicited funding applications');
    expect(page.approach.body).toContain('formal resolution of the Board of Trustees');
    expect(page.approach.body).toContain('Founding benefactors have no influence over governance');
  });

  it('offers the constitution, adopted June 2025, as a PDF and as a page', () => {
    expect(page.constitution.adopted).toBe('June 2025');
    expect(page.constitution.intro).toContain('June 2025');
    expect(page.constitution.download.href).toBe('/documents/trust-constitution.pdf');
    expect(page.constitution.view.href).toBe('/constitution');
  });

  it('links only to routes of the site', () => {
    for (const href of internalLinks(page)) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('has no picture without a description', () => {
    for (const image of images(page)) expect(image.alt.trim()).not.toBe('');
  });
});
