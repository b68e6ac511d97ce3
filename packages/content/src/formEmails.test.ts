import { describe, expect, it } from 'vitest';
import {
  formEmails,
  formatReceivedAt,
  newsletterConfirmationDays,
  subscriberEmails,
} from './formEmails.ts';
import { emailWordsIn, newsletterLinkPagesIn } from './i18n/index.ts';
import {
  newsletterLinkFlow,
  newsletterLinkPageAt,
  newsletterLinkPagePaths,
  newsletterLinkPages,
} from './pages/newsletterLinks.ts';
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
      formEmails.contactReceipt({ reference: 'r', siteUrl: 'https://example.org' }).text,
      JSON.stringify(newsletterLinkPages),
    ].join('\n');
    expect(all).not.toMatch(/\b(color|organization|recognize|program)\b/i);
  });
});

describe('receipts', () => {
  const values = {
    reference: '5f0c2a8e-1d1b-4c59-9a3f-0d7e3b1c2a10',
    siteUrl: 'https://example.org',
  };

  it('tell the sender their reference and when to expect a reply, quoting nothing they typed', () => {
    const contact = formEmails.contactReceipt(values);
    expect(contact.subject).toBe('We have received your message');
    expect(contact.text).toContain(`Your reference is ${values.reference}.`);
    expect(contact.text).toContain(responseTimes.contactEnquiries);
    expect(contact.text.startsWith('Hello,\n')).toBe(true);
    const enquiry = formEmails.enquiryReceipt(values);
    expect(enquiry.subject).toBe('We have received your enquiry');
    expect(enquiry.text).toContain(responseTimes.seriousEnquiries);
  });

  it('come in the language they are given, with every placeholder filled', () => {
    const french = subscriberEmails(emailWordsIn('fr'));
    const receipt = french.contactReceipt(values);
    expect(receipt.subject).not.toBe(formEmails.contactReceipt(values).subject);
    expect(receipt.text).toContain(values.reference);
    const confirmation = subscriberEmails(emailWordsIn('ar')).newsletterConfirmation({
      firstName: 'Layla',
      confirmUrl: 'https://example.org/ar/newsletter/confirm?token=c',
      unsubscribeUrl: 'https://example.org/ar/newsletter/unsubscribe?token=u',
      siteUrl: 'https://example.org',
    });
    expect(confirmation.text).toContain('Layla');
    expect(confirmation.text).toContain(String(newsletterConfirmationDays));
    for (const email of [receipt, confirmation]) {
      expect(`${email.subject}\n${email.text}`).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('newsletter link pages', () => {
  it('have a page for the button and for every outcome of both links', () => {
    for (const flow of Object.values(newsletterLinkFlow)) {
      const ready = newsletterLinkPages[flow.ready];
      expect(ready.buttonLabel?.trim()).toBeTruthy();
      expect(Object.keys(flow.outcomes).sort()).toEqual(['already', 'expired', 'invalid', 'ok']);
      for (const key of Object.values(flow.outcomes)) {
        const page = newsletterLinkPages[key];
        expect(page.title.trim()).not.toBe('');
        expect(page.text.trim()).not.toBe('');
        expect(page.buttonLabel).toBeUndefined();
      }
    }
  });

  it('are the pages every language writes in full, found by their address', () => {
    const pagePaths = Object.values(newsletterLinkPages).flatMap((entry) =>
      typeof entry === 'object' ? [entry.path] : [],
    );
    expect([...newsletterLinkPagePaths].sort()).toEqual(pagePaths.sort());
    expect(newsletterLinkPageAt(newsletterLinkPages, '/newsletter/confirmed')?.title).toBe(
      'Subscription confirmed',
    );
    const french = newsletterLinkPagesIn('fr');
    expect(french.confirmed.path).toBe('/newsletter/confirmed');
    expect(french.confirmed.title).not.toBe('Subscription confirmed');
  });

  it('offer another way to unsubscribe when a link fails', () => {
    expect(newsletterLinkPages.unsubscribeExpired.text).toContain(organisation.contactEmail);
    expect(newsletterLinkPages.unsubscribeBroken.text).toContain(organisation.contactEmail);
  });
});
