import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organisation } from '../organisation.ts';
import { LinkSchema, PageMetaSchema, PolicySectionSchema, ValueCardSchema } from '../schemas.ts';
import * as about from './about.ts';
import { HeroSchema, images, internalLinks, isKnownSitePath } from './pageTestSupport.ts';
import { values } from './vision.ts';

describe('about page', () => {
  it('matches its schemas', () => {
    expect(v.safeParse(PageMetaSchema, about.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, about.hero).issues).toBeUndefined();
    expect(v.safeParse(PolicySectionSchema, about.legalStatus).issues).toBeUndefined();
    expect(v.safeParse(LinkSchema, about.registeredAddress.contact).issues).toBeUndefined();
    for (const value of about.values.items) {
      expect(v.safeParse(ValueCardSchema, value).issues).toBeUndefined();
    }
  });

  it('is /about', () => {
    expect(about.meta.path).toBe('/about');
  });

  it('shows the vision and the one list of values', () => {
    expect(about.vision.statement).toContain('justice, not charity');
    expect(about.values.items).toBe(values);
    expect(about.values.items.map((value) => value.label)).toEqual([
      'Principled governance',
      'Enduring legacy',
      'Uncompromising mission',
    ]);
  });

  it('states the legal status as the specification gives it', () => {
    expect(about.legalStatus.body).toContain(
      'Registered in England and Wales. Charity Commission registration in progress (expected 2025).',
    );
  });

  it('gives the correspondence address from the organisation record, in London', () => {
    expect(about.registeredAddress.address).toBe(organisation.address);
    expect(about.registeredAddress.address.city).toBe('London');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(about);
    expect(links).toContain('/constitution');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('has no picture without a description', () => {
    for (const image of images(about)) expect(image.alt.trim()).not.toBe('');
  });
});
