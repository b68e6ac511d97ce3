import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { organisation } from '../organisation.ts';
import { HrefSchema, LinkSchema, PageMetaSchema } from '../schemas.ts';
import { contactDetails, hero, messageForm, meta, note, related } from './contact.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const ContactDetailsSchema = v.object({
  heading: text,
  email: v.object({ label: text, address: v.pipe(v.string(), v.email()), href: HrefSchema }),
  postalAddress: v.object({ label: text, lines: v.pipe(v.array(text), v.minLength(2)) }),
  responseTime: v.object({ label: text, text }),
});

describe('contact page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(ContactDetailsSchema, contactDetails).success).toBe(true);
    expect(
      v.safeParse(v.object({ id: text, heading: text, intro: text }), messageForm).success,
    ).toBe(true);
    expect(v.safeParse(v.array(LinkSchema), related).success).toBe(true);
    expect(meta.path).toBe('/contact');
  });

  it('takes the email and postal address from the organisation', () => {
    expect(contactDetails.email.address).toBe(organisation.contactEmail);
    expect(contactDetails.email.href).toBe(`mailto:${organisation.contactEmail}`);
    expect(contactDetails.postalAddress.lines).toEqual([
      'Global Health Access Trust',
      organisation.address.line1,
      'London',
      'United Kingdom',
    ]);
  });

  it('states both response times of the specification', () => {
    expect(contactDetails.responseTime.text).toBe(
      'We reply to serious enquiries within 48 hours, and to messages sent with this form within 2-3 business days.',
    );
    expect(messageForm.intro).toContain('reply within 2-3 business days');
    expect(meta.description).toContain('within 48 hours');
  });

  it('gives the message form its words', () => {
    expect(messageForm.form.sentTitle).toBe('Message Sent Successfully');
    expect(messageForm.form.sendAnotherLabel).toBe('Send Another Message');
  });

  it('says unsolicited funding applications are not accepted', () => {
    expect(note).toContain('We do not accept unsolicited funding applications');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks({ hero, contactDetails, messageForm, note, related });
    expect(links).toContain('/privacy-policy');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
