// Our Work (/our-work): static text on what the trust does and where.
import { impactFigures, responseTimes } from '../organisation.ts';
import type { Link, PageMeta, PolicySection } from '../schemas.ts';

const { countries, partnerCountries, organisations, peopleSupported, donationsToProgrammes } =
  impactFigures;

export const meta: PageMeta = {
  path: '/our-work',
  title: 'Our Work',
  description: `How the Global Health Access Trust turns its mission into grants: working in ${impactFigures.countries.display} countries with partnerships across ${impactFigures.partnerCountries.display} more, across five programme areas.`,
};

export const hero: { title: string; intro: string } = {
  title: 'Our Work',
  intro:
    'We are a grant-making trust. We do not run clinics ourselves: we fund the organisations that do, and hold that funding to the highest standards of governance.',
};

export const sections: PolicySection[] = [
  {
    id: 'what-we-do',
    title: 'Funding Access to Health',
    body: `Access to health is justice, not charity. Our grants support organisations that bring healthcare to people who are denied it, whether by poverty, distance, conflict or displacement.

We fund across five programme areas:

1. **Healthcare Access**: primary care, maternal and child health, and essential medicines.
2. **Education & Training**: a skilled health workforce that stays where it is needed.
3. **Systems Strengthening**: supply chains, health information and referral networks.
4. **Policy & Research**: independent evidence and the policy change it supports.
5. **Emergency Relief**: restoring care quickly when crisis strikes.

Each area is described in full on [What We Do](/what-we-do).`,
  },
  {
    id: 'where-we-work',
    title: 'Where We Work',
    body: `We are working in ${countries.display} countries, with partnerships across ${partnerCountries.display} more. Through our partners, ${organisations.display} health organisations are connected, and over ${peopleSupported.display} people have been supported.

We focus on places where the gap between need and care is widest: communities affected by conflict and displacement, rural areas far from a clinic, and health systems under strain.`,
  },
  {
    id: 'our-partners',
    title: 'Working With Partners',
    body: `Our partners are health organisations, institutions and researchers who know their communities and are trusted by them. We identify them through our own research and networks: the trust does not accept unsolicited funding applications.

Every grant is made by formal resolution of the Board of Trustees, after due diligence on the partner’s governance, finances and safeguarding. Read more about [how we work](/how-we-work).`,
  },
  {
    id: 'every-donation',
    title: 'Where Your Donation Goes',
    body: `${donationsToProgrammes.display} of every donation goes to health programmes. The rest meets the costs of governance, due diligence and oversight that make sure every grant does what it should.`,
  },
];

export const callToAction: { heading: string; text: string; actions: Link[] } = {
  heading: 'Work With Us',
  text: `If you represent a health institution, a research body or a philanthropic organisation and share our mission, we would like to hear from you. We reply to serious enquiries within ${responseTimes.seriousEnquiries}.`,
  actions: [
    { label: 'Partner With Us', href: '/donate' },
    { label: 'Contact the Trust', href: '/contact-the-trust' },
  ],
};
