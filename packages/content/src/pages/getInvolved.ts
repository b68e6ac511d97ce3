// /get-involved: three ways in, professional partnerships, the newsletter and a closing call.
import { newsletterSignupCopy } from '../copy.ts';
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/get-involved',
  title: 'Get Involved',
  description:
    'Partner with the Global Health Access Trust, work with us as a healthcare, academic or research institution, or sign up for news of our work.',
} satisfies PageMeta;

export const hero = {
  title: 'Get Involved',
  intro:
    'Access to health is justice, not charity. However you choose to join us, you help bring care to people who are denied it.',
};

/** One way in, for an action card: icon (from @ghat/ui's set), title, text and one link. */
export interface InvolvementCard {
  id: string;
  icon: 'heart' | 'users' | 'mail';
  title: string;
  text: string;
  action: Link;
  /** Small print under the action. */
  note?: string;
}

/** The id of the newsletter section, which the Stay Informed card scrolls to. */
export const newsletterSectionId = 'newsletter';

export const cards: InvolvementCard[] = [
  {
    id: 'partner-with-us',
    icon: 'heart',
    title: 'Partner With Us',
    text: 'Support our grant-making with a major gift, a corporate or foundation partnership, or a gift in your will.',
    action: { label: 'Partner With Us', href: '/donate' },
    note: 'UK taxpayers can add Gift Aid: an extra 25p for every £1 you give.',
  },
  {
    id: 'become-a-partner',
    icon: 'users',
    title: 'Become a Partner',
    text: 'Healthcare institutions, universities and research groups: talk to us about working together.',
    action: { label: 'Contact Us', href: '/contact' },
  },
  {
    id: 'stay-informed',
    icon: 'mail',
    title: 'Stay Informed',
    text: 'Receive occasional updates on our programmes, our partners and the impact of your support.',
    action: { label: 'Sign Up for Updates', href: `#${newsletterSectionId}` },
  },
];

export interface PartnershipBlock {
  id: string;
  icon: 'stethoscope' | 'graduation-cap';
  title: string;
  description: string;
  /** What a partnership can include. */
  areas: string[];
}

export const professionalPartnerships: {
  heading: string;
  intro: string;
  blocks: PartnershipBlock[];
} = {
  heading: 'Professional Partnerships',
  intro:
    'We work with institutions that share our commitment to health equity and bring expertise that no single funder can.',
  blocks: [
    {
      id: 'healthcare-institutions',
      icon: 'stethoscope',
      title: 'Healthcare Institutions',
      description:
        'Hospitals, clinics and health networks can work with us to bring care to people who are shut out of it and to strengthen the systems that serve them.',
      areas: [
        'Delivering healthcare access programmes with local partners',
        'Clinical training and mentoring for health workers',
        'Strengthening supply chains, referral systems and health records',
        'Emergency response when a crisis strikes',
      ],
    },
    {
      id: 'academic-research',
      icon: 'graduation-cap',
      title: 'Academic & Research Partners',
      description:
        'Universities and research institutes can help us build the evidence that shows what works and shapes better health policy.',
      areas: [
        'Evaluating the outcomes of the programmes we fund',
        'Policy research on access to health and its barriers',
        'Accredited education and training for health professionals',
        'Sharing findings openly with partners and policymakers',
      ],
    },
  ],
};

/** The newsletter section: heading, intro and the sign-up form's words. */
export const newsletter = {
  id: newsletterSectionId,
  heading: 'Stay Informed',
  intro:
    'Sign up for occasional email updates on our work. We will send you an email to confirm your subscription, and you can unsubscribe at any time.',
  form: newsletterSignupCopy,
};

export const closing: { heading: string; text: string; links: Link[] } = {
  heading: 'Ready to Make a Difference?',
  text: 'Talk to our team about how you could be part of our work, or find out more about who we are.',
  links: [
    { label: 'Contact Us', href: '/contact' },
    { label: 'About Us', href: '/about' },
  ],
};
