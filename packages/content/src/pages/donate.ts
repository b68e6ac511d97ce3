// /donate (Partner With Us): the hero, three ways to give and the 'Get in Touch' enquiry form.
import { enquiryFormCopy } from '../copy.ts';
import { responseTimes } from '../organisation.ts';
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/donate',
  title: 'Partner With Us',
  description:
    'Partner with the Global Health Access Trust through a major gift, a corporate or foundation partnership, or a gift in your will. Start a conversation.',
} satisfies PageMeta;

/** The id of the enquiry section, which the hero's button scrolls to. */
export const enquirySectionId = 'enquiry';

export const hero: { title: string; intro: string; actions: Link[] } = {
  title: 'Partner with us to transform access to healthcare',
  intro:
    'We work with a small number of committed partners who share our belief that access to health is justice, not charity. Every partnership begins with a conversation.',
  actions: [{ label: 'Start a Conversation', href: `#${enquirySectionId}` }],
};

/** One way to give, for an action card. */
export interface GivingCard {
  id: string;
  icon: 'users' | 'globe' | 'heart';
  title: string;
  text: string;
  /** What the partnership can include. */
  highlights: string[];
  action: Link;
  note?: string;
}

export const givingCards: GivingCard[] = [
  {
    id: 'major-gifts-families',
    icon: 'users',
    title: 'Major Gifts & Families',
    text: 'For individuals and families who want their giving to bring lasting change in global health.',
    highlights: [
      'Support one of our five funding pillars, or our work as a whole',
      'Regular reports on the programmes your gift makes possible',
      'Recognition as a founding supporter, if you wish',
    ],
    action: { label: 'Start a Conversation', href: `#${enquirySectionId}` },
    note: 'UK taxpayers can add Gift Aid: an extra 25p for every £1 you give.',
  },
  {
    id: 'corporate-foundations',
    icon: 'globe',
    title: 'Corporate & Foundations',
    text: 'For companies, trusts and foundations that share our commitment to health equity.',
    highlights: [
      'Partnerships shaped around shared goals and the places you care about',
      'Clear reporting on outcomes for your board and stakeholders',
      'Due diligence and governance you can rely on',
    ],
    action: { label: 'Discuss a Partnership', href: `#${enquirySectionId}` },
  },
  {
    id: 'legacy-giving',
    icon: 'heart',
    title: 'Legacy Giving',
    text: 'For those who wish to remember the trust in their will and help secure access to health for generations to come.',
    highlights: [
      'Recognition in The Legacy Circle, if you wish',
      'A gift of a fixed sum, or a share of what remains of your estate',
      'No obligation to tell us, though we would love to thank you',
    ],
    action: { label: 'About Legacy Giving', href: '/support-the-trust#legacy-giving' },
  },
];

/** The enquiry section: heading, intro, the form's words (Send Enquiry, its confirmation) and the notice. */
export const enquiry = {
  id: enquirySectionId,
  heading: 'Get in Touch',
  intro: `Tell us a little about yourself and how you would like to help. Our team will be in touch within ${responseTimes.seriousEnquiries}.`,
  form: enquiryFormCopy,
  notice: {
    title: 'Discretion and Safeguarding',
    /** Markdown. */
    body: `Every enquiry is handled in confidence and seen only by the people who need to see it to respond. We carry out proportionate due diligence on significant gifts and partnerships, in line with our [Safeguarding Policy](/safeguarding) and our [Anti-Fraud & Anti-Corruption Policy](/anti-fraud), and we may decline a gift that is not in the trust's interests. Recognition confers no influence over governance or grant decisions. Read how we use your details in our [Privacy Policy](/privacy-policy).`,
  },
};
