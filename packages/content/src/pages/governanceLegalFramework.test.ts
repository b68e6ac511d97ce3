import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageMetaSchema, PolicySchema } from '../schemas.ts';
import {
  financialGovernance,
  governanceLegalFramework,
  meta,
  riskReview,
} from './governanceLegalFramework.ts';
import { internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const section = (id: string) => governanceLegalFramework.sections.find((s) => s.id === id)?.body;

describe('governance and legal framework page', () => {
  it('matches the page and policy schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(PolicySchema, governanceLegalFramework).success).toBe(true);
    expect(meta.path).toBe('/governance-legal-framework');
  });

  it('covers the seven topics of the specification, in order', () => {
    expect(governanceLegalFramework.sections.map((s) => s.title)).toEqual([
      'Legal Status',
      'Compliance',
      'The Board of Trustees',
      'Governance Principles',
      'Financial Governance',
      'Risk Management',
      'Transparency',
    ]);
  });

  it('states the legal status and the registration in progress', () => {
    expect(section('legal-status')).toContain('England and Wales');
    expect(section('legal-status')).toContain('in progress');
    expect(section('legal-status')).toContain('expected to be completed in 2025');
    expect(section('compliance')).toContain('section 3 of the Charities Act 2011');
  });

  it('states how the Board decides and who signs', () => {
    const board = section('board-of-trustees');
    expect(board).toContain('formal resolution of the Board of Trustees');
    expect(board).toContain('Emergency relief');
    expect(board).toContain('only three trustees act as operational signatories');
    expect(board).toContain('advisory or non-executive');
    expect(board).toContain('no influence over governance');
  });

  it('gives the financial limits of the specification', () => {
    expect(financialGovernance).toEqual({
      dualAuthorisationAbove: 500,
      boardResolutionAbove: 5000,
      recordRetentionYears: 6,
      trusteeTrainingReviewYears: 2,
    });
    const finance = section('financial-governance');
    expect(finance).toContain('every payment above £500 needs the approval of two');
    expect(finance).toContain('spending above £5,000 needs a resolution of the full Board');
    expect(finance).toContain('kept for at least 6 years');
    expect(finance).toContain('reviewed every 2 years');
    expect(finance).toContain('85% of every donation goes to health programmes');
  });

  it('gives the risk cycle of the specification', () => {
    expect(riskReview).toEqual({ assessment: 'quarterly', reportToBoard: 'annually' });
    const risk = section('risk-management');
    expect(risk).toContain('assessed quarterly and reported to the Board annually');
    expect(risk).toContain('likelihood (1 to 5) and impact (1 to 5)');
    expect(risk).toContain('red, amber or green');
    expect(risk).toContain('risk register is reviewed quarterly');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks(governanceLegalFramework);
    expect(links).toContain('/constitution');
    expect(links).toContain('/publications');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
