// Who the trust is, how to reach it and the promises and figures it states
// (spec sections 1 and 9). The site's own address comes from configuration.
import type { OrganisationConfig } from './schemas.ts';

/** The site's address when GHAT_SITE_URL is not set. */
export const defaultSiteUrl = 'https://www.globalhealthaccesstrust.org';

/**
 * The site's absolute address, without a trailing slash: GHAT_SITE_URL when it
 * is set (a preview or staging deployment), otherwise the public address. In a
 * browser, where there is no `process`, it is always the default.
 */
export function siteUrl(
  env: Readonly<Record<string, string | undefined>> | undefined = typeof process === 'undefined'
    ? undefined
    : process.env,
): string {
  const configured = env?.GHAT_SITE_URL?.trim();
  if (!configured) return defaultSiteUrl;
  let parsed: URL | undefined;
  try {
    parsed = new URL(configured);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(
      `GHAT_SITE_URL must be an absolute http(s) URL such as ${defaultSiteUrl}, but it is "${configured}".`,
    );
  }
  return configured.replace(/\/+$/, '');
}

/** The trust as the site states it: the footer, page metadata and structured data. */
export const organisation: OrganisationConfig = {
  name: 'Global Health Access Trust',
  shortName: 'GHAT',
  description:
    'A UK charitable trust funding healthcare access, training, stronger health systems, research and emergency relief worldwide, because access to health is justice, not charity.',
  mission: 'Access to health as justice, not charity.',
  url: siteUrl(),
  contactEmail: 'enquiries@globalhealthaccesstrust.org',
  // A placeholder in central London, as the specification requires: the trust
  // supplies its real correspondence address before launch.
  address: { line1: '1 Northumberland Avenue', city: 'London', country: 'United Kingdom' },
  registration: {
    jurisdiction: 'England and Wales',
    charityCommission: 'in progress',
    expected: '2025',
  },
  socialLinks: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/global-health-access-trust' },
    { label: 'X', href: 'https://x.com/GHATrust' },
  ],
};

/** The registration as one sentence, for the footer and the about pages. */
export const registrationStatement =
  'Registered in England and Wales. Charity Commission registration in progress (expected 2025).';

/** How soon the trust replies (spec section 9). */
export const responseTimes = {
  /** Serious enquiries and the donate page's enquiry form. */
  seriousEnquiries: '48 hours',
  /** Messages sent with the contact form. */
  contactEnquiries: '2-3 business days',
  /** Feedback on the accessibility statement. */
  accessibilityFeedback: '2 business days',
} as const;

/** One impact claim: the number, and how the site writes it. */
export interface ImpactFigure {
  value: number;
  display: string;
}

/** The impact claims of spec sections 1 and 9. */
export const impactFigures = {
  /** Countries the trust works in. */
  countries: { value: 12, display: '12' },
  /** Further countries reached through partnerships. */
  partnerCountries: { value: 100, display: '100+' },
  /** Health organisations connected. */
  organisations: { value: 20_000, display: '20,000+' },
  /** People supported ('over 1 million'). */
  peopleSupported: { value: 1_000_000, display: '1 million' },
  /** Share of every donation that goes to health programmes. */
  donationsToProgrammes: { value: 85, display: '85%' },
} as const satisfies Record<string, ImpactFigure>;

/** The trust as schema.org structured data (Organization), for the home page's JSON-LD. */
export function organisationJsonLd(baseUrl: string, logoPath: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    alternateName: organisation.shortName,
    description: organisation.description,
    url: `${base}/`,
    logo: `${base}${logoPath}`,
    email: organisation.contactEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: organisation.address.line1,
      addressLocality: organisation.address.city,
      addressCountry: 'GB',
    },
    sameAs: organisation.socialLinks.map((link) => link.href),
  } as const;
}
