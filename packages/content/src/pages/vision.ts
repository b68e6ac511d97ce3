// The trust's vision and its three values: one list, shown on the home page
// (Our Vision) and on /about.
import { impactFigures } from '../organisation.ts';
import type { ValueCard } from '../schemas.ts';

/** The vision in one sentence. */
export const visionStatement =
  'A world in which access to health is treated as a matter of justice, not charity: where no one is denied care because of where they were born, what they earn or the crisis they have fled.';

export const values: ValueCard[] = [
  {
    number: 'One',
    label: 'Principled governance',
    description:
      'Every grant is made by formal resolution of the Board of Trustees. Our founding benefactors have no influence over governance, and our decisions are recorded, reviewed and open to scrutiny.',
  },
  {
    number: 'Two',
    label: 'Enduring legacy',
    description:
      'We fund work that lasts beyond any single grant: health workers trained, systems strengthened and evidence that shapes policy for years to come.',
  },
  {
    number: 'Three',
    label: 'Uncompromising mission',
    description: `Access to health is justice, not charity. We hold every decision to that standard, and ${impactFigures.donationsToProgrammes.display} of every donation goes to health programmes.`,
  },
];
