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

  it('states when it was prepared and last reviewed, the date it shows as Last Updated', () => {
    expect(accessibilityStatement.lastUpdated).toBe('2026-11-22');
    expect(policyDisplayDates(accessibilityStatement)).toEqual({
      lastUpdated: '22 November 2026',
    });
    expect(section('preparation-of-this-statement')).toContain(
      `This statement was prepared on 16 September 2025 and last reviewed on ${formatLongDate(accessibilityStatement.lastUpdated)},`,
    );
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
    for (const limitation of ['Copying and selecting text', 'Languages', 'Documents']) {
      expect(body).toContain(`**${limitation}.**`);
    }
    // The blog's search, Filter and Load More Articles work now: not a limitation any more.
    expect(body).not.toContain('Blog controls');
    expect(body).not.toContain('do not work yet');
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
