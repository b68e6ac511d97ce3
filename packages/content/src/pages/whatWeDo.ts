// What We Do (/what-we-do): the five funding pillars, the five numbered programme
// areas, and the governance and conditions of grant-making.
import type { FundingPillar, Image, Link, PageMeta, PolicySection } from '../schemas.ts';
import { programmeImages } from '../images/index.ts';
import { fundingPillars } from './pillars.ts';

export const meta: PageMeta = {
  path: '/what-we-do',
  title: 'What We Do',
  description:
    'What the Global Health Access Trust funds: five pillars and five programme areas, from healthcare access to emergency relief, and the conditions on which we make grants.',
};

export const hero: { title: string; intro: string } = {
  title: 'What We Do',
  intro:
    'We fund the organisations that widen access to health: bringing care to people who are shut out of it, training the people who provide it and strengthening the systems it depends on.',
};

export const pillars: { heading: string; intro: string; items: FundingPillar[] } = {
  heading: 'Our Funding Pillars',
  intro: 'Five pillars shape every grant the trust makes.',
  items: fundingPillars,
};

export interface ProgrammeAreaData {
  /** Shown as a Roman numeral: 1 is I. */
  number: number;
  title: string;
  description: string;
  outcomes: string[];
  image: Image;
}

export const programmes: { heading: string; intro: string; areas: ProgrammeAreaData[] } = {
  heading: 'Our Programme Areas',
  intro:
    'Our grants are made in five programme areas. Each describes the kind of work we fund and the outcomes we look for.',
  areas: [
    {
      number: 1,
      title: 'Healthcare Access',
      description:
        'Grants that remove the barriers between people and the care they need: cost, distance, discrimination and displacement. We fund primary care, maternal and child health services, mobile clinics and the supply of essential medicines.',
      outcomes: [
        'Mobile clinics reaching remote and displaced communities',
        'Free or affordable maternal and newborn care',
        'Essential medicines kept in stock at community health centres',
      ],
      image: programmeImages[0],
    },
    {
      number: 2,
      title: 'Education & Training',
      description:
        'Grants that build a skilled and lasting health workforce. We fund training, mentoring and continuing professional education for health workers, delivered with local institutions so that skills stay where they are needed.',
      outcomes: [
        'Community health workers trained and equipped',
        'Scholarships for nursing and midwifery students',
        'Clinical mentoring for health workers in rural facilities',
      ],
      image: programmeImages[1],
    },
    {
      number: 3,
      title: 'Systems Strengthening',
      description:
        'Grants that help health systems work as a whole. We fund supply chains, health information systems, referral networks, and the management and leadership that keep services running.',
      outcomes: [
        'Fewer stock-outs of essential medicines and supplies',
        'Health data collected and used to plan services',
        'Referral pathways linking community care to hospitals',
      ],
      image: programmeImages[2],
    },
    {
      number: 4,
      title: 'Policy & Research',
      description:
        'Grants for independent research into the barriers to health access, and for the policy work that turns evidence into change. We favour research that involves the communities it studies and is published openly.',
      outcomes: [
        'Independent studies of barriers to care, published openly',
        'Policy briefings for governments and health institutions',
        'Community voices represented in health policy consultations',
      ],
      image: programmeImages[3],
    },
    {
      number: 5,
      title: 'Emergency Relief',
      description:
        'Grants that restore healthcare quickly when conflict, displacement or disaster strikes. We work through trusted partners already on the ground, and every emergency grant is made by resolution of the Board of Trustees.',
      outcomes: [
        'Emergency medical care and supplies for people affected by crises',
        'Health services for displaced families and host communities',
        'Support to rebuild local health services after a crisis',
      ],
      image: programmeImages[4],
    },
  ],
};

export const grantMaking: {
  heading: string;
  intro: string;
  sections: PolicySection[];
  action: Link;
} = {
  heading: 'Governance and Conditions of Grant-Making',
  intro:
    'Every grant the trust makes meets the same conditions, so that our funding is accountable, independent and for the public benefit.',
  sections: [
    {
      id: 'due-diligence',
      title: 'Due Diligence',
      body: `- Every grant requires a formal resolution of the Board of Trustees.
- Emergency relief also requires a resolution of the Board of Trustees: no grant is made without one, however urgent.
- Before a grant is proposed to the Board, we review the partner’s governance, finances, safeguarding and track record, in line with our [financial controls](/financial-controls) and [risk management](/risk-management) policies.
- Founding benefactors have no influence over governance or over the Board’s decisions.
- The trust does not accept unsolicited funding applications. We identify partners through our own research and networks.`,
    },
    {
      id: 'public-benefit',
      title: 'Public Benefit',
      body: `Our grants serve the public benefit, in keeping with our charitable purpose under section 3 of the Charities Act 2011: the advancement of health or the saving of lives.

- Funding follows need, never any connection to a trustee, donor or benefactor.
- Partners report on how our funding is used and what it achieves, and we publish what we learn.
- Every partner we fund must meet our [safeguarding](/safeguarding) standards.`,
    },
  ],
  action: { label: 'Support Our Mission', href: '/get-involved' },
};
