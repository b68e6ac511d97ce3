import { describe, expect, it } from 'vitest';
import {
  compareLabels,
  anyDocumentFilter,
  documentFilterOptions,
  filterDocuments,
  type FilterableDocument,
} from './filterDocuments.ts';

interface LibraryDocument extends FilterableDocument {
  version: string;
}

const constitution: LibraryDocument = {
  id: 'constitution',
  title: 'Trust Constitution',
  description: 'The signed governing document of the Global Health Access Trust.',
  type: 'Constitution',
  date: '2024-01-15',
  tags: ['Governance', 'Legal'],
  version: '1.0',
};
const safeguarding: LibraryDocument = {
  id: 'safeguarding-2024',
  title: 'Safeguarding Statement 2024',
  description: 'How we protect children and adults at risk in funded programmes.',
  type: 'Policy Statement',
  date: '2024-09-01',
  tags: ['Safeguarding', 'Policy'],
  version: '2.1',
};
const annualReport: LibraryDocument = {
  id: 'annual-report-2025',
  title: 'Annual Report',
  description: 'Our Impact across 12 countries.',
  type: 'Report',
  date: '2025-06-30',
  tags: ['Impact'],
  version: '1.0',
};
const riskPolicy: LibraryDocument = {
  id: 'risk-2023',
  title: 'Risk Management Policy',
  description: 'Quarterly risk assessment.',
  type: 'Policy Statement',
  date: '2023-03-01',
  tags: ['Governance'],
  version: '1.2',
};

const documents = [constitution, safeguarding, annualReport, riskPolicy];

describe('filterDocuments', () => {
  it('returns every document, in order, with no filters or an empty query', () => {
    expect(filterDocuments(documents)).toEqual(documents);
    expect(filterDocuments(documents, { query: '', type: 'all', year: 'all' })).toEqual(documents);
  });

  it('treats a query of only spaces as empty', () => {
    expect(filterDocuments(documents, { query: '   ' })).toEqual(documents);
  });

  it('matches the title, ignoring case', () => {
    expect(filterDocuments(documents, { query: 'CONSTITUTION' })).toEqual([constitution]);
  });

  it('matches the description', () => {
    expect(filterDocuments(documents, { query: 'adults at risk' })).toEqual([safeguarding]);
  });

  it('matches any tag', () => {
    expect(filterDocuments(documents, { query: 'legal' })).toEqual([constitution]);
    expect(filterDocuments(documents, { query: 'governance' })).toEqual([constitution, riskPolicy]);
  });

  it('trims the query before matching', () => {
    expect(filterDocuments(documents, { query: '  annual report  ' })).toEqual([annualReport]);
  });

  it('matches nothing when no field contains the query', () => {
    expect(filterDocuments(documents, { query: 'budget' })).toEqual([]);
  });

  it('does not match fields it should not search (such as the version)', () => {
    expect(filterDocuments(documents, { query: '2.1' })).toEqual([]);
  });

  it('filters by exact type, with all for any type', () => {
    expect(filterDocuments(documents, { type: 'Policy Statement' })).toEqual([
      safeguarding,
      riskPolicy,
    ]);
    expect(filterDocuments(documents, { type: 'Policy' })).toEqual([]);
    expect(filterDocuments(documents, { type: 'policy statement' })).toEqual([]);
    expect(filterDocuments(documents, { type: anyDocumentFilter })).toEqual(documents);
  });

  it('filters by the year the date starts with, with all for any year', () => {
    expect(filterDocuments(documents, { year: '2024' })).toEqual([constitution, safeguarding]);
    expect(filterDocuments(documents, { year: '2022' })).toEqual([]);
    expect(filterDocuments(documents, { year: anyDocumentFilter })).toEqual(documents);
  });

  it('combines search, type and year', () => {
    expect(
      filterDocuments(documents, { query: 'governance', type: 'Policy Statement', year: '2023' }),
    ).toEqual([riskPolicy]);
    expect(
      filterDocuments(documents, { query: 'governance', type: 'Policy Statement', year: '2024' }),
    ).toEqual([]);
  });

  it('keeps the extra fields of the records it returns', () => {
    const [found] = filterDocuments(documents, { query: 'constitution' });
    expect(found?.version).toBe('1.0');
  });

  it('does not change the list it was given', () => {
    const copy = [...documents];
    filterDocuments(documents, { query: 'risk' });
    expect(documents).toEqual(copy);
  });
});

describe('documentFilterOptions', () => {
  it('lists each type once, in alphabetical order', () => {
    expect(documentFilterOptions(documents).types).toEqual([
      'Constitution',
      'Policy Statement',
      'Report',
    ]);
  });

  it('lists each year once, newest first', () => {
    expect(documentFilterOptions(documents).years).toEqual(['2025', '2024', '2023']);
  });

  it('gives no options for no documents', () => {
    expect(documentFilterOptions([])).toEqual({ types: [], years: [] });
  });

  it('ignores a date that does not start with a year', () => {
    expect(documentFilterOptions([{ ...constitution, date: 'undated' }]).years).toEqual([]);
  });

  it('gives options that each match at least one document', () => {
    const { types, years } = documentFilterOptions(documents);
    for (const type of types) expect(filterDocuments(documents, { type })).not.toEqual([]);
    for (const year of years) expect(filterDocuments(documents, { year })).not.toEqual([]);
  });
});

describe('compareLabels', () => {
  const labels = [
    'Policy Statement',
    'policy statement',
    'Policy statement',
    'Annual Report',
    'annual report 2024',
    'Annual Report 2023',
    'Annual Report 10',
    'Annual Report 9',
    'Constitution',
    'constitution',
    'Code of Conduct',
    'Codes',
    'Code',
    'A',
    'a',
    'B',
    'ab',
    'Aa',
    'Z',
    '',
    ' Report',
    'Report ',
    '10 Year Plan',
    '9 Year Plan',
    'Émergency Plan',
    'Risk & Audit',
    'Risk Register',
    'Risk-Based Plan',
  ];

  it('sorts as Intl.Collator for English does, plain labels and others alike', () => {
    const english = new Intl.Collator('en');
    expect([...labels].sort(compareLabels)).toEqual([...labels].sort(english.compare));
    for (const a of labels) {
      for (const b of labels)
        expect(Math.sign(compareLabels(a, b)), `${a} | ${b}`).toBe(
          Math.sign(english.compare(a, b)),
        );
    }
  });
});
