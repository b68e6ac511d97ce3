// /governance-legal-framework: how the trust is constituted, governed and held to account.
// Rendered as a policy-style page (sections in order, with a contents list).
import { impactFigures, organisation } from '../organisation.ts';
import type { PageMeta, Policy } from '../schemas.ts';

export const meta = {
  path: '/governance-legal-framework',
  title: 'Governance & Legal Framework',
  description:
    'How the Global Health Access Trust is constituted and governed: legal status, the Board of Trustees, financial controls, risk management and transparency.',
} satisfies PageMeta;

/** The financial limits of spec section 9, as numbers for any check that needs them. */
export const financialGovernance = {
  /** Payments above this many pounds need two operational signatories. */
  dualAuthorisationAbove: 500,
  /** Spending above this many pounds needs a resolution of the full Board. */
  boardResolutionAbove: 5000,
  /** Financial records are kept for at least this many years. */
  recordRetentionYears: 6,
  /** Trustees' financial training is reviewed every this many years. */
  trusteeTrainingReviewYears: 2,
} as const;

/** How often risk is looked at (spec section 9). */
export const riskReview = {
  assessment: 'quarterly',
  reportToBoard: 'annually',
} as const;

const { registration } = organisation;

export const governanceLegalFramework = {
  meta,
  title: 'Governance & Legal Framework',
  introduction: `The ${organisation.name} exists to widen access to health, which we see as a matter of justice, not charity. Everything we do rests on clear legal foundations and on a Board of Trustees that answers for every decision. This page sets out how the trust is constituted, governed and held to account.`,
  sections: [
    {
      id: 'legal-status',
      title: 'Legal Status',
      body: `The ${organisation.name} (${organisation.shortName}) is a charitable trust registered in ${registration.jurisdiction} and governed by its signed [constitution](/constitution).

Registration with the Charity Commission for England and Wales is ${registration.charityCommission} and is expected to be completed in ${registration.expected}. Once it is complete, our registered charity number will be published on this website and in our documents.

Our correspondence address is in central ${organisation.address.city}.`,
    },
    {
      id: 'compliance',
      title: 'Compliance',
      body: `The trust's purposes are exclusively charitable within the meaning of section 3 of the Charities Act 2011, and the trustees must show that those purposes are carried out for the public benefit.

We comply with the law of ${registration.jurisdiction} and with the guidance of the Charity Commission, including:

- charity law and the trustees' duties under the Charities Act 2011;
- UK data protection law (the UK GDPR and the Data Protection Act 2018): see our [Privacy Policy](/privacy-policy);
- anti-money-laundering, sanctions and anti-bribery law (the Bribery Act 2010): see our [Anti-Fraud & Anti-Corruption Policy](/anti-fraud);
- safeguarding duties towards everyone our work reaches: see our [Safeguarding Policy](/safeguarding).`,
    },
    {
      id: 'board-of-trustees',
      title: 'The Board of Trustees',
      body: `The trust is governed by its Board of Trustees, chaired by the Chair of Trustees. The Board sets strategy, approves every grant and holds the Executive Lead to account for day-to-day management.

- **Grants** are made only by formal resolution of the Board of Trustees. Emergency relief is no exception: it also needs a Board resolution.
- **Signatories:** only three trustees act as operational signatories for the trust. The other trustees serve in an advisory or non-executive capacity.
- **Independence:** donors, including our founding benefactors, have no influence over governance or over grant decisions.
- **Conflicts of interest** are declared and recorded, and a conflicted trustee takes no part in the decision: see our [Conflict of Interest Policy](/conflict-of-interest).

You can read about each trustee on our [Trustee Biographies](/trustee-biographies) page.`,
    },
    {
      id: 'governance-principles',
      title: 'Governance Principles',
      body: `Our governance draws on the principles of the Charity Governance Code:

1. **Organisational purpose:** every decision is tested against our charitable purposes.
2. **Leadership:** the Board leads the trust and takes collective responsibility for it.
3. **Integrity:** trustees act in the trust's interests alone and declare any conflict.
4. **Decision-making, risk and control:** decisions are informed, recorded and subject to clear controls.
5. **Board effectiveness:** the Board reviews its own skills and performance.
6. **Equality, diversity and inclusion:** we seek a Board and partners that reflect the communities we serve.
7. **Openness and accountability:** we publish how we are governed and answer questions about it.`,
    },
    {
      id: 'financial-governance',
      title: 'Financial Governance',
      body: `The Board is responsible for the proper use of every pound entrusted to the trust. ${impactFigures.donationsToProgrammes.display} of every donation goes to health programmes.

- **Dual authorisation:** every payment above £500 needs the approval of two operational signatories.
- **Board approval:** spending above £5,000 needs a resolution of the full Board of Trustees.
- **Records:** financial records are kept for at least 6 years.
- **Training:** trustees' financial training is reviewed every 2 years.
- **Review:** financial policies are reviewed annually.

The full controls are set out in our [Financial Controls Policy](/financial-controls).`,
    },
    {
      id: 'risk-management',
      title: 'Risk Management',
      body: `Risks to the trust, to its partners and to the people our work reaches are assessed quarterly and reported to the Board annually.

Each risk is scored for likelihood (1 to 5) and impact (1 to 5) and given a red, amber or green rating. The risk register is reviewed quarterly.

Read our [Risk Management Policy](/risk-management) for the full approach.`,
    },
    {
      id: 'transparency',
      title: 'Transparency',
      body: `We publish our constitution, our policies and our key documents in our [Publications](/publications) library, each with a SHA-256 checksum so that anyone can confirm a copy is genuine.

Once registration is complete, our annual report and accounts will be filed with the Charity Commission and published here. Concerns about wrongdoing can be raised in confidence under our [Whistleblowing Policy](/whistleblowing).

If you have a question about how the trust is governed, please [contact us](/contact).`,
    },
  ],
  related: [
    { label: 'Governance & Oversight', href: '/governance' },
    { label: 'Constitution', href: '/constitution' },
    { label: 'Financial Controls Policy', href: '/financial-controls' },
    { label: 'Risk Management Policy', href: '/risk-management' },
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
    { label: 'Publications', href: '/publications' },
  ],
} satisfies Policy;
