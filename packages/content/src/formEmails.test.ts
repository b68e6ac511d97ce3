import { describe, expect, it } from 'vitest';
import {
  formEmails,
  formatReceivedAt,
  newsletterConfirmationDays,
  newsletterLinkPagesCopy,
} from './formEmails.ts';
import { organisation, responseTimes } from './organisation.ts';

const receivedAt = new Date('2026-07-01T09:05:00Z');

describe('formatReceivedAt', () => {
  it('writes the time in London, summer time included', () => {
    expect(formatReceivedAt(receivedAt)).toBe('1 July 2026 at 10:05 (London time)');
    expect(formatReceivedAt(new Date('2026-01-15T23:30:00Z'))).toBe(
      '15 January 2026 at 23:30 (London time)',
    );
  });
});

describe('forwarded messages', () => {
  it('give staff every field of a contact message, and who to reply to', () => {
    const email = formEmails.contactForward({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Partnership',
      message: 'Line one\nLine two',
      receivedAt,
      reference: 'ref-1',
    });
    expect(email.subject).toBe('Contact form: Partnership');
    expect(email.text).toContain(
      'Name: Ada Lovelace\nEmail: ada@example.org\nSubject: Partnership',
    );
    expect(email.text).toContain('Reference: ref-1');
    expect(email.text).toContain('Message:\nLine one\nLine two\n');
    expect(email.text).toContain(responseTimes.contactEnquiries);
  });

  it('say when an enquiry has no phone number, and promise 48 hours', () => {
    const values = { name: 'Bo', email: 'bo@example.org', message: 'Hi', receivedAt };
    const without = formEmails.enquiryForward({ ...values, phone: '  ' });
    expect(without.subject).toBe('Enquiry from Bo');
    expect(without.text).toContain('Phone: not given');
    expect(without.text).not.toContain('Reference:');
    expect(without.text).toContain(responseTimes.seriousEnquiries);
    expect(formEmails.enquiryForward({ ...values, phone: '020 7946 0000' }).text).toContain(
      'Phone: 020 7946 0000',
    );
  });
});

describe('newsletter emails', () => {
  const links = {
    confirmUrl: 'https://example.org/newsletter/confirm?token=c',
    unsubscribeUrl: 'https://example.org/newsletter/unsubscribe?token=u',
    siteUrl: 'https://example.org',
  };

  it('ask the subscriber to confirm, with both links and how long the link works', () => {
    const email = formEmails.newsletterConfirmation({ ...links, firstName: 'Ada' });
    expect(email.subject).toBe(
      `Please confirm your subscription to news from the ${organisation.name}`,
    );
    expect(email.text.startsWith('Hello Ada,\n')).toBe(true);
    expect(email.text).toContain(`\n${links.confirmUrl}\n`);
    expect(email.text).toContain(`\n${links.unsubscribeUrl}\n`);
    expect(email.text).toContain(`within ${newsletterConfirmationDays} days`);
    expect(email.text.endsWith(`${organisation.name}\n${links.siteUrl}`)).toBe(true);
  });

  it('greet a footer subscriber without a name', () => {
    expect(formEmails.newsletterConfirmation({ ...links, firstName: null }).text).toMatch(
      /^Hello,\n/,
    );
    expect(formEmails.newsletterWelcome({ ...links, firstName: ' ' }).text).toMatch(/^Hello,\n/);
  });

  it('welcome a confirmed subscriber, with a link to unsubscribe', () => {
    const email = formEmails.newsletterWelcome({ ...links, firstName: 'Ada' });
    expect(email.subject).toBe(`Welcome to news from the ${organisation.name}`);
    expect(email.text).toContain(`\n${links.unsubscribeUrl}\n`);
  });

  it('use UK spelling and no American forms', () => {
    const all = [
      formEmails.newsletterConfirmation(links).text,
      formEmails.newsletterWelcome(links).text,
      JSON.stringify(newsletterLinkPagesCopy),
    ].join('\n');
    expect(all).not.toMatch(/\b(color|organization|recognize|program)\b/i);
  });
});

describe('newsletter link pages', () => {
  it('have a title and text for every outcome of both links', () => {
    for (const page of [newsletterLinkPagesCopy.confirm, newsletterLinkPagesCopy.unsubscribe]) {
      expect(page.title).not.toBe('');
      expect(page.buttonLabel).not.toBe('');
      expect(Object.keys(page.outcomes).sort()).toEqual(['already', 'expired', 'invalid', 'ok']);
      for (const outcome of Object.values(page.outcomes)) {
        expect(outcome.title.trim()).not.toBe('');
        expect(outcome.text.trim()).not.toBe('');
      }
    }
  });

  it('offer another way to unsubscribe when a link fails', () => {
    const { expired, invalid } = newsletterLinkPagesCopy.unsubscribe.outcomes;
    expect(expired.text).toContain(organisation.contactEmail);
    expect(invalid.text).toContain(organisation.contactEmail);
  });
});
