import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import {
  cards,
  closing,
  hero,
  meta,
  newsletter,
  newsletterSectionId,
  professionalPartnerships,
} from './getInvolved.ts';
import { HeroSchema, internalLinks, isKnownSitePath, uiIconNames } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const CardSchema = v.object({
  id: text,
  icon: v.picklist(uiIconNames),
  title: text,
  text,
  action: LinkSchema,
  note: v.optional(text),
});
const PartnershipsSchema = v.object({
  heading: text,
  intro: text,
  blocks: v.array(
    v.object({
      id: text,
      icon: v.picklist(uiIconNames),
      title: text,
      description: text,
      areas: v.pipe(v.array(text), v.minLength(1)),
    }),
  ),
});

describe('get involved page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.array(CardSchema), cards).success).toBe(true);
    expect(v.safeParse(PartnershipsSchema, professionalPartnerships).success).toBe(true);
    expect(
      v.safeParse(v.object({ id: text, heading: text, intro: text }), newsletter).success,
    ).toBe(true);
    expect(v.safeParse(v.array(LinkSchema), closing.links).success).toBe(true);
    expect(meta.path).toBe('/get-involved');
  });

  it('has the three cards of the specification, each leading where it should', () => {
    expect(cards.map((card) => [card.title, card.action.href])).toEqual([
      ['Partner With Us', '/donate'],
      ['Become a Partner', '/contact'],
      ['Stay Informed', '#newsletter'],
    ]);
  });

  it('notes Gift Aid for UK taxpayers on Partner With Us', () => {
    expect(cards[0]?.note).toBe(
      'UK taxpayers can add Gift Aid: an extra 25p for every £1 you give.',
    );
  });

  it('scrolls Stay Informed to the newsletter section', () => {
    expect(newsletterSectionId).toBe('newsletter');
    expect(newsletter.id).toBe('newsletter');
    expect(cards[2]?.action.href).toBe(`#${newsletter.id}`);
  });

  it('confirms a sign-up as the specification words it (double opt-in)', () => {
    expect(newsletter.form.successTitle).toBe('Subscription Confirmed');
    expect(newsletter.form.successMessage).toContain('confirmation email');
  });

  it('offers partnerships to healthcare institutions and to academia and research', () => {
    expect(professionalPartnerships.blocks.map((block) => block.id)).toEqual([
      'healthcare-institutions',
      'academic-research',
    ]);
  });

  it('closes with links to /contact and /about', () => {
    expect(closing.links.map((link) => link.href)).toEqual(['/contact', '/about']);
  });

  it('links only to routes of the site', () => {
    const links = internalLinks({ hero, cards, professionalPartnerships, newsletter, closing });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
