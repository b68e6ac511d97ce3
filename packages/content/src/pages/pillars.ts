// The five funding pillars: one list, shown on the home page (What We Fund) and on
// /what-we-do. Icon names come from @ghat/ui's icon set.
import type { FundingPillar } from '../schemas.ts';

/** The pillar pictures' own size (16:9, the card's wide frame). */
const imageSize = { width: 1600, height: 900 } as const;

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
    image: {
      src: '/images/pillar-healthcare-access.svg',
      alt: 'A community health worker taking a young patient’s temperature at a rural clinic while the child’s mother looks on',
      ...imageSize,
    },
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
    image: {
      src: '/images/pillar-education-training.svg',
      alt: 'A group of nurses in a classroom practising a clinical skill together while a tutor watches',
      ...imageSize,
    },
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
    image: {
      src: '/images/pillar-systems-strengthening.svg',
      alt: 'A health administrator reviewing stock records on a tablet in a medical store room stacked with supplies',
      ...imageSize,
    },
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
    image: {
      src: '/images/pillar-policy-research.svg',
      alt: 'Two researchers discussing charts of health data on a laptop screen in an office',
      ...imageSize,
    },
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
    image: {
      src: '/images/pillar-emergency-relief.svg',
      alt: 'Medical staff unloading boxes of supplies from a vehicle outside a field clinic tent',
      ...imageSize,
    },
  },
];

/** Where a pillar is described in full: its anchor on /what-we-do (the cards' Learn more). */
export function pillarHref(pillar: Pick<FundingPillar, 'id'>): string {
  return `/what-we-do#${pillar.id}`;
}
