import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicySchema } from '../schemas.ts';
import { cookiePolicy } from './cookiePolicy.ts';
import { policyDisplayDates } from './display.ts';

function section(id: string): string {
  const found = cookiePolicy.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('cookiePolicy', () => {
  it('matches the policy schema and is the /cookie-policy page', () => {
    expect(v.safeParse(PolicySchema, cookiePolicy).success).toBe(true);
    expect(cookiePolicy.meta.path).toBe('/cookie-policy');
    expect(cookiePolicy.title).toBe('Cookie Policy');
  });

  it('was last updated on 16 September 2024, with no governance dates', () => {
    expect(cookiePolicy.lastUpdated).toBe('2024-09-16');
    expect(policyDisplayDates(cookiePolicy)).toEqual({ lastUpdated: '16 September 2024' });
  });

  it('lists exactly the three cookies with their purpose and lifetime', () => {
    const body = section('cookies-we-use');
    const cookies = body.split('\n').filter((line) => line.startsWith('- **'));
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toMatch(/^- \*\*cookie-consent\*\* \(essential, lasts \*\*1 year\*\*\)/);
    expect(cookies[1]).toMatch(
      /^- \*\*session_id\*\* \(essential, lasts for the \*\*session\*\*\)/,
    );
    expect(cookies[2]).toMatch(
      /^- \*\*Privacy-friendly analytics cookies\*\* \(analytics, set \*\*only with your consent\*\*\)/,
    );
    expect(cookies[2]).toContain('**24 months maximum**');
    // The consent is also kept in local storage under the spec's key (section 7).
    expect(body).toContain('ghat-cookie-consent');
  });

  it('keeps essential cookies for the session or 1 year maximum, the consent cookie 1 year', () => {
    const body = section('essential-cookies');
    expect(body).toContain('**session** (until you close your browser) or **1 year maximum**');
    expect(body).toContain('The consent cookie, cookie-consent, lasts 1 year.');
  });

  it('sets analytics cookies only with consent and keeps analytics 24 months maximum', () => {
    const body = section('analytics-cookies');
    expect(body).toContain('**only with your consent**');
    expect(body).toContain('**24 months maximum**');
  });

  it('defaults every Google Consent Mode signal to denied until consent', () => {
    const body = section('google-consent-mode');
    expect(body).toContain('**every consent signal defaults to denied**');
    for (const signal of [
      'analytics_storage',
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
    ]) {
      expect(body).toContain(signal);
    }
  });

  it('explains how to change choices in Cookie Preferences', () => {
    const body = section('changing-your-choices');
    for (const control of ['Accept All', 'Essential Only', 'Customize', 'Save Preferences']) {
      expect(body).toContain(`**${control}**`);
    }
    expect(body).toContain('**Cookie Preferences**');
  });

  it('follows PECR', () => {
    expect(cookiePolicy.introduction).toContain(
      'Privacy and Electronic Communications Regulations (PECR)',
    );
  });
});
