import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicySchema } from '../schemas.ts';
import { antiFraudPolicy } from './antiFraud.ts';
import { policyDisplayDates } from './display.ts';

function section(id: string): string {
  const found = antiFraudPolicy.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('antiFraudPolicy', () => {
  it('matches the policy schema and is the /anti-fraud page', () => {
    expect(v.safeParse(PolicySchema, antiFraudPolicy).success).toBe(true);
    expect(antiFraudPolicy.meta.path).toBe('/anti-fraud');
    expect(antiFraudPolicy.title).toBe('Anti-Fraud & Anti-Corruption Policy');
  });

  it('was last updated on 16 September 2025 and shows the governance dates', () => {
    expect(antiFraudPolicy.lastUpdated).toBe('2025-09-16');
    expect(policyDisplayDates(antiFraudPolicy)).toEqual({
      lastUpdated: '16 September 2025',
      effectiveDate: '08/05/2025',
      reviewDate: '08/05/2026',
      approvedBy: 'Board of Trustees',
    });
  });

  it('covers every topic, in order', () => {
    expect(antiFraudPolicy.sections.map((s) => s.id)).toEqual([
      'policy-statement',
      'scope',
      'definitions',
      'roles-and-responsibilities',
      'financial-controls',
      'due-diligence',
      'gifts-and-hospitality',
      'reporting-concerns',
      'investigation',
      'training-and-awareness',
      'monitoring-and-review',
    ]);
  });

  it('has zero tolerance', () => {
    expect(section('policy-statement')).toContain(
      '**zero tolerance** of fraud, bribery and corruption',
    );
  });

  it('defines fraud, bribery and corruption under the Fraud Act 2006 and the Bribery Act 2010', () => {
    const body = section('definitions');
    expect(body).toContain('- **Fraud** is');
    expect(body).toContain('- **Bribery** is');
    expect(body).toContain('- **Corruption** is');
    expect(body).toContain('**Fraud Act 2006**');
    expect(body).toContain('**Bribery Act 2010**');
  });

  it('requires dual authorisation above £500 and a full board resolution above £5,000', () => {
    const body = section('financial-controls');
    expect(body).toContain('**Dual authorisation above £500.**');
    expect(body).toContain('two of the three trustees who act as operational signatories');
    expect(body).toContain('**Full board resolution above £5,000.**');
    expect(body).toContain('Any spending above £5,000 requires a full board resolution');
    expect(body).toContain('Every grant, whatever its size, requires a formal resolution');
    expect(body).toContain('kept for at least 6 years');
  });

  it('carries out due diligence on grantees and covers gifts and hospitality', () => {
    expect(section('due-diligence')).toContain('Before we fund or contract with any organisation');
    expect(section('gifts-and-hospitality')).toContain('register of gifts and hospitality');
  });

  it('sends concerns to the Finance Lead and the whistleblowing policy', () => {
    const body = section('reporting-concerns');
    expect(body).toContain('**Finance Lead**');
    expect(body).toContain('**Chair of Trustees**');
    expect(body).toContain('[Whistleblowing Policy](/whistleblowing)');
    expect(body).toContain('acknowledged within 5 working days');
  });

  it('gives the Finance Lead and the Board of Trustees their roles', () => {
    const body = section('roles-and-responsibilities');
    expect(body).toContain('- **The Board of Trustees** is responsible');
    expect(body).toContain('- **The Finance Lead** is responsible');
    expect(section('investigation')).toContain(
      'The Board of Trustees oversees every investigation',
    );
    expect(section('training-and-awareness')).toContain('reviewed every 2 years');
    expect(section('monitoring-and-review')).toContain(
      'The Board of Trustees reviews this policy **annually**',
    );
  });
});
