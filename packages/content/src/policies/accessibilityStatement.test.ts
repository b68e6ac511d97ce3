import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../dates.ts';
import { PolicySchema } from '../schemas.ts';
import { accessibilityStatement } from './accessibilityStatement.ts';
import { policyDisplayDates } from './display.ts';

function section(id: string): string {
  const found = accessibilityStatement.sections.find((s) => s.id === id);
  if (!found) throw new Error(`No section ${id}`);
  return found.body;
}

describe('accessibilityStatement', () => {
  it('matches the policy schema and is the /accessibility-statement page', () => {
    expect(v.safeParse(PolicySchema, accessibilityStatement).success).toBe(true);
    expect(accessibilityStatement.meta.path).toBe('/accessibility-statement');
    expect(accessibilityStatement.title).toBe('Accessibility Statement');
  });

  it('states its preparation date, the date it shows as Last Updated', () => {
    expect(accessibilityStatement.lastUpdated).toBe('2025-09-16');
    expect(policyDisplayDates(accessibilityStatement)).toEqual({
      lastUpdated: '16 September 2025',
    });
    expect(section('preparation-of-this-statement')).toContain(
      `This statement was prepared on ${formatLongDate(accessibilityStatement.lastUpdated)}.`,
    );
  });

  it('targets WCAG 2.1 AA and also aims at WCAG 2.2 AA', () => {
    const body = section('our-standard');
    expect(body).toContain('**Web Content Accessibility Guidelines (WCAG) 2.1 at level AA**');
    expect(body).toContain('We also aim to meet **WCAG 2.2 AA**');
  });

  it('supports text scaling up to 200%', () => {
    expect(section('using-this-website')).toContain('resize text up to 200%');
    expect(section('how-we-test')).toContain('up to 200%');
  });

  it('tests with automated checks on every component, keyboard and screen readers', () => {
    const body = section('how-we-test');
    expect(body).toContain('**Automated checks on every component.**');
    expect(body).toContain('**Keyboard testing.**');
    expect(body).toContain('**Screen reader testing.**');
  });

  it('is honest about its known limitations', () => {
    const body = section('known-limitations');
    for (const limitation of [
      'Copying and selecting text',
      'Languages',
      'Blog controls',
      'Documents',
    ]) {
      expect(body).toContain(`**${limitation}.**`);
    }
  });

  it('answers feedback within 2 business days through /contact', () => {
    const body = section('feedback-and-contact');
    expect(body).toContain('**We will reply to accessibility feedback within 2 business days**');
    expect(body).toContain('](/contact)');
  });

  it('gives the enforcement procedure: EASS and the EHRC', () => {
    const body = section('enforcement-procedure');
    expect(body).toContain('**Equality Advisory and Support Service (EASS)**');
    expect(body).toContain('**Equality and Human Rights Commission (EHRC)**');
    expect(body).toContain('Equality Act 2010');
  });
});
