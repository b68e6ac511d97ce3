import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { closing, faqs, hero, meta } from './faq.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';
import { supportTheTrust } from './supportTheTrust.ts';

const FaqSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  question: v.pipe(v.string(), v.nonEmpty(), v.endsWith('?')),
  answer: v.pipe(v.string(), v.nonEmpty()),
});

const answer = (id: string) => faqs.find((faq) => faq.id === id)?.answer;

describe('frequently asked questions page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.array(FaqSchema), faqs).success).toBe(true);
    expect(v.safeParse(LinkSchema, closing.link).success).toBe(true);
    expect(meta.path).toBe('/frequently-asked-questions');
  });

  it('holds 10 to 14 questions with unique ids', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs.length).toBeLessThanOrEqual(14);
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
  });

  it('answers with the facts of the specification', () => {
    expect(answer('apply-for-funding')).toContain(
      'We do not accept unsolicited funding applications',
    );
    expect(answer('grant-decisions')).toContain('formal resolution of the Board of Trustees');
    expect(answer('grant-decisions')).toContain('Emergency relief');
    expect(answer('registration')).toContain('England and Wales');
    expect(answer('registration')).toContain('in progress and is expected to be completed in 2025');
    expect(answer('reply-time')).toContain('serious enquiries within 48 hours');
    expect(answer('reply-time')).toContain('within 2-3 business days');
    expect(answer('where-donations-go')).toContain(
      '85% of every donation goes to health programmes',
    );
    expect(answer('gift-aid')).toContain('UK taxpayer');
    expect(answer('gift-aid')).toContain('an extra 25p to every £1');
    expect(answer('refunds')).toContain('Donations are generally not refundable');
    expect(answer('legacy-giving')).toContain('The Legacy Circle');
    expect(answer('recognition-and-influence')).toContain(
      'confers no influence over the governance',
    );
    expect(answer('where-we-work')).toContain('12 countries, with partnerships across 100+ more');
    expect(answer('where-we-work')).toContain('connected 20,000+ health organisations');
    expect(answer('where-we-work')).toContain('over 1 million people');
    expect(answer('personal-data')).toContain('contact enquiries for 3 years');
    expect(answer('personal-data')).toContain('donation records for 7 years');
    expect(answer('accessibility')).toContain('WCAG) 2.1 at level AA');
    expect(answer('accessibility')).toContain('text scaling up to 200%');
    expect(answer('accessibility')).toContain('within 2 business days');
    expect(answer('genuine-documents')).toContain('SHA-256');
    expect(answer('raise-a-concern')).toContain('acknowledged within 5 working days');
  });

  it('links only to routes of the site, and to sections that exist', () => {
    const links = internalLinks({ hero, faqs, closing });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
    const supportSections = supportTheTrust.sections.map((section) => section.id);
    for (const href of links.filter((link) => link.startsWith('/support-the-trust#'))) {
      expect(supportSections).toContain(href.split('#')[1]);
    }
  });
});
