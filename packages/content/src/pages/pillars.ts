import { pillarImages } from '../images/index.ts';
// The five funding pillars: one list, shown on the home page (What We Fund) and on
// /what-we-do. Icon names come from @ghat/ui's icon set.
import type { FundingPillar } from '../schemas.ts';

export const fundingPillars: FundingPillar[] = [
  {
    id: 'healthcare-access',
    title: 'Healthcare Access',
    icon: 'stethoscope',
    description:
      'We fund the organisations that bring essential care to people who are shut out of it: primary care, maternal and child health, medicines and diagnostics where they are missing or out of reach.',
    outcomes: [
      'More people reached by primary and maternal health services',
      'Essential medicines and diagnostics available where they are needed',
      'Fewer people turned away from care because of cost or distance',
    ],
    image: pillarImages['healthcare-access'],
  },
  {
    id: 'education-training',
    title: 'Education & Training',
    icon: 'graduation-cap',
    description:
      'We invest in the people who deliver care: training, mentoring and continuing education for nurses, midwives, community health workers and clinicians in the places that need them most.',
    outcomes: [
      'Health workers trained and supported to stay in their communities',
      'Accredited courses delivered with local universities and training colleges',
      'Clinical skills that remain in the health system after a grant ends',
    ],
    image: pillarImages['education-training'],
  },
  {
    id: 'systems-strengthening',
    title: 'Systems Strengthening',
    icon: 'network',
    description:
      'We help health systems work as a whole: supply chains, health information, referral networks and the management that keeps clinics open and staffed.',
    outcomes: [
      'Reliable supply chains for medicines and equipment',
      'Better health data used to plan and improve services',
      'Stronger links between community services and hospitals',
    ],
    image: pillarImages['systems-strengthening'],
  },
  {
    id: 'policy-research',
    title: 'Policy & Research',
    icon: 'chart',
    description:
      'We support independent research and the policy work that follows from it, so that decisions about health are made on evidence and in the interests of the people they affect.',
    outcomes: [
      'Independent research on barriers to health access, published openly',
      'Evidence shared with the governments and institutions that set health policy',
      'Communities’ experience heard in the decisions that affect their health',
    ],
    image: pillarImages['policy-research'],
  },
  {
    id: 'emergency-relief',
    title: 'Emergency Relief',
    icon: 'siren',
    description:
      'When conflict, displacement or disaster cuts people off from care, we fund trusted partners to restore it quickly, always by resolution of the Board of Trustees.',
    outcomes: [
      'Emergency medical care for people affected by conflict and disaster',
      'Health services for displaced families, in camps and host communities',
      'Recovery support that rebuilds local health services after a crisis',
    ],
    image: pillarImages['emergency-relief'],
  },
];

/** Where a pillar is described in full: its anchor on /what-we-do (the cards' Learn more). */
export function pillarHref(pillar: Pick<FundingPillar, 'id'>): string {
  return `/what-we-do#${pillar.id}`;
}
