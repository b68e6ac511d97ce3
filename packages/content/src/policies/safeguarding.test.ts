import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicySchema } from '../schemas.ts';
import { policyDisplayDates } from './display.ts';
import { safeguardingPolicy } from './safeguarding.ts';

function section(id: string): string {
  const found = safeguardingPolicy.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('safeguardingPolicy', () => {
  it('matches the policy schema and is the /safeguarding page', () => {
    expect(v.safeParse(PolicySchema, safeguardingPolicy).success).toBe(true);
    expect(safeguardingPolicy.meta.path).toBe('/safeguarding');
    expect(safeguardingPolicy.title).toBe('Safeguarding Policy');
  });

  it('was last updated on 16 September 2025 and shows the governance dates', () => {
    expect(safeguardingPolicy.lastUpdated).toBe('2025-09-16');
    expect(policyDisplayDates(safeguardingPolicy)).toEqual({
      lastUpdated: '16 September 2025',
      effectiveDate: '08/05/2025',
      reviewDate: '08/05/2026',
      approvedBy: 'Board of Trustees',
    });
  });

  it('covers every topic, in order', () => {
    expect(safeguardingPolicy.sections.map((s) => s.id)).toEqual([
      'our-commitment',
      'scope',
      'roles-and-responsibilities',
      'code-of-conduct',
      'reporting-concerns',
      'responding-to-concerns',
      'working-with-partners-overseas',
      'safer-recruitment',
      'record-keeping',
      'oversight-and-review',
    ]);
  });

  it('applies to staff, trustees, volunteers, partners and grantees', () => {
    const body = section('scope');
    for (const group of ['staff', 'trustees', 'volunteers', 'partners', 'grantees']) {
      expect(body).toContain(`**${group}**`);
    }
  });

  it('names the Safeguarding Lead, a trustee, and the other roles of spec section 6', () => {
    const body = section('roles-and-responsibilities');
    expect(body).toContain('**The Safeguarding Lead** is a trustee');
    expect(body).toContain('**The Board of Trustees**');
    expect(body).toContain('**The Chair of Trustees**');
    expect(body).toContain('**The Executive Lead**');
  });

  it('says how to report a concern: emergencies first, the Safeguarding Lead through /contact', () => {
    const body = section('reporting-concerns');
    expect(body).toContain('**If someone is in immediate danger**');
    expect(body).toContain('**Tell the Safeguarding Lead**');
    expect(body).toContain('](/contact)');
    expect(body).toContain('](/whistleblowing)');
  });

  it('covers partners overseas, safer recruitment and record keeping', () => {
    expect(section('working-with-partners-overseas')).toContain(
      '**write safeguarding into every grant agreement**',
    );
    expect(section('safer-recruitment')).toContain('Disclosure and Barring Service (DBS)');
    expect(section('record-keeping')).toContain('Data Protection Act 2018');
  });

  it('is overseen by the Board of Trustees and reviewed annually', () => {
    const body = section('oversight-and-review');
    expect(body).toContain('The Board of Trustees oversees safeguarding');
    expect(body).toContain('The Board of Trustees reviews this policy **annually**');
  });
});
