import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from '../dates.ts';
import { PolicySchema } from '../schemas.ts';
import { whistleblowingPolicy as policy } from './whistleblowing.ts';

const body = (id: string) => {
  const section = policy.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section '${id}'`);
  return section.body;
};

describe('whistleblowingPolicy', () => {
  it('matches the policy schema', () => {
    expect(v.safeParse(PolicySchema, policy).success).toBe(true);
  });

  it('lives at /whistleblowing', () => {
    expect(policy.meta.path).toBe('/whistleblowing');
  });

  it('carries the governance dates and approval the specification gives', () => {
    expect(formatLongDate(policy.lastUpdated)).toBe('16 September 2025');
    expect(formatNumericDate(policy.effectiveDate)).toBe('08/05/2025');
    expect(formatNumericDate(policy.reviewDate)).toBe('08/05/2026');
    expect(`Approved by the ${policy.approvedBy}`).toBe('Approved by the Board of Trustees');
  });

  it('has sections 1 to 9 with the titles of the specification, in order', () => {
    expect(policy.sections.map((section) => section.title)).toEqual([
      'Policy Statement',
      'Scope',
      'Legal Framework',
      'Reporting',
      'Investigation',
      'Confidentiality',
      'False Allegations',
      'Trustee Oversight',
      'External Reporting',
    ]);
  });

  it('gives every section its own anchor', () => {
    const ids = policy.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('acknowledges a concern within 5 working days', () => {
    expect(body('reporting')).toContain('within 5 working days');
  });

  it('gives the board a summary quarterly', () => {
    expect(body('trustee-oversight')).toMatch(/board receives a summary \*\*quarterly\*\*/);
  });

  it('rests on the Public Interest Disclosure Act 1998', () => {
    expect(body('legal-framework')).toContain('Public Interest Disclosure Act 1998');
  });

  it('names the external routes: the Charity Commission, Protect and prescribed persons', () => {
    const external = body('external-reporting');
    expect(external).toContain('Charity Commission');
    expect(external).toContain('Protect');
    expect(external).toContain('prescribed people and bodies');
  });

  it('names the roles of the specification', () => {
    const text = policy.sections.map((section) => section.body).join('\n');
    for (const role of [
      'Governance Lead',
      'Chair of Trustees',
      'Safeguarding Lead',
      'Board of Trustees',
    ]) {
      expect(text).toContain(role);
    }
  });
});
