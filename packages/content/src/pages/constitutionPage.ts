// /constitution: the signed constitution's page. The document record (file, size and
// SHA-256 checksum) lives in ../documents/; this module holds the page's own words and dates.
import { formatLongDate } from '../dates.ts';
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/constitution',
  title: 'Trust Constitution',
  description:
    'The signed constitution of the Global Health Access Trust, effective 1 December 2024: version 1.0, its checksum and its version history.',
} satisfies PageMeta;

/** The constitution in force. */
export const effectiveDate = '2024-12-01';
export const currentVersion = '1.0 (Original)';

export const hero = {
  title: 'Trust Constitution',
  intro: `The signed constitution that establishes the Global Health Access Trust and sets out its purposes, powers and governance. Effective from ${formatLongDate(effectiveDate)}.`,
};

/** The facts shown beside the document, with their labels. */
export const documentDetails = {
  status: { label: 'Status', value: 'Signed' },
  effectiveDate: { label: 'Effective date', value: effectiveDate },
  version: { label: 'Version', value: currentVersion },
  language: { label: 'Language', value: 'English' },
  /** Its value is the document record's checksum. */
  checksumLabel: 'SHA-256 checksum',
};

/** Markdown: what the constitution covers. */
export const summary = {
  heading: 'About This Document',
  body: `The constitution is the trust's founding governing document. It sets out:

- the trust's charitable purposes and the public benefit they serve;
- the powers and duties of the trustees, and how trustees are appointed and retire;
- how the Board of Trustees makes, records and reviews its decisions;
- how the trust's funds and property are managed and accounted for;
- how the constitution may be amended, and how the trust may be wound up.

To confirm that a copy you hold is genuine, compare its SHA-256 checksum with the one shown here: our [Publications](/publications) page explains how.`,
};

/** The signed PDF beside the summary: its download, and its checksum with Copy and Verify. */
export const signedCopy = {
  title: 'Signed Constitution (PDF)',
  description:
    'The signed copy is the authoritative text. Check that your copy is genuine with its SHA-256 checksum: Verify file checks it in your browser.',
  downloadLabel: 'Download PDF',
  /** Shown with the file's size: 'PDF, 48 KB'. */
  formatLabel: 'PDF',
};

/** The full text of the constitution, shown on the page (its words are in ../documents/texts/constitution.ts). */
export const fullText = {
  heading: 'The Constitution in Full',
  /** The title of the list of the constitution's sections, above the text. */
  contentsLabel: 'Contents',
  intro:
    'The full text of the signed constitution, as printed in the PDF. Where they differ, the signed PDF prevails.',
};

export interface ConstitutionVersion {
  version: string;
  /** YYYY-MM-DD: when the version took effect. */
  date: string;
  description: string;
}

/** Newest first. */
export const versionHistory: { heading: string; versions: ConstitutionVersion[] } = {
  heading: 'Version History',
  versions: [
    {
      version: currentVersion,
      date: effectiveDate,
      description: 'Original constitution adopted and signed by the founding trustees.',
    },
  ],
};

export const related: { heading: string; links: Link[] } = {
  heading: 'Related Pages',
  links: [
    { label: 'All Publications', href: '/publications' },
    { label: 'Governance & Oversight', href: '/governance' },
    { label: 'Contact Us', href: '/contact' },
  ],
};
