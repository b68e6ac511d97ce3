// /frequently-asked-questions: questions and answers for the FAQ list. Answers are Markdown.
import { impactFigures, organisation, responseTimes } from '../organisation.ts';
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/frequently-asked-questions',
  title: 'Frequently Asked Questions',
  description:
    'Answers to common questions about the Global Health Access Trust: funding, grant decisions, giving, Gift Aid, refunds, legacies, privacy and accessibility.',
} satisfies PageMeta;

export const hero = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers to the questions we are asked most often. If yours is not here, our team will be glad to help.',
};

export interface FaqEntry {
  /** Unique on the page: the item's anchor. */
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
}

const { registration } = organisation;

export const faqs: FaqEntry[] = [
  {
    id: 'apply-for-funding',
    question: 'Can I apply to the trust for funding?',
    answer: `We do not accept unsolicited funding applications. The trust identifies and approaches the organisations it funds, through our own research and our network of partners. If you believe your work closely matches our [funding pillars](/what-we-do), you are welcome to [introduce it to us](/contact), but please do not send a full application.`,
  },
  {
    id: 'grant-decisions',
    question: 'How are grants decided?',
    answer: `Every grant is made by formal resolution of the Board of Trustees, after due diligence on the partner and the proposed work. Emergency relief is no exception: it also needs a Board resolution. Donors have no say in grant decisions. Read more about [how we work](/how-we-work).`,
  },
  {
    id: 'registration',
    question: 'Is the trust a registered charity?',
    answer: `The ${organisation.name} is a charitable trust registered in ${registration.jurisdiction}. Our registration with the Charity Commission is ${registration.charityCommission} and is expected to be completed in ${registration.expected}; we will publish our registered charity number as soon as it is issued. Our [Governance & Legal Framework](/governance-legal-framework) explains our legal status in full.`,
  },
  {
    id: 'reply-time',
    question: 'How quickly will you reply to my enquiry?',
    answer: `We reply to serious enquiries within ${responseTimes.seriousEnquiries}. Messages sent through our [contact form](/contact) are answered within ${responseTimes.contactEnquiries}.`,
  },
  {
    id: 'where-donations-go',
    question: 'How much of my donation goes to health programmes?',
    answer: `${impactFigures.donationsToProgrammes.display} of every donation goes to health programmes. The rest covers the governance, due diligence and oversight that make sure every grant is used well.`,
  },
  {
    id: 'gift-aid',
    question: 'Can I add Gift Aid to my donation?',
    answer: `Yes, if you are a UK taxpayer. Gift Aid adds an extra 25p to every £1 you give, at no extra cost to you. You will need to make a Gift Aid declaration, and you must pay at least as much UK Income Tax or Capital Gains Tax in the tax year as the Gift Aid claimed on all your donations. See [Support the trust](/support-the-trust#gift-aid) for details.`,
  },
  {
    id: 'refunds',
    question: 'Can I get a refund on a donation?',
    answer: `Donations are generally not refundable. If you made a donation in error, for example the wrong amount or a duplicate payment, please [contact us](/contact) as soon as possible and we will look at your request carefully and fairly.`,
  },
  {
    id: 'legacy-giving',
    question: 'How can I leave a gift to the trust in my will?',
    answer: `A gift in your will helps secure access to health for future generations, and legacy supporters are recognised through The Legacy Circle. Please take independent legal advice and ask your solicitor to include the gift. You are welcome to tell us about your intention, though you never have to. Read more about [legacy giving](/support-the-trust#legacy-giving).`,
  },
  {
    id: 'recognition-and-influence',
    question: 'Does a large gift give me a say in how the trust is run?',
    answer: `No. We recognise our founding supporters through our [donor recognition tiers](/donor-recognition), but recognition confers no influence over the governance of the trust or its grant decisions, which rest with the Board of Trustees alone.`,
  },
  {
    id: 'where-we-work',
    question: 'Where does the trust work?',
    answer: `We work in ${impactFigures.countries.display} countries, with partnerships across ${impactFigures.partnerCountries.display} more. We have connected ${impactFigures.organisations.display} health organisations and supported over ${impactFigures.peopleSupported.display} people. See [what we fund](/what-we-do).`,
  },
  {
    id: 'personal-data',
    question: 'How do you use my personal data?',
    answer: `We use your personal data only to respond to you and to run the services you ask for, such as our newsletter, and we never sell it. We keep contact enquiries for 3 years and donation records for 7 years. Analytics and marketing cookies are used only with your consent, which you can change at any time. Our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy) explain your rights and how to use them.`,
  },
  {
    id: 'accessibility',
    question: 'Is this website accessible?',
    answer: `We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and the site supports text scaling up to 200%. If something does not work for you, please tell us: we respond to accessibility feedback within ${responseTimes.accessibilityFeedback}. See our [Accessibility Statement](/accessibility-statement).`,
  },
  {
    id: 'genuine-documents',
    question: 'How can I check that a Trust document is genuine?',
    answer: `Every document in our [Publications](/publications) library is listed with its SHA-256 checksum. Calculate the checksum of your copy and compare the two: if they match, your copy is exactly the one we published.`,
  },
  {
    id: 'raise-a-concern',
    question: 'How do I raise a safeguarding or whistleblowing concern?',
    answer: `If anyone is in immediate danger, contact the emergency services first. Otherwise, see our [Safeguarding Policy](/safeguarding) or our [Whistleblowing Policy](/whistleblowing), which explain how to raise a concern in confidence. Whistleblowing concerns are acknowledged within 5 working days.`,
  },
];

/** Shown after the list. */
export const closing: { heading: string; text: string; link: Link } = {
  heading: 'Still have a question?',
  text: 'Our team will be glad to help.',
  link: { label: 'Contact the Trust', href: '/contact-the-trust' },
};
