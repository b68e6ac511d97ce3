// About the trust (/about): vision, values, legal status and the registered
// correspondence address.
import { organisation, registrationStatement } from '../organisation.ts';
import type { Link, PageMeta, PolicySection, ValueCard } from '../schemas.ts';
import { values as trustValues, visionStatement } from './vision.ts';

export const meta: PageMeta = {
  path: '/about',
  title: 'About Us',
  description:
    'Who we are: the Global Health Access Trust’s vision and values, its legal status as a trust registered in England and Wales, and where to write to us.',
};

export const hero: { title: string; intro: string } = {
  title: 'About the Global Health Access Trust',
  intro: `A UK health charitable trust funding access to healthcare worldwide. Our mission: ${organisation.mission}`,
};

export const vision: { heading: string; statement: string; body: string } = {
  heading: 'Our Vision',
  statement: visionStatement,
  body: `Millions of people live without the healthcare most of us take for granted. We believe that is an injustice to be put right, not a misfortune to be pitied.

The trust funds organisations that widen access to health: by bringing care to people who are shut out of it, by training the people who provide it, and by strengthening the systems and policies it depends on. Read more about [what we fund](/what-we-do) and [how we work](/how-we-work).`,
};

export const values: { heading: string; intro: string; items: ValueCard[] } = {
  heading: 'Our Values',
  intro: 'Three commitments guide every decision the trustees make.',
  items: trustValues,
};

export const legalStatus: PolicySection = {
  id: 'legal-status',
  title: 'Legal Status',
  body: `The ${organisation.name} is a charitable trust. ${registrationStatement}

We will publish our charity number here as soon as the Charity Commission issues it.

The trust is governed by its constitution and overseen by its Board of Trustees. Read the [signed constitution](/constitution) and our [governance and legal framework](/governance-legal-framework).`,
};

export const registeredAddress: {
  heading: string;
  intro: string;
  address: typeof organisation.address;
  contact: Link;
} = {
  heading: 'Registered Correspondence Address',
  intro: 'Letters to the trust and its trustees may be sent to our correspondence address.',
  address: organisation.address,
  contact: { label: 'Contact the trust', href: '/contact' },
};
