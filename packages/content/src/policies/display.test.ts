import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicySchema, type Policy } from '../schemas.ts';
import { accessibilityStatement } from './accessibilityStatement.ts';
import { antiFraudPolicy } from './antiFraud.ts';
import { cookiePolicy } from './cookiePolicy.ts';
import { policyDisplayDates } from './display.ts';
import { privacyPolicy } from './privacyPolicy.ts';
import { safeguardingPolicy } from './safeguarding.ts';
import { termsOfUse } from './termsOfUse.ts';

describe('policyDisplayDates', () => {
  it('shows a governance policy as the spec does: long Last Updated, numeric dates, approval', () => {
    expect(
      policyDisplayDates({
        lastUpdated: '2025-09-16',
        effectiveDate: '2025-05-08',
        reviewDate: '2026-05-08',
        approvedBy: 'Board of Trustees',
      }),
    ).toEqual({
      lastUpdated: '16 September 2025',
      effectiveDate: '08/05/2025',
      reviewDate: '08/05/2026',
      approvedBy: 'Board of Trustees',
    });
  });

  it('leaves out what a policy does not have', () => {
    expect(policyDisplayDates({ lastUpdated: '2024-09-16' })).toEqual({
      lastUpdated: '16 September 2024',
    });
    expect(policyDisplayDates({})).toEqual({});
  });
});

// The spec's routes (section 2): every site link in these policies must lead to one of them.
const routes = new Set(
  [
    '',
    'about-the-trust',
    'trustee-biographies',
    'governance-legal-framework',
    'our-work',
    'how-we-work',
    'support-the-trust',
    'donor-recognition',
    'frequently-asked-questions',
    'contact-the-trust',
    'about',
    'what-we-do',
    'blog',
    'get-involved',
    'donate',
    'publications',
    'contact',
    'constitution',
    'privacy-policy',
    'cookie-policy',
    'terms-of-use',
    'accessibility-statement',
    'safeguarding',
    'conflict-of-interest',
    'financial-controls',
    'risk-management',
    'anti-fraud',
    'whistleblowing',
    'governance',
  ].map((route) => `/${route}`),
);

const policies: Record<string, Policy> = {
  privacyPolicy,
  cookiePolicy,
  termsOfUse,
  accessibilityStatement,
  safeguardingPolicy,
  antiFraudPolicy,
};

/** The targets of the Markdown links in a policy's introduction and sections. */
function markdownLinks(policy: Policy): string[] {
  const markdown = [policy.introduction ?? '', ...policy.sections.map((s) => s.body)].join('\n');
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

describe.each(Object.entries(policies))('%s', (_name, policy) => {
  it('is a valid policy with unique section anchors', () => {
    expect(v.safeParse(PolicySchema, policy).success).toBe(true);
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to routes of the site, its own sections and https addresses', () => {
    const ids = new Set(policy.sections.map((section) => section.id));
    const links = [...markdownLinks(policy), ...policy.related.map((link) => link.href)];
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      if (href.startsWith('#')) expect(ids, href).toContain(href.slice(1));
      else if (href.startsWith('/')) expect(routes, href).toContain(href);
      else expect(href).toMatch(/^https:\/\//);
    }
    expect(policy.related.map((link) => link.href)).not.toContain(policy.meta.path);
  });
});
