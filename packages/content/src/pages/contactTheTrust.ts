// /contact-the-trust: static text with the same facts as /contact (address, email, reply times),
// for readers who arrive from the Help menu. Rendered as a sectioned page.
import { organisation, responseTimes } from '../organisation.ts';
import type { PageMeta, Policy } from '../schemas.ts';

export const meta = {
  path: '/contact-the-trust',
  title: 'Contact the Trust',
  description:
    'How to contact the Global Health Access Trust: email, post and our message form, with the times within which we reply.',
} satisfies PageMeta;

const { address } = organisation;

export const contactTheTrust = {
  meta,
  title: 'Contact the Trust',
  introduction: `We welcome enquiries from prospective partners and supporters, institutions, academics, and legal and philanthropic representatives. Please choose the way that suits you best.`,
  sections: [
    {
      id: 'by-email',
      title: 'By Email',
      body: `Write to us at [${organisation.contactEmail}](mailto:${organisation.contactEmail}), or use the message form on our [contact page](/contact).`,
    },
    {
      id: 'by-post',
      title: 'By Post',
      body: `Our correspondence address is:

${organisation.name}
${address.line1}
${address.city}
${address.country}`,
    },
    {
      id: 'response-times',
      title: 'When We Will Reply',
      body: `- **Serious enquiries**, including partnership and giving enquiries sent through our [Partner With Us](/donate) page: within ${responseTimes.seriousEnquiries}.
- **Messages sent with the contact form:** within ${responseTimes.contactEnquiries}.
- **Accessibility feedback:** within ${responseTimes.accessibilityFeedback}: see our [Accessibility Statement](/accessibility-statement).`,
    },
    {
      id: 'funding-applications',
      title: 'Funding Applications',
      body: `We do not accept unsolicited funding applications. The trust identifies the organisations it funds, and every grant is made by formal resolution of the Board of Trustees. Read [how we work](/how-we-work) to find out more.`,
    },
    {
      id: 'concerns',
      title: 'Raising a Concern',
      body: `To report a safeguarding concern, follow our [Safeguarding Policy](/safeguarding). To raise a concern about wrongdoing in confidence, see our [Whistleblowing Policy](/whistleblowing).`,
    },
    {
      id: 'your-information',
      title: 'Your Information',
      body: `We use the details you send us only to respond to your enquiry, and we keep contact enquiries for 3 years. Our [Privacy Policy](/privacy-policy) explains how we handle personal data and your rights.`,
    },
  ],
  related: [
    { label: 'Contact Us', href: '/contact' },
    { label: 'Frequently Asked Questions', href: '/frequently-asked-questions' },
    { label: 'Partner With Us', href: '/donate' },
  ],
} satisfies Policy;
