// /governance (Governance & Oversight): a short overview that points to every policy page.
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/governance',
  title: 'Governance & Oversight',
  description:
    'An overview of how the Global Health Access Trust is overseen, with links to our constitution and to every governance and website policy.',
} satisfies PageMeta;

export const hero = {
  title: 'Governance & Oversight',
  intro:
    'The Board of Trustees oversees everything the trust does. These pages set out the rules it has adopted and how they are applied.',
};

/** Markdown: shown under the hero, before the policy groups. */
export const overview = `Every grant is made by formal resolution of the Board of Trustees, and only three trustees act as operational signatories. Our policies are approved by the Board of Trustees and reviewed annually.

Start with our [Governance & Legal Framework](/governance-legal-framework) for the whole picture, or go straight to the policy you need below.`;

export interface PolicyEntry extends Link {
  /** One sentence on what the page covers. */
  summary: string;
}

export interface PolicyGroup {
  /** The anchor of the group on the page. */
  id: string;
  heading: string;
  policies: PolicyEntry[];
}

export const policyGroups: PolicyGroup[] = [
  {
    id: 'constitution-and-framework',
    heading: 'Constitution and Framework',
    policies: [
      {
        label: 'Governance & Legal Framework',
        href: '/governance-legal-framework',
        summary:
          'Our legal status, the Board of Trustees, financial governance, risk and transparency.',
      },
      {
        label: 'Constitution',
        href: '/constitution',
        summary: 'The signed constitution that establishes the trust and sets its purposes.',
      },
    ],
  },
  {
    id: 'governance-policies',
    heading: 'Governance Policies',
    policies: [
      {
        label: 'Conflict of Interest Policy',
        href: '/conflict-of-interest',
        summary: 'How trustees and staff declare and manage conflicts of interest.',
      },
      {
        label: 'Financial Controls Policy',
        href: '/financial-controls',
        summary: 'Authorisation limits, record keeping and how our funds are protected.',
      },
      {
        label: 'Risk Management Policy',
        href: '/risk-management',
        summary: 'How risks are identified, scored, reviewed and reported to the Board.',
      },
      {
        label: 'Whistleblowing Policy',
        href: '/whistleblowing',
        summary: 'How to raise a concern about wrongdoing, in confidence and without reprisal.',
      },
      {
        label: 'Anti-Fraud & Anti-Corruption Policy',
        href: '/anti-fraud',
        summary: 'Our zero-tolerance approach to fraud, bribery and corruption.',
      },
      {
        label: 'Safeguarding Policy',
        href: '/safeguarding',
        summary: 'How we protect children and adults at risk throughout our work.',
      },
    ],
  },
  {
    id: 'website-policies',
    heading: 'Website Policies',
    policies: [
      {
        label: 'Privacy Policy',
        href: '/privacy-policy',
        summary: 'What personal data we collect, why, how long we keep it and your rights.',
      },
      {
        label: 'Cookie Policy',
        href: '/cookie-policy',
        summary: 'The cookies this website uses and how to change your choices.',
      },
      {
        label: 'Terms of Use',
        href: '/terms-of-use',
        summary: 'The terms on which you may use this website and its content.',
      },
      {
        label: 'Accessibility Statement',
        href: '/accessibility-statement',
        summary: 'How accessible this website is and how to tell us about a problem.',
      },
    ],
  },
];

/** Shown after the groups: where to take a question. */
export const closing = {
  text: 'Have a question about how the trust is governed?',
  link: { label: 'Contact us', href: '/contact' },
};
