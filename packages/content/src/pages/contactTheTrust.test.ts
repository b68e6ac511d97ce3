import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organisation } from '../organisation.ts';
import { PageMetaSchema, PolicySchema } from '../schemas.ts';
import { contactTheTrust, meta } from './contactTheTrust.ts';
import { internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const section = (id: string) => contactTheTrust.sections.find((s) => s.id === id)?.body;

describe('contact the trust page', () => {
  it('matches the page and policy schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(PolicySchema, contactTheTrust).success).toBe(true);
    expect(meta.path).toBe('/contact-the-trust');
  });

  it('gives the email and postal address of the organisation', () => {
    expect(section('by-email')).toContain(`(mailto:${organisation.contactEmail})`);
    expect(section('by-post')).toContain(
      `Global Health Access Trust\n${organisation.address.line1}\nLondon\nUnited Kingdom`,
    );
  });

  it('states the response times of the specification', () => {
    const times = section('response-times');
    expect(times).toContain('within 48 hours');
    expect(times).toContain('within 2-3 business days');
    expect(times).toContain('within 2 business days');
  });

  it('states the facts on funding applications, grants and data', () => {
    expect(section('funding-applications')).toContain(
      'We do not accept unsolicited funding applications',
    );
    expect(section('funding-applications')).toContain('formal resolution of the Board of Trustees');
    expect(section('your-information')).toContain('contact enquiries for 3 years');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(contactTheTrust);
    expect(links).toContain('/contact');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
