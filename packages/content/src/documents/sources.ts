// Which text becomes which PDF. The script that writes the PDFs and the document
// records read this one list.
import { constitutionText } from './texts/constitution.ts';
import { safeguardingStatementText } from './texts/safeguardingStatement.ts';

export const documentSources = [
  { fileName: 'trust-constitution.pdf', text: constitutionText, date: '2024-01-15' },
  {
    fileName: 'safeguarding-statement-2024.pdf',
    text: safeguardingStatementText,
    date: '2024-09-01',
  },
] as const;
