import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicySchema } from '../schemas.ts';
import { policyDisplayDates } from './display.ts';
import { termsOfUse } from './termsOfUse.ts';

function section(id: string): string {
  const found = termsOfUse.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('termsOfUse', () => {
  it('matches the policy schema and is the /terms-of-use page', () => {
    expect(v.safeParse(PolicySchema, termsOfUse).success).toBe(true);
    expect(termsOfUse.meta.path).toBe('/terms-of-use');
    expect(termsOfUse.title).toBe('Terms of Use');
  });

  it('was last updated on 16 September 2024, with no governance dates', () => {
    expect(termsOfUse.lastUpdated).toBe('2024-09-16');
    expect(policyDisplayDates(termsOfUse)).toEqual({ lastUpdated: '16 September 2024' });
  });

  it('covers the use of the site and intellectual property', () => {
    expect(section('using-our-website')).toContain('you agree that you will not');
    expect(section('intellectual-property')).toContain('intellectual property rights');
  });

  it('does not accept unsolicited funding applications; grants need a Board resolution', () => {
    const body = section('funding-applications');
    expect(body).toContain('**We do not accept unsolicited funding applications.**');
    expect(body).toContain('formal resolution of the Board of Trustees');
  });

  it('says donations are generally not refundable and gives no donor influence over governance', () => {
    const body = section('donations');
    expect(body).toContain('Donations are generally not refundable.');
    expect(body).toContain('does not give any donor influence over the trust');
    expect(body).toContain('within 48 hours');
    expect(body).toContain('within 2-3 business days');
  });

  it('explains Gift Aid: an extra 25p for every £1 from UK taxpayers', () => {
    const body = section('gift-aid');
    expect(body).toContain('If you are a UK taxpayer');
    expect(body).toContain('an extra 25p');
    expect(body).toContain('for every £1 you give');
  });

  it('limits liability and is governed by the law of England and Wales', () => {
    expect(section('our-liability')).toContain(
      'Nothing in these terms affects your statutory rights.',
    );
    expect(section('governing-law')).toContain('governed by the law of England and Wales');
    expect(section('governing-law')).toContain('The courts of England and Wales have jurisdiction');
  });
});
