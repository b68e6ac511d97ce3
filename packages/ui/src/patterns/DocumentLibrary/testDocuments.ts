// Four documents for the library's tests: two types share one, and three years.
import type { LibraryDocument } from './DocumentList.tsx';

export const constitution: LibraryDocument = {
  id: 'constitution',
  title: 'Trust Constitution',
  description: 'The signed governing document of the Global Health Access Trust.',
  type: 'Constitution',
  date: '2024-01-15',
  tags: ['Governance', 'Legal'],
  version: '1.0',
  size: '2.4 MB',
  checksum: '9b2e4f71c0d83a5e6f1b27c49d08e3a5b6c71f2d94e0a8b3c5d6e7f8091a2b3c',
  viewHref: '/constitution',
  downloadHref: '/documents/ghat-trust-constitution-v1.0.pdf',
};
export const safeguarding: LibraryDocument = {
  id: 'safeguarding-2024',
  title: 'Safeguarding Statement 2024',
  description: 'How we protect children and adults at risk in funded programmes.',
  type: 'Policy Statement',
  date: '2024-09-01',
  tags: ['Safeguarding', 'Policy'],
  version: '2.1',
  size: '1.8 MB',
  checksum: '4c8d1e2f3a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e',
  viewHref: '/documents/safeguarding-statement-2024.pdf',
  downloadHref: '/documents/safeguarding-statement-2024.pdf',
};
export const annualReport: LibraryDocument = {
  id: 'annual-report-2024',
  title: 'Annual Report and Accounts 2024',
  description: 'Our Impact across 12 countries, and how every pound was spent.',
  type: 'Annual Report',
  date: '2025-06-30',
  tags: ['Impact', 'Finance'],
  version: '1.0',
  size: '5.2 MB',
  checksum: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  viewHref: '/documents/annual-report-2024.pdf',
  downloadHref: '/documents/annual-report-2024.pdf',
};
export const riskPolicy: LibraryDocument = {
  id: 'risk-2023',
  title: 'Risk Management Policy',
  description: 'Quarterly risk assessment, reported to the Board of Trustees.',
  type: 'Policy Statement',
  date: '2023-03-01',
  tags: ['Governance'],
  version: '1.2',
  size: '640 KB',
  checksum: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  viewHref: '/documents/risk-management-policy.pdf',
  downloadHref: '/documents/risk-management-policy.pdf',
};

export const testDocuments = [constitution, safeguarding, annualReport, riskPolicy];
