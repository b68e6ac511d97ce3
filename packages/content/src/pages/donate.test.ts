import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { enquiry, enquirySectionId, givingCards, hero, meta } from './donate.ts';
import { HeroSchema, internalLinks, isKnownSitePath, uiIconNames } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const GivingCardSchema = v.object({
  id: text,
  icon: v.picklist(uiIconNames),
  title: text,
  text,
  highlights: v.pipe(v.array(text), v.minLength(1)),
  action: LinkSchema,
  note: v.optional(text),
});
const EnquirySchema = v.object({
  id: text,
  heading: text,
  intro: text,
  form: v.object({ submitLabel: text, successTitle: text, successMessage: text }),
  notice: v.object({ title: text, body: text }),
});

describe('donate page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.array(GivingCardSchema), givingCards).success).toBe(true);
    expect(v.safeParse(EnquirySchema, enquiry).success).toBe(true);
    expect(meta.path).toBe('/donate');
  });

  it('opens with the hero of the specification, whose button scrolls to the enquiry form', () => {
    expect(hero.title).toBe('Partner with us to transform access to healthcare');
    expect(hero.actions).toEqual([{ label: 'Start a Conversation', href: '#enquiry' }]);
    expect(enquirySectionId).toBe('enquiry');
    expect(enquiry.id).toBe('enquiry');
  });

  it('has the three cards of the specification', () => {
    expect(givingCards.map((card) => card.title)).toEqual([
      'Major Gifts & Families',
      'Corporate & Foundations',
      'Legacy Giving',
    ]);
  });

  it('has the Get in Touch enquiry form with its button and confirmation', () => {
    expect(enquiry.heading).toBe('Get in Touch');
    expect(enquiry.form.submitLabel).toBe('Send Enquiry');
    expect(enquiry.form.successTitle).toBe('Thank you');
    expect(enquiry.form.successMessage).toBe('Our team will be in touch within 48 hours.');
  });

  it('carries a discretion and safeguarding notice', () => {
    expect(enquiry.notice.title).toBe('Discretion and Safeguarding');
    expect(enquiry.notice.body).toContain('in confidence');
    expect(enquiry.notice.body).toContain('(/safeguarding)');
    expect(enquiry.notice.body).toContain('Recognition confers no influence over governance');
  });

  it('notes Gift Aid as an extra 25p per £1 for UK taxpayers', () => {
    expect(givingCards[0]?.note).toContain('UK taxpayers');
    expect(givingCards[0]?.note).toContain('an extra 25p for every £1');
  });

  it('links only to routes of the site, and to its own enquiry section', () => {
    const links = internalLinks({ hero, givingCards, enquiry });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
    const anchors = [...hero.actions, ...givingCards.map((card) => card.action)]
      .map((link) => link.href)
      .filter((href) => href.startsWith('#'));
    for (const anchor of anchors) expect(anchor).toBe(`#${enquiry.id}`);
  });
});
