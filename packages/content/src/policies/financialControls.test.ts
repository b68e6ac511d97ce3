import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from '../dates.ts';
import { PolicySchema } from '../schemas.ts';
import { financialControlsPolicy as policy } from './financialControls.ts';

const body = (id: string) => {
  const section = policy.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section '${id}'`);
  return section.body;
};

describe('financialControlsPolicy', () => {
  it('matches the policy schema', () => {
    expect(v.safeParse(PolicySchema, policy).success).toBe(true);
  });

  it('lives at /financial-controls', () => {
    expect(policy.meta.path).toBe('/financial-controls');
  });

  it('carries the governance dates and approval the specification gives', () => {
    expect(formatLongDate(policy.lastUpdated)).toBe('16 September 2025');
    expect(formatNumericDate(policy.effectiveDate)).toBe('08/05/2025');
    expect(formatNumericDate(policy.reviewDate)).toBe('08/05/2026');
    expect(`Approved by the ${policy.approvedBy}`).toBe('Approved by the Board of Trustees');
  });

  it('has sections 1 to 12, each with its own anchor', () => {
    expect(policy.sections).toHaveLength(12);
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('needs dual authorisation above £500 and a full board resolution above £5,000', () => {
    const limits = body('authorisation-limits');
    expect(limits).toContain('**Above £500:** dual authorisation');
    expect(limits).toContain('**Above £5,000:** a full board resolution');
  });

  it('needs a formal resolution of the Board of Trustees for every grant', () => {
    expect(body('grant-making')).toContain(
      'Every grant needs a formal resolution of the Board of Trustees',
    );
  });

  it('needs a Board resolution for emergency relief', () => {
    expect(body('emergency-relief')).toContain('still need a **Board resolution**');
  });

  it('keeps financial records for at least 6 years', () => {
    expect(body('records-and-retention')).toContain('**at least 6 years**');
  });

  it('reviews trustee finance training every 2 years and the policies annually', () => {
    const review = body('training-and-review');
    expect(review).toContain('finance training is reviewed **every 2 years**');
    expect(review).toContain('policies **annually**');
  });

  it('lets only the three operational signatories sign for the trust', () => {
    expect(body('roles-and-responsibilities')).toContain(
      'the three trustees whom the Board of Trustees has appointed to sign for the trust',
    );
  });

  it('covers reserves, banking, expenses and external scrutiny', () => {
    const titles = policy.sections.map((section) => section.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Reserves and Investments',
        'Banking and Payments',
        'Expenses',
        'Reporting, Audit and Independent Examination',
      ]),
    );
  });

  it('names the roles of the specification', () => {
    const text = policy.sections.map((section) => section.body).join('\n');
    for (const role of [
      'Chair of Trustees',
      'Finance Director or Finance Lead',
      'Executive Lead',
      'Governance Advisor or Secretary',
      'Board of Trustees',
    ]) {
      expect(text).toContain(role);
    }
  });
});
