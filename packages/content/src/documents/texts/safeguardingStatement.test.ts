import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../dates.ts';
import { safeguardingStatementText as doc } from './safeguardingStatement.ts';
import { DocumentTextSchema } from './shape.ts';

const allText = [
  doc.title,
  doc.subtitle,
  doc.note,
  ...doc.clauses.flatMap((c) => [c.title, ...c.paragraphs]),
];
const body = doc.clauses.flatMap((c) => c.paragraphs).join('\n');

describe('safeguardingStatementText', () => {
  it('matches the document text schema', () => {
    expect(v.safeParse(DocumentTextSchema, doc).success).toBe(true);
  });

  it('is the Safeguarding Statement 2024, version 2.1, dated 1 September 2024', () => {
    expect(doc.title).toBe('Safeguarding Statement 2024');
    expect(doc.version).toBe('2.1');
    expect(doc.effectiveDate).toBe('2024-09-01');
    expect(doc.subtitle).toContain('Version 2.1');
    expect(doc.subtitle).toContain(formatLongDate(doc.effectiveDate));
    expect(doc.subtitle).toContain('1 September 2024');
    expect(body).toContain('version 2.1 of the statement, dated 1 September 2024');
  });

  it('makes the Safeguarding Lead a trustee', () => {
    expect(body).toContain('The Safeguarding Lead, a trustee, leads safeguarding');
  });

  it('is approved and reviewed annually by the Board of Trustees', () => {
    expect(doc.note).toContain('Approved by the Board of Trustees');
    expect(body).toContain('The Board of Trustees reviews this statement annually');
  });

  it('ends with an approval block signed by the Chair of Trustees and the Safeguarding Lead', () => {
    const approval = doc.clauses.at(-1);
    expect(approval?.title).toBe('Approval');
    const signatures = approval?.paragraphs.filter((p) => p.startsWith('Signature:')) ?? [];
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toContain('Chair of Trustees');
    expect(signatures[1]).toContain('Safeguarding Lead');
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
