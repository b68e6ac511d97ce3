import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { meta, notFound } from './notFound.ts';
import { internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const CardSchema = v.object({ title: text, description: text });
const NotFoundSchema = v.object({
  code: text,
  title: text,
  description: text,
  searchLabel: text,
  searchButtonLabel: text,
  homeHref: v.pipe(v.string(), v.startsWith('/')),
  homeCard: CardSchema,
  searchCard: CardSchema,
  backCard: CardSchema,
  linksTitle: text,
  links: v.array(LinkSchema),
  homeLabel: text,
  backLabel: text,
  helpTitle: text,
  helpText: text,
  contactLabel: text,
  contactHref: v.pipe(v.string(), v.startsWith('/')),
});

describe('404 page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(NotFoundSchema, notFound).success).toBe(true);
  });

  it('says the page does not exist or has been moved', () => {
    expect(notFound.code).toBe('404');
    expect(notFound.title).toBe('Page Not Found');
    expect(notFound.description).toBe(
      "The page you're looking for doesn't exist or has been moved.",
    );
    expect(meta.title).toBe('Page Not Found');
  });

  it('offers the three cards of the specification', () => {
    expect([notFound.homeCard.title, notFound.searchCard.title, notFound.backCard.title]).toEqual([
      'Home Page',
      'Search Site',
      'Go Back',
    ]);
  });

  it('suggests the six pages of the specification, in order', () => {
    expect(notFound.links).toEqual([
      { label: 'About Us', href: '/about' },
      { label: 'What We Do', href: '/what-we-do' },
      { label: 'Impact & Blog', href: '/blog' },
      { label: 'Get Involved', href: '/get-involved' },
      { label: 'Publications', href: '/publications' },
      { label: 'Contact', href: '/contact' },
    ]);
  });

  it('has Go to Homepage, Go Back and a Need Help? note linking to /contact', () => {
    expect(notFound.homeLabel).toBe('Go to Homepage');
    expect(notFound.homeHref).toBe('/');
    expect(notFound.backLabel).toBe('Go Back');
    expect(notFound.helpTitle).toBe('Need Help?');
    expect(notFound.contactHref).toBe('/contact');
  });

  it('links only to routes of the site', () => {
    const links = [...internalLinks(notFound), notFound.homeHref, notFound.contactHref];
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
