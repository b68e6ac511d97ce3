import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultSiteUrl,
  impactFigures,
  organisationJsonLd,
  organisation,
  registrationStatement,
  responseTimes,
  siteUrl,
} from './organisation.ts';
import { OrganisationConfigSchema } from './schemas.ts';

describe('organisation', () => {
  it('matches its schema', () => {
    expect(v.parse(OrganisationConfigSchema, organisation)).toEqual(organisation);
  });

  it('states the name, mission and registration as the specification gives them', () => {
    expect(organisation.name).toBe('Global Health Access Trust');
    expect(organisation.shortName).toBe('GHAT');
    expect(organisation.mission).toBe('Access to health as justice, not charity.');
    expect(organisation.registration).toEqual({
      jurisdiction: 'England and Wales',
      charityCommission: 'in progress',
      expected: '2025',
    });
    expect(registrationStatement).toBe(
      'Registered in England and Wales. Charity Commission registration in progress (expected 2025).',
    );
  });

  it('has one sentence of description, short enough for a meta description', () => {
    expect(organisation.description.length).toBeLessThanOrEqual(200);
    expect(organisation.description.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it('gives a correspondence address in London and an email address on the site’s domain', () => {
    expect(organisation.address).toMatchObject({ city: 'London', country: 'United Kingdom' });
    expect(organisation.contactEmail).toBe('enquiries@globalhealthaccesstrust.org');
  });

  it('links to its LinkedIn and X profiles', () => {
    expect(organisation.socialLinks.map((link) => link.label)).toEqual(['LinkedIn', 'X']);
    expect(organisation.socialLinks[0]?.href).toMatch(/^https:\/\/www\.linkedin\.com\//);
    expect(organisation.socialLinks[1]?.href).toMatch(/^https:\/\/x\.com\//);
  });

  it('rejects an organisation without a name', () => {
    expect(v.safeParse(OrganisationConfigSchema, { ...organisation, name: '' }).success).toBe(
      false,
    );
  });
});

describe('siteUrl', () => {
  it('is the public address when GHAT_SITE_URL is not set or empty', () => {
    expect(defaultSiteUrl).toBe('https://www.globalhealthaccesstrust.org');
    expect(siteUrl({})).toBe(defaultSiteUrl);
    expect(siteUrl({ GHAT_SITE_URL: '' })).toBe(defaultSiteUrl);
    expect(siteUrl(undefined)).toBe(defaultSiteUrl);
  });

  it('reads GHAT_SITE_URL without its trailing slash', () => {
    expect(siteUrl({ GHAT_SITE_URL: 'https://preview.example.org/' })).toBe(
      'https://preview.example.org',
    );
    expect(siteUrl({ GHAT_SITE_URL: 'http://localhost:3000' })).toBe('http://localhost:3000');
    expect(siteUrl({ GHAT_SITE_URL: 'https://example.org/ghat//' })).toBe(
      'https://example.org/ghat',
    );
  });

  it('refuses anything but an absolute http(s) address, naming the variable', () => {
    for (const value of ['www.example.org', '/about', 'ftp://example.org', 'mailto:a@b.org']) {
      expect(() => siteUrl({ GHAT_SITE_URL: value })).toThrow(/GHAT_SITE_URL/);
    }
  });

  it('is what the organisation’s url uses', () => {
    expect(organisation.url).toBe(siteUrl());
    expect(organisation.url.endsWith('/')).toBe(false);
  });
});

describe('promises and figures', () => {
  it('states the response times of spec section 9', () => {
    expect(responseTimes).toEqual({
      seriousEnquiries: '48 hours',
      contactEnquiries: '2-3 business days',
      accessibilityFeedback: '2 business days',
    });
  });

  it('states the impact figures of spec sections 1 and 9', () => {
    expect(impactFigures).toEqual({
      countries: { value: 12, display: '12' },
      partnerCountries: { value: 100, display: '100+' },
      organisations: { value: 20000, display: '20,000+' },
      peopleSupported: { value: 1000000, display: '1 million' },
      donationsToProgrammes: { value: 85, display: '85%' },
    });
  });
});

describe('organisationJsonLd', () => {
  it('describes the trust with absolute addresses from the base URL', () => {
    const data = organisationJsonLd('https://example.org/', '/images/ghat-mark.svg');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Global Health Access Trust',
      url: 'https://example.org/',
      logo: 'https://example.org/images/ghat-mark.svg',
      email: organisation.contactEmail,
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
    });
    expect(data.sameAs).toEqual(organisation.socialLinks.map((link) => link.href));
  });
});
