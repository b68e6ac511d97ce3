// /donor-recognition: the five recognition tiers (spec section 9), shown as tier cards.
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/donor-recognition',
  title: 'Donor Recognition',
  description:
    'How the Global Health Access Trust recognises its founding supporters: five tiers from Charter Members to Founding Patrons, and The Legacy Circle.',
} satisfies PageMeta;

export const hero = {
  title: 'Donor Recognition',
  intro:
    'We recognise the founding supporters whose generosity makes our work possible, with gratitude and with discretion.',
};

export interface RecognitionTier {
  id: string;
  /** The tier's name, exactly as published. */
  name: string;
  /** The giving level in pounds; unset for a tier that is not set by an amount. */
  minimumGift?: number;
  /** The giving level as shown on the card ('£100,000+'); unset with `minimumGift`. */
  threshold?: string;
  /** For a tier without a giving level: what it recognises. */
  basis?: string;
  description: string;
}

export const tiers: RecognitionTier[] = [
  {
    id: 'founding-patrons',
    name: 'Founding Patrons',
    minimumGift: 100_000,
    threshold: '£100,000+',
    description:
      'Our most generous founding supporters, whose commitment lays the foundations of the trust’s work for years to come. Founding Patrons are acknowledged in our annual report and receive regular updates on the work they make possible.',
  },
  {
    id: 'founding-benefactors',
    name: 'Founding Benefactors',
    minimumGift: 50_000,
    threshold: '£50,000+',
    description:
      'Supporters whose gifts make new programmes possible across our five funding pillars. Founding Benefactors are acknowledged in our annual report and receive regular updates on the work they help to fund.',
  },
  {
    id: 'founding-supporters',
    name: 'Founding Supporters',
    minimumGift: 25_000,
    threshold: '£25,000+',
    description:
      'Supporters who help us strengthen health systems and train the people who deliver care. Founding Supporters are acknowledged in our annual report and receive our updates on impact.',
  },
  {
    id: 'charter-members',
    name: 'Charter Members',
    minimumGift: 10_000,
    threshold: '£10,000+',
    description:
      'Supporters who join us in our founding years and stand behind our mission that access to health is justice, not charity. Charter Members receive our updates on impact.',
  },
  {
    id: 'legacy-circle',
    name: 'The Legacy Circle',
    basis: 'A gift in your will',
    description:
      'For those who remember the trust with a bequest in their will. With your permission, we recognise members of The Legacy Circle during their lifetime and thank them for a gift that will reach future generations.',
  },
];

/** Markdown: how recognition works, shown after the tiers. */
export const recognitionPrinciples = {
  heading: 'How Recognition Works',
  body: `- **Independence:** recognition confers no influence over governance. Every grant is made by formal resolution of the Board of Trustees, and no donor, at any tier, has a say in the trust’s decisions.
- **Your choice:** we acknowledge supporters by name only with their consent. You may give anonymously, and you can change your preference at any time.
- **Discretion:** we treat every gift and every conversation about giving in confidence.
- **Due diligence:** we carry out proportionate checks on significant gifts, in line with our [Anti-Fraud & Anti-Corruption Policy](/anti-fraud).`,
};

export const closing: { text: string; links: Link[] } = {
  text: 'To talk about supporting the trust, or about a gift in your will, please get in touch.',
  links: [
    { label: 'Start a Conversation', href: '/donate' },
    { label: 'Ways to Support', href: '/support-the-trust' },
  ],
};
