// How We Work (/how-we-work): static text on how the trust chooses, approves and
// oversees its grants.
import type { Link, PageMeta, PolicySection } from '../schemas.ts';

export const meta: PageMeta = {
  path: '/how-we-work',
  title: 'How We Work',
  description:
    'How the Global Health Access Trust finds partners, makes grants by resolution of its Board of Trustees, and oversees every pound it spends.',
};

export const hero: { title: string; intro: string } = {
  title: 'How We Work',
  intro:
    'Every grant we make follows the same careful path: from identifying a partner to reporting on what the funding achieved.',
};

export const sections: PolicySection[] = [
  {
    id: 'identifying-partners',
    title: 'Identifying Partners',
    body: `We find the organisations we fund through our own research, our networks and the recommendations of trusted institutions. The trust does not accept unsolicited funding applications, so that our trustees can give full attention to the partners we invite.`,
  },
  {
    id: 'due-diligence',
    title: 'Due Diligence',
    body: `Before any grant is proposed, we review the partner’s governance, financial management, safeguarding and record of delivery. Risks are assessed and scored for likelihood and impact, as our [risk management policy](/risk-management) sets out.`,
  },
  {
    id: 'board-approval',
    title: 'Approval by the Board',
    body: `Every grant requires a formal resolution of the Board of Trustees. Emergency relief is no exception: it too requires a Board resolution, which the Board can make quickly when a crisis demands it.

Our founding benefactors have no influence over governance. Trustees declare any interest and stand aside from decisions in which they have one, under our [conflict of interest policy](/conflict-of-interest).`,
  },
  {
    id: 'financial-controls',
    title: 'Financial Controls',
    body: `Only three trustees are operational signatories. Payments above £500 need the authorisation of two of them, and any spending above £5,000 needs a full resolution of the Board. Our [financial controls](/financial-controls) set out every safeguard.`,
  },
  {
    id: 'monitoring-and-learning',
    title: 'Monitoring and Learning',
    body: `Partners report on how our funding is used and what it achieves. We review those reports, visit where we can, and use what we learn to make better grants. The Board reviews the trust’s risks and policies regularly, and every policy is reviewed annually.`,
  },
];

export const related: { heading: string; links: Link[] } = {
  heading: 'Governance and Policies',
  links: [
    { label: 'Governance & Oversight', href: '/governance' },
    { label: 'Governance & Legal Framework', href: '/governance-legal-framework' },
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
  ],
};
