import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../dates.ts';
import { constitutionText as doc } from './constitution.ts';
import { DocumentTextSchema } from './shape.ts';

const clause = (title: string) => {
  const found = doc.clauses.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No clause '${title}'`);
  return found.paragraphs.join('\n');
};
const allText = [
  doc.title,
  doc.subtitle,
  doc.note,
  ...doc.clauses.flatMap((c) => [c.title, ...c.paragraphs]),
];

describe('constitutionText', () => {
  it('matches the document text schema', () => {
    expect(v.safeParse(DocumentTextSchema, doc).success).toBe(true);
  });

  it('is version 1.0 of the Trust Constitution, effective 1 December 2024', () => {
    expect(doc.title).toBe('Trust Constitution');
    expect(doc.version).toBe('1.0');
    expect(doc.effectiveDate).toBe('2024-12-01');
    expect(doc.subtitle).toContain('Version 1.0 (Original)');
    expect(doc.subtitle).toContain(`Effective ${formatLongDate(doc.effectiveDate)}`);
    expect(doc.subtitle).toContain('Effective 1 December 2024');
  });

  it('notes that the Board of Trustees adopted it in June 2025', () => {
    expect(doc.note).toContain('Board of Trustees in June 2025');
    expect(clause('Name and Status')).toContain(
      'adopted by resolution of the Board of Trustees in June 2025',
    );
  });

  it('has the clauses of a trust constitution, in order', () => {
    expect(doc.clauses.map((c) => c.title)).toEqual([
      'Name and Status',
      'Objects',
      'Powers',
      'Trustees',
      'Proceedings of the Trustees',
      'Conflicts of Interest',
      'Financial Controls',
      'Amendments',
      'Dissolution',
      'Signatures',
    ]);
  });

  it('names the trust', () => {
    expect(clause('Name and Status')).toContain('Global Health Access Trust');
  });

  it('sets objects under section 3 of the Charities Act 2011: health or the saving of lives', () => {
    const objects = clause('Objects');
    expect(objects).toContain('section 3(1)(d) of the Charities Act 2011');
    expect(objects).toContain('the advancement of health or the saving of lives');
    expect(objects).toContain('public benefit');
  });

  it('requires at least three trustees and at least three operational signatories', () => {
    const trustees = clause('Trustees');
    expect(trustees).toContain('at least three and not more than twelve trustees');
    expect(trustees).toContain('appoint at least three of the trustees as operational signatories');
    expect(trustees).toContain('advisory or non-executive');
  });

  it('keeps founding benefactors out of governance', () => {
    expect(clause('Conflicts of Interest')).toContain(
      'Founding benefactors have no influence over the governance of the Trust',
    );
  });

  it('sets the financial limits: dual authorisation above £500, the Board above £5,000', () => {
    const controls = clause('Financial Controls');
    expect(controls).toContain('above £500 requires dual authorisation');
    expect(controls).toContain('above £5,000 requires a resolution of the full Board of Trustees');
    expect(controls).toContain('Every grant requires a formal resolution of the Board of Trustees');
    expect(controls).toContain('Emergency relief also requires a resolution of the Board');
    expect(controls).toContain('at least 6 years');
  });

  it('ends with a signature block for the three operational signatories', () => {
    const signatures = doc.clauses.at(-1);
    expect(signatures?.title).toBe('Signatures');
    expect(signatures?.paragraphs.filter((p) => p.startsWith('Signature:'))).toHaveLength(3);
  });

  it('uses only characters the standard PDF fonts can print', () => {
    for (const line of allText) {
      expect(
        [...(line ?? '')].every((char) => char.charCodeAt(0) <= 0xff),
        line,
      ).toBe(true);
    }
  });
});
