import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DocumentSchema } from '../schemas.ts';
import { documentDownloadName, documents, formatFileSize } from './index.ts';
import { documentSources } from './sources.ts';

const assets = new URL('../../assets/documents/', import.meta.url);
const fileOf = (fileUrl: string) =>
  readFileSync(new URL(fileUrl.replace('/documents/', ''), assets));

describe('the built-in documents', () => {
  it('are the spec’s two, with its type, version and date', () => {
    expect(
      documents.map(({ title, type, version, date }) => ({ title, type, version, date })),
    ).toEqual([
      { title: 'Trust Constitution', type: 'Constitution', version: '1.0', date: '2024-01-15' },
      {
        title: 'Safeguarding Statement 2024',
        type: 'Policy Statement',
        version: '2.1',
        date: '2024-09-01',
      },
    ]);
    for (const document of documents)
      expect(v.safeParse(DocumentSchema, document).success).toBe(true);
  });

  it('are dated as their files are printed (sources.ts)', () => {
    for (const source of documentSources) {
      const document = documents.find(({ fileUrl }) => fileUrl === `/documents/${source.fileName}`);
      expect(document?.date).toBe(source.date);
    }
    expect(documents).toHaveLength(documentSources.length);
  });

  it('download under a name with the trust, the document and its version', () => {
    expect(documents.map(documentDownloadName)).toEqual([
      'ghat-trust-constitution-v1.0.pdf',
      'ghat-safeguarding-statement-2024-v2.1.pdf',
    ]);
    expect(documentDownloadName({ fileUrl: '/documents/Annual-Report', version: '3.0' })).toBe(
      'ghat-annual-report-v3.0',
    );
  });

  it('carry the size and SHA-256 of their real files, recomputed here', () => {
    for (const document of documents) {
      const bytes = fileOf(document.fileUrl);
      expect(document.size).toBe(bytes.length);
      expect(document.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('are real PDFs that name their document', () => {
    for (const document of documents) {
      const text = fileOf(document.fileUrl).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      // The Info dictionary's title (pdfkit writes it as an indirect string object).
      const titleReference = /\/Title (\d+) 0 R/.exec(text)?.[1];
      expect(titleReference).toBeDefined();
      expect(text).toContain(`\n${titleReference} 0 obj\n(${document.title})\nendobj`);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('have a file for every record and a record for every file', () => {
    const files = readdirSync(assets).filter((name) => name.endsWith('.pdf'));
    expect(files.sort()).toEqual(
      documents.map((document) => document.fileUrl.split('/').pop()).sort(),
    );
  });
});

describe('formatFileSize', () => {
  it('reads as people expect', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(49_141)).toBe('48 KB');
    expect(formatFileSize(2_516_582)).toBe('2.4 MB');
  });
});
