import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from '../dates.ts';
import { PolicySchema } from '../schemas.ts';
import { conflictOfInterestPolicy as policy } from './conflictOfInterest.ts';

const body = (id: string) => {
  const section = policy.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section '${id}'`);
  return section.body;
};

describe('conflictOfInterestPolicy', () => {
  it('matches the policy schema', () => {
    expect(v.safeParse(PolicySchema, policy).success).toBe(true);
  });

  it('lives at /conflict-of-interest', () => {
    expect(policy.meta.path).toBe('/conflict-of-interest');
  });

  it('carries the governance dates and approval the specification gives', () => {
    expect(formatLongDate(policy.lastUpdated)).toBe('16 September 2025');
    expect(formatNumericDate(policy.effectiveDate)).toBe('08/05/2025');
    expect(formatNumericDate(policy.reviewDate)).toBe('08/05/2026');
    expect(`Approved by the ${policy.approvedBy}`).toBe('Approved by the Board of Trustees');
  });

  it('has sections 1 to 9, each with its own anchor', () => {
    expect(policy.sections).toHaveLength(9);
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers declaring, registering and managing interests', () => {
    expect(policy.sections.map((section) => section.id)).toEqual([
      'purpose',
      'scope',
      'definitions',
      'declaration',
      'register-of-interests',
      'managing-conflicts',
      'connected-persons-and-benefactors',
      'breaches',
      'review',
    ]);
  });

  it('states that founding benefactors have no influence over governance', () => {
    expect(body('connected-persons-and-benefactors')).toContain(
      'Founding benefactors have **no influence over governance**',
    );
  });

  it('is reviewed annually', () => {
    expect(body('review')).toContain('**annually**');
  });

  it('names the roles of the specification', () => {
    const text = policy.sections.map((section) => section.body).join('\n');
    for (const role of [
      'Chair of Trustees',
      'Governance Advisor or Secretary',
      'Board of Trustees',
    ]) {
      expect(text).toContain(role);
    }
  });
});
