// /support-the-trust: static text on the ways to give, Gift Aid, refunds and legacies.
import { impactFigures, organisation, responseTimes } from '../organisation.ts';
import type { PageMeta, Policy } from '../schemas.ts';

export const meta = {
  path: '/support-the-trust',
  title: 'Support the Trust',
  description:
    'Ways to support the Global Health Access Trust: partnership gifts, corporate and foundation support, Gift Aid and gifts in your will.',
} satisfies PageMeta;

/** Gift Aid, as the specification gives it: an extra 25p for every £1 a UK taxpayer gives. */
export const giftAid = { extraPencePerPound: 25 } as const;

export const supportTheTrust = {
  meta,
  title: 'Support the Trust',
  introduction: `Access to health is justice, not charity. Your support helps us fund the organisations that bring care to people who are denied it, and ${impactFigures.donationsToProgrammes.display} of every donation goes to health programmes.`,
  sections: [
    {
      id: 'ways-to-support',
      title: 'Ways to Support',
      body: `We work with a small number of committed supporters, and every partnership begins with a conversation.

- **Major gifts and families:** individuals and families who want their giving to bring lasting change in global health.
- **Corporate and foundation partners:** companies, trusts and foundations that share our commitment to health equity.
- **Legacy giving:** a gift in your will, recognised through The Legacy Circle.
- **Professional partnerships:** healthcare institutions, universities and research groups can work with us: see [Get Involved](/get-involved).

To talk about a gift, please [start a conversation](/donate). We reply to serious enquiries within ${responseTimes.seriousEnquiries}.`,
    },
    {
      id: 'gift-aid',
      title: 'Gift Aid',
      body: `If you are a UK taxpayer, Gift Aid adds an extra 25p to every £1 you give, at no extra cost to you.

To claim it, we need a Gift Aid declaration from you, and you must pay at least as much UK Income Tax or Capital Gains Tax in the tax year as the Gift Aid claimed on all your donations. If you pay tax at a higher rate, you can claim the difference back through your Self Assessment tax return. Please tell us if your name, address or tax position changes.`,
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: `Donations are generally not refundable, because gifts are committed to our charitable work soon after they are received.

If a donation was made in error, for example the wrong amount or a duplicate payment, please [contact us](/contact) as soon as possible. We will look at each request carefully and fairly.`,
    },
    {
      id: 'legacy-giving',
      title: 'Legacy Giving',
      body: `A gift in your will can help secure access to health for generations to come. Legacy supporters are recognised through The Legacy Circle.

If you are thinking of leaving a gift to the trust:

- please take independent legal advice and ask your solicitor to draft or update your will;
- use our full name, the ${organisation.name}. Our Charity Commission registration is ${organisation.registration.charityCommission} (expected ${organisation.registration.expected}), and we will confirm our registered charity number when it is issued;
- let us know, if you are happy to, so that we can thank you and keep in touch. Telling us is entirely optional and never binding.

Gifts to charity in a will may reduce the Inheritance Tax payable on your estate; your adviser can explain how this applies to you.`,
    },
    {
      id: 'recognition-and-independence',
      title: 'Recognition and Independence',
      body: `We are grateful to every supporter, and our founding supporters are recognised through our [donor recognition tiers](/donor-recognition). Recognition confers no influence over the governance of the trust or over its grant decisions, which are made by formal resolution of the Board of Trustees.`,
    },
  ],
  related: [
    { label: 'Partner With Us', href: '/donate' },
    { label: 'Donor Recognition', href: '/donor-recognition' },
    { label: 'Get Involved', href: '/get-involved' },
    { label: 'Frequently Asked Questions', href: '/frequently-asked-questions' },
  ],
} satisfies Policy;
