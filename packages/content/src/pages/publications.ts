// /publications: the words around the document library (the records are in ../documents/).
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/publications',
  title: 'Publications & Documents',
  description:
    'The Global Health Access Trust’s constitution, policies and statements, each with a SHA-256 checksum so you can confirm your copy is genuine.',
} satisfies PageMeta;

export const hero = {
  title: 'Publications & Documents',
  intro:
    'Our constitution, policy statements and other key documents, published in full so that anyone can see how the trust is governed.',
};

/** The heading over the searchable list (its filters and empty state are the library's defaults). */
export const library = {
  heading: 'Document Library',
  intro: 'Search by title, description or tag, or filter by type and year.',
};

/** Markdown: how to check that a copy of a document is the one we published. */
export const integrityVerification = {
  heading: 'Verifying a Document',
  body: `Every document we publish is listed with its SHA-256 checksum: a fingerprint of the file. If a single character of the file changes, so does the checksum. Each card shows the first 16 characters; **Show full SHA-256 checksum** shows all 64, with a button to copy them.

**Verify file**, under the full checksum, downloads the file in your browser, works out its checksum there and tells you whether it matches. To check a copy you have already downloaded, or without relying on this website:

1. Calculate the SHA-256 checksum of your copy (the commands use the name it downloads under):
   - on Windows, in PowerShell: \`Get-FileHash .\\ghat-trust-constitution-v1.0.pdf -Algorithm SHA256\`
   - on macOS: \`shasum -a 256 ghat-trust-constitution-v1.0.pdf\`
   - on Linux: \`sha256sum ghat-trust-constitution-v1.0.pdf\`
2. Compare the result with the full checksum published for the document. Letter case does not matter.
3. If they match, your copy is exactly the one we published. If they do not, do not rely on it: download it again from this page, or [contact us](/contact).`,
};

/** Markdown: which language version governs. */
export const authoritativeVersion = {
  heading: 'Authoritative Version',
  body: `Our documents are published in English, and the English version is the authoritative one. Where this website is shown in another language, any translation is provided for convenience only; if it differs from the English text, the English text prevails.`,
};

export const contactNote: { text: string; link: Link } = {
  text: 'Looking for a document that is not listed, or need one in another format?',
  link: { label: 'Contact us', href: '/contact' },
};
