import { contactMessages, enquiryMessages, newsletterSignupMessages } from '@ghat/forms';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  articleNotFoundCopy,
  contactFormCopy,
  cookieBannerCopy,
  cookiePreferencesCopy,
  enquiryFormCopy,
  footerNewsletterCopy,
  footerNewsletterFormCopy,
  languagePickerCopy,
  newsletterSignupCopy,
  notFoundCopy,
  searchDialogCopy,
  siteFooterCopy,
  siteHeaderCopy,
  skipLinkText,
} from './copy.ts';
import { routes } from './navigation.ts';
import { LinkSchema } from './schemas.ts';

/** Every string in a copy object, however deep, with functions called on a sample. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (...args: unknown[]) => unknown)(1));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('header copy', () => {
  it('names the search button, menu toggle, skip link and language button', () => {
    expect(siteHeaderCopy.searchLabel).toBe('Search');
    expect(siteHeaderCopy.menuButtonLabel).toBe('Menu');
    expect(siteHeaderCopy.submenuToggleLabel('About')).toBe('Show About submenu');
    expect(skipLinkText).toBe('Skip to main content');
    expect(languagePickerCopy.label).toBe('Language: {language}');
    expect(languagePickerCopy.countMessage(1)).toBe('1 language');
    expect(languagePickerCopy.countMessage(144)).toBe('144 languages');
  });
});

describe('footer copy', () => {
  it('has the headings and the copyright line', () => {
    expect(siteFooterCopy.quickLinksHeading).toBe('Quick Links');
    expect(siteFooterCopy.governanceHeading).toBe('Governance');
    expect(siteFooterCopy.copyrightNotice(2025, 'Global Health Access Trust')).toBe(
      '© 2025 Global Health Access Trust. All rights reserved.',
    );
    expect(footerNewsletterCopy.heading).toBe('Stay Informed');
  });

  it("confirms a footer sign-up with 'Subscribed!'", () => {
    expect(footerNewsletterFormCopy.confirmation).toBe('Subscribed!');
  });
});

describe('cookie copy', () => {
  it('explains essential, privacy-friendly analytics and marketing cookies and links to the policy', () => {
    expect(cookieBannerCopy.text).toMatch(/essential cookies/);
    expect(cookieBannerCopy.text).toMatch(/privacy-friendly analytics/);
    expect(cookieBannerCopy.text).toMatch(/marketing/);
    expect(v.parse(LinkSchema, cookieBannerCopy.policyLink).href).toBe('/cookie-policy');
  });

  it('has the buttons of spec section 4', () => {
    expect(cookieBannerCopy.acceptAllLabel).toBe('Accept All');
    expect(cookieBannerCopy.essentialOnlyLabel).toBe('Essential Only');
    expect(cookieBannerCopy.customizeLabel).toBe('Customize');
    expect(cookiePreferencesCopy.saveLabel).toBe('Save Preferences');
    expect(cookiePreferencesCopy.title).toBe('Cookie Preferences');
  });

  it('describes each cookie category', () => {
    expect(Object.keys(cookiePreferencesCopy.categories)).toEqual([
      'essential',
      'analytics',
      'marketing',
    ]);
    expect(cookiePreferencesCopy.categories.analytics.description).toMatch(/privacy-friendly/i);
  });

  it('confirms each choice', () => {
    expect(cookieBannerCopy.confirmation({ analytics: true, marketing: true })).toBe(
      'You’ve accepted all cookies.',
    );
    expect(cookieBannerCopy.confirmation({ analytics: false, marketing: false })).toBe(
      'You’ve chosen essential cookies only.',
    );
    expect(cookieBannerCopy.confirmation({ analytics: true, marketing: false })).toBe(
      'Your cookie preferences have been saved.',
    );
  });
});

describe('search copy', () => {
  it('says exactly what spec section 8 says', () => {
    expect(searchDialogCopy.emptyPrompt).toBe(
      'Start typing to search pages, articles, and documents',
    );
    expect(searchDialogCopy.searchingMessage).toBe('Searching...');
    expect(searchDialogCopy.noResultsMessage('malaria')).toBe('No results found for "malaria"');
    expect(searchDialogCopy.resultCountMessage(1)).toBe('1 result(s) found');
    expect(searchDialogCopy.resultCountMessage(4)).toBe('4 result(s) found');
  });
});

describe('form copy', () => {
  it('confirms a get-involved sign-up with a double opt-in', () => {
    expect(newsletterSignupCopy.successTitle).toBe('Subscription Confirmed');
    expect(newsletterSignupCopy.successMessage).toMatch(/^Thank you/);
    expect(newsletterSignupCopy.successMessage).toMatch(/confirmation email/);
    expect(newsletterSignupCopy.successMessage).toMatch(/complete your subscription/);
  });

  it('has the contact form’s states and consent message', () => {
    expect(contactFormCopy.sendingLabel).toBe('Sending...');
    expect(contactFormCopy.sentTitle).toBe('Message Sent Successfully');
    expect(contactFormCopy.sendAnotherLabel).toBe('Send Another Message');
    expect(contactFormCopy.messages.consentRequired).toBe(
      'Please provide consent to process your enquiry.',
    );
    expect(contactFormCopy.sentMessage).toMatch(/2-3 business days/);
  });

  it('has the enquiry form’s notice and its six validation messages', () => {
    expect(enquiryFormCopy.successTitle).toBe('Thank you');
    expect(enquiryFormCopy.successMessage).toBe('Our team will be in touch within 48 hours.');
    expect(enquiryFormCopy.messages).toEqual({
      nameRequired: 'Name is required',
      nameSingleLine: 'Name must be on one line, with no line breaks or tabs',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      phoneSingleLine: 'Phone number must be on one line, with no line breaks or tabs',
      messageRequired: 'Message is required',
    });
  });

  it('agrees with the rules the forms check', () => {
    expect(enquiryFormCopy.messages).toEqual(enquiryMessages);
    expect(contactFormCopy.messages).toEqual(contactMessages);
    expect(newsletterSignupCopy.messages).toEqual(newsletterSignupMessages);
  });
});

describe('not-found copy', () => {
  it('has the 404 page’s words', () => {
    expect(notFoundCopy.code).toBe('404');
    expect(notFoundCopy.title).toBe('Page Not Found');
    expect(notFoundCopy.description).toBe(
      "The page you're looking for doesn't exist or has been moved.",
    );
    expect(notFoundCopy.helpTitle).toBe('Need Help?');
    expect(notFoundCopy.searchButtonLabel).toBe('Search');
    expect([notFoundCopy.homeCard.title, notFoundCopy.searchCard.title]).toEqual([
      'Home Page',
      'Search Site',
    ]);
    expect(notFoundCopy.backCard.title).toBe('Go Back');
    expect(notFoundCopy.homeLabel).toBe('Go to Homepage');
    expect(notFoundCopy.backLabel).toBe('Go Back');
  });

  it('has the missing article’s words and link back to /blog', () => {
    expect(articleNotFoundCopy).toEqual({
      title: 'Article Not Found',
      description: "The article you're looking for doesn't exist or has been moved.",
      backLabel: 'Back to Articles',
      backHref: '/blog',
    });
    expect(routes).toContain(articleNotFoundCopy.backHref);
  });
});

describe('all copy', () => {
  it('has no empty strings', () => {
    const all = [
      skipLinkText,
      siteHeaderCopy,
      languagePickerCopy,
      siteFooterCopy,
      footerNewsletterCopy,
      footerNewsletterFormCopy,
      cookieBannerCopy,
      cookiePreferencesCopy,
      searchDialogCopy,
      newsletterSignupCopy,
      contactFormCopy,
      enquiryFormCopy,
      notFoundCopy,
      articleNotFoundCopy,
    ].flatMap(strings);
    expect(all.length).toBeGreaterThan(50);
    for (const text of all) expect(text.trim()).not.toBe('');
  });
});
