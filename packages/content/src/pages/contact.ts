// /contact: hero, how to reach the trust, how soon it replies, and the message form's intro.
import { contactFormCopy } from '../copy.ts';
import { organisation, responseTimes } from '../organisation.ts';
import type { Link, PageMeta } from '../schemas.ts';

export const meta = {
  path: '/contact',
  title: 'Contact Us',
  description:
    'Contact the Global Health Access Trust by email, by post or with our message form. We reply to serious enquiries within 48 hours.',
} satisfies PageMeta;

export const hero = {
  title: 'Contact Us',
  intro:
    'Whether you are considering a partnership, representing an institution or simply have a question about our work, we would be glad to hear from you.',
};

/** The ways to reach the trust, shown beside the form. */
export const contactDetails = {
  heading: 'Get in Touch',
  email: {
    label: 'Email',
    address: organisation.contactEmail,
    href: `mailto:${organisation.contactEmail}`,
  },
  postalAddress: {
    label: 'Postal address',
    /** The lines of the address, as written on an envelope. */
    lines: [
      organisation.name,
      organisation.address.line1,
      organisation.address.city,
      organisation.address.country,
    ],
  },
  responseTime: {
    label: 'Response time',
    text: `We reply to serious enquiries within ${responseTimes.seriousEnquiries}, and to messages sent with this form within ${responseTimes.contactEnquiries}.`,
  },
};

/** The message form: its heading, an introduction (Markdown) and the form's words. */
export const messageForm = {
  id: 'message',
  heading: 'Send Us a Message',
  intro: `Tell us how we can help and we will reply within ${responseTimes.contactEnquiries}. We use your details only to respond to your enquiry, as explained in our [Privacy Policy](/privacy-policy).`,
  form: contactFormCopy,
};

/** Markdown: shown under the form, for what it is not for. */
export const note = `We do not accept unsolicited funding applications: read [how we work](/how-we-work) to see how partners are identified. To talk about supporting the trust, [start a conversation](/donate).`;

/** Other places that may already answer the question. */
export const related: Link[] = [
  { label: 'Frequently Asked Questions', href: '/frequently-asked-questions' },
  { label: 'Publications', href: '/publications' },
];
