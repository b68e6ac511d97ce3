import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumericDate } from '../dates.ts';
import { PolicySchema } from '../schemas.ts';
import {
  impactScale,
  likelihoodScale,
  riskManagementPolicy as policy,
  riskRatingBands,
} from './riskManagement.ts';

const body = (id: string) => {
  const section = policy.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No section '${id}'`);
  return section.body;
};

describe('riskManagementPolicy', () => {
  it('matches the policy schema', () => {
    expect(v.safeParse(PolicySchema, policy).success).toBe(true);
  });

  it('lives at /risk-management', () => {
    expect(policy.meta.path).toBe('/risk-management');
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

  it('covers roles, appetite, categories and review', () => {
    expect(policy.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining([
        'roles-and-responsibilities',
        'risk-appetite',
        'risk-categories',
        'reporting-and-review',
      ]),
    );
  });

  it('assesses risk quarterly and reports to the Board annually', () => {
    expect(body('risk-assessment')).toContain('Risk assessment is carried out **quarterly**');
    expect(body('reporting-and-review')).toContain('reported to the Board **annually**');
  });

  it('reviews the risk register quarterly', () => {
    expect(body('risk-register')).toContain('The risk register is reviewed **quarterly**');
  });

  it('scores likelihood 1-5 and impact 1-5', () => {
    const scoring = body('risk-scoring');
    expect(scoring).toContain('likelihood on a scale of 1-5');
    expect(scoring).toContain('impact on a scale of 1-5');
    expect(likelihoodScale.map((point) => point.score)).toEqual([1, 2, 3, 4, 5]);
    expect(impactScale.map((point) => point.score)).toEqual([1, 2, 3, 4, 5]);
    for (const { label } of [...likelihoodScale, ...impactScale]) {
      expect(scoring).toContain(`**${label}**`);
    }
  });

  it('rates each risk red, amber or green and gives the score bands', () => {
    const scoring = body('risk-scoring');
    expect(scoring).toContain('a red, amber or green rating');
    expect(riskRatingBands.map((band) => band.rating)).toEqual(['green', 'amber', 'red']);
    expect(scoring).toContain('**Green (1 to 6)**');
    expect(scoring).toContain('**Amber (8 to 12)**');
    expect(scoring).toContain('**Red (15 to 25)**');
  });

  it('gives every possible score exactly one rating', () => {
    for (const likelihood of likelihoodScale) {
      for (const impact of impactScale) {
        const score = likelihood.score * impact.score;
        const bands = riskRatingBands.filter((band) => score >= band.min && score <= band.max);
        expect(bands, `score ${score}`).toHaveLength(1);
      }
    }
  });

  it('names the roles of the specification', () => {
    const text = policy.sections.map((section) => section.body).join('\n');
    for (const role of [
      'Chair of Trustees',
      'Governance Lead',
      'Executive Lead',
      'Finance Director or Finance Lead',
      'Safeguarding Lead',
      'Board of Trustees',
    ]) {
      expect(text).toContain(role);
    }
  });
});
