import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageMetaSchema, PolicySchema } from '../schemas.ts';
import { policyDisplayDates } from './display.ts';
import { privacyPolicy } from './privacyPolicy.ts';

function section(id: string): string {
  const found = privacyPolicy.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('privacyPolicy', () => {
  it('matches the policy schema and is the /privacy-policy page', () => {
    expect(v.safeParse(PolicySchema, privacyPolicy).success).toBe(true);
    expect(v.safeParse(PageMetaSchema, privacyPolicy.meta).success).toBe(true);
    expect(privacyPolicy.meta.path).toBe('/privacy-policy');
    expect(privacyPolicy.title).toBe('Privacy Policy');
  });

  it('was last updated on 16 September 2024, with no governance dates', () => {
    expect(privacyPolicy.lastUpdated).toBe('2024-09-16');
    expect(policyDisplayDates(privacyPolicy)).toEqual({ lastUpdated: '16 September 2024' });
  });

  it('covers every topic, in order', () => {
    expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
      'who-we-are',
      'information-we-collect',
      'how-we-use-your-information',
      'sharing-your-information',
      'international-transfers',
      'how-long-we-keep-it',
      'children',
      'security',
      'your-rights',
      'exercising-your-rights',
      'complaints',
      'changes-to-this-policy',
    ]);
  });

  it('says who we are: registered in England and Wales, Charity Commission registration in progress', () => {
    const body = section('who-we-are');
    expect(body).toContain('Global Health Access Trust');
    expect(body).toContain('registered in England and Wales');
    expect(body).toMatch(/registration with the Charity Commission[^.]*in progress[^.]*2025/);
    expect(body).toContain('London');
  });

  it('names what we collect: contact enquiries, newsletter sign-ups with double opt-in, donations', () => {
    const body = section('information-we-collect');
    expect(body).toContain('**Contact enquiries.**');
    expect(body).toMatch(/\*\*Newsletter sign-ups\.\*\*[^\n]*\*\*double opt-in\*\*/);
    expect(body).toContain('**Donation records.**');
    expect(body).toContain('Gift Aid declaration');
  });

  it('gives the lawful bases', () => {
    const body = section('how-we-use-your-information');
    for (const basis of ['Consent', 'Legitimate interests', 'Legal obligation', 'Contract']) {
      expect(body).toContain(`**${basis}.**`);
    }
  });

  it('keeps donation records 7 years, analytics 24 months maximum, contact enquiries 3 years', () => {
    const body = section('how-long-we-keep-it');
    expect(body).toContain('**Donation records: 7 years**');
    expect(body).toContain('**Analytics data: 24 months maximum**');
    expect(body).toContain('**Contact enquiries: 3 years**');
  });

  it('is not directed at children under 16', () => {
    expect(section('children')).toContain('not directed at children under 16');
  });

  it('lists the rights and how to use them through /contact', () => {
    const rights = section('your-rights');
    for (const right of [
      'Right of access',
      'Right to rectification',
      'Right to erasure',
      'Right to restrict processing',
      'Right to object',
      'Right to data portability',
      'Right to withdraw consent',
    ]) {
      expect(rights).toContain(`**${right}:**`);
    }
    expect(section('exercising-your-rights')).toContain('](/contact)');
    expect(section('exercising-your-rights')).toContain('within one month');
  });

  it('gives the ICO complaint route', () => {
    const body = section('complaints');
    expect(body).toContain("Information Commissioner's Office (ICO)");
    expect(body).toContain('https://ico.org.uk/make-a-complaint/');
    expect(body).toContain('0303 123 1113');
  });

  it('covers international transfers and security', () => {
    expect(section('international-transfers')).toContain('International Data Transfer Agreement');
    expect(section('security')).toContain('72 hours');
  });

  it('is written under UK GDPR and the Data Protection Act 2018', () => {
    expect(privacyPolicy.introduction).toContain('UK General Data Protection Regulation (UK GDPR)');
    expect(privacyPolicy.introduction).toContain('Data Protection Act 2018');
  });
});
