// About the Trust (/about-the-trust): origins, structure, charitable purpose,
// public benefit, approach and the constitution download.
import { organisation } from '../organisation.ts';
import type { Link, PageMeta, PolicySection } from '../schemas.ts';

export const meta: PageMeta = {
  path: '/about-the-trust',
  title: 'About the Trust',
  description:
    'The origins, structure and charitable purpose of the Global Health Access Trust, established in 2025 to advance health and save lives, and its constitution.',
};

export const hero: { title: string; intro: string } = {
  title: 'About the Trust',
  intro: `The ${organisation.name} was established in 2025 to fund access to health for the people most often denied it. ${organisation.mission}`,
};

/** The year the trust was established. */
export const establishedYear = 2025;

export const origins: PolicySection = {
  id: 'origins',
  title: 'Our Origins',
  body: `The trust was established in ${establishedYear} by founding benefactors who shared a conviction: that access to health is a matter of justice, not charity.

They chose the form of a charitable trust deliberately. A trust is governed by its constitution and its trustees, not by the people who fund it, so that its purpose outlasts any one donor. From the start, the founding benefactors placed the trust under an independent Board of Trustees and gave up any influence over its governance.`,
};

export interface TrustRole {
  title: string;
  /** What the role is responsible for, in one line. */
  remit: string;
}

export const structure: { heading: string; intro: string; roles: TrustRole[]; link: Link } = {
  heading: 'Our Structure',
  intro:
    'The trust is governed by its Board of Trustees. Five roles carry its day-to-day leadership and oversight.',
  roles: [
    {
      title: 'Chair of Trustees',
      remit: 'Leads the Board of Trustees and is accountable for the trust’s governance.',
    },
    {
      title: 'Executive Lead',
      remit: 'Runs the trust’s operations and grant programmes within the Board’s decisions.',
    },
    {
      title: 'Senior Governance Advisor',
      remit: 'Advises the Board on governance, compliance and the review of its policies.',
    },
    {
      title: 'Legal Affairs Advisor',
      remit: 'Advises on charity law, contracts and the trust’s legal obligations.',
    },
    {
      title: 'Trust Development Coordinator',
      remit: 'Coordinates partnerships, donor relations and the trust’s development.',
    },
  ],
  link: { label: 'Meet our trustees', href: '/trustee-biographies' },
};

export const charitablePurpose: PolicySection = {
  id: 'charitable-purpose',
  title: 'Charitable Purpose',
  body: `The trust’s purpose is one of the charitable purposes set out in section 3 of the Charities Act 2011: **the advancement of health or the saving of lives**.

We pursue it by making grants to organisations that widen access to healthcare, train health workers, strengthen health systems, carry out health policy research and provide emergency medical relief. Our five funding pillars are described on [What We Do](/what-we-do).`,
};

export const publicBenefit: PolicySection = {
  id: 'public-benefit',
  title: 'Public Benefit',
  body: `Everything the trust does is for the public benefit. Our grants serve people who lack access to healthcare, chosen by need and not by any connection to the trust, its trustees or its donors.

No trustee, benefactor or partner may receive a private benefit from our grants beyond what is incidental to our purpose. Trustees declare their interests and stand aside from any decision in which they have one, as our [conflict of interest policy](/conflict-of-interest) requires.`,
};

export const approach: PolicySection = {
  id: 'approach',
  title: 'Our Approach',
  body: `- **By invitation.** We identify partners through our own research and networks. The trust does not accept unsolicited funding applications.
- **By resolution.** Every grant, including emergency relief, is made by formal resolution of the Board of Trustees.
- **Independently.** Founding benefactors have no influence over governance.
- **For the long term.** We favour work that leaves stronger people and systems behind it.

Read more about [how we work](/how-we-work).`,
};

export const constitution: {
  heading: string;
  intro: string;
  /** As the spec gives it: a month and year, with no day. */
  adopted: string;
  download: Link;
  view: Link;
} = {
  heading: 'Our Constitution',
  intro:
    'The trust’s constitution sets out its charitable purpose, its powers and how its trustees govern it. It was adopted in June 2025.',
  adopted: 'June 2025',
  download: { label: 'Download the constitution (PDF)', href: '/documents/trust-constitution.pdf' },
  view: { label: 'Read the signed constitution', href: '/constitution' },
};
