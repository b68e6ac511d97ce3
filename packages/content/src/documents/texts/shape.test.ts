import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DocumentTextSchema } from './shape.ts';

const valid = {
  title: 'Example Statement',
  subtitle: 'Global Health Access Trust · Version 1.0 · 1 January 2025',
  version: '1.0',
  effectiveDate: '2025-01-01',
  clauses: [
    { number: '1', title: 'First', paragraphs: ['1.1 One.'] },
    { number: '2', title: 'Second', paragraphs: ['2.1 Two.'] },
  ],
};

describe('DocumentTextSchema', () => {
  it('accepts a document text with numbered clauses', () => {
    expect(v.safeParse(DocumentTextSchema, valid).success).toBe(true);
  });

  it('rejects clauses out of order or with a gap', () => {
    const [first, second] = valid.clauses;
    expect(v.safeParse(DocumentTextSchema, { ...valid, clauses: [second, first] }).success).toBe(
      false,
    );
    expect(
      v.safeParse(DocumentTextSchema, { ...valid, clauses: [first, { ...second, number: '3' }] })
        .success,
    ).toBe(false);
  });

  it('rejects an empty clause, an empty paragraph, a bad version or date', () => {
    const [first] = valid.clauses;
    for (const broken of [
      { ...valid, clauses: [] },
      { ...valid, clauses: [{ ...first, paragraphs: [] }] },
      { ...valid, clauses: [{ ...first, paragraphs: ['  '] }] },
      { ...valid, version: 'v1' },
      { ...valid, effectiveDate: '1 January 2025' },
    ]) {
      expect(v.safeParse(DocumentTextSchema, broken).success).toBe(false);
    }
  });
});
