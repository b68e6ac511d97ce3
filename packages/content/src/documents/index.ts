import type { Document } from '../schemas.ts';
import { documentFiles } from './files.generated.ts';

function fileFacts(fileName: string) {
  const facts = documentFiles[fileName];
  if (!facts)
    throw new Error(`No generated file facts for ${fileName}: run scripts/build-documents.ts`);
  return facts;
}

function record(
  fileName: string,
  fields: Omit<Document, 'fileUrl' | 'checksum' | 'size'>,
): Document {
  const { size, sha256 } = fileFacts(fileName);
  // The date printed in the file is sources.ts's; a test keeps the two the same. Not read
  // from there: sources.ts brings every document's full text, and this module is in the
  // first view of the pages that list documents.
  return {
    ...fields,
    fileUrl: `/documents/${fileName}`,
    checksum: sha256,
    size,
  };
}

/** The built-in documents (spec section 3), backed by the PDFs in assets/documents. */
export const documents: Document[] = [
  record('trust-constitution.pdf', {
    id: 'trust-constitution',
    title: 'Trust Constitution',
    description:
      'The signed constitution of the Global Health Access Trust: its objects, powers, trustees, financial controls and how it may be amended.',
    type: 'Constitution',
    date: '2024-01-15',
    version: '1.0',
    lastUpdated: '2024-12-01',
    language: 'English',
    tags: ['governance', 'constitution', 'legal'],
  }),
  record('safeguarding-statement-2024.pdf', {
    id: 'safeguarding-statement-2024',
    title: 'Safeguarding Statement 2024',
    description:
      'How the trust keeps children and adults at risk safe in everything it funds, and how to raise a concern.',
    type: 'Policy Statement',
    date: '2024-09-01',
    version: '2.1',
    lastUpdated: '2024-09-01',
    language: 'English',
    tags: ['safeguarding', 'policy', 'governance'],
  }),
];

/** Where the constitution's View goes (spec section 2: /publications). */
export const constitutionViewHref = '/constitution';

/** A file size as readers expect it: '48 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The name a download is saved under: the trust's short name, the file's name and the
 * version, so copies of different versions keep apart ('ghat-trust-constitution-v1.0.pdf').
 */
export function documentDownloadName(document: Pick<Document, 'fileUrl' | 'version'>): string {
  const file = document.fileUrl.slice(document.fileUrl.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [file.slice(0, dot), file.slice(dot)] : [file, ''];
  return `ghat-${stem}-v${document.version}${extension}`.toLowerCase();
}

/** The words of the disclosure that shows a document's whole checksum (ui ChecksumDetails). */
export const documentChecksumDetailsLabel = 'Show full SHA-256 checksum';
