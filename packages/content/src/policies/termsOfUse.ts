// The Terms of Use (/terms-of-use). Gift Aid, refunds, funding applications and response times
// are the spec's constants (sections 1 and 9); governing law is England and Wales.
import type { Policy } from '../schemas.ts';

export const termsOfUse = {
  meta: {
    path: '/terms-of-use',
    title: 'Terms of Use',
    description:
      'The terms for using the Global Health Access Trust website: our content, funding applications, donations and Gift Aid, our liability and the law that applies.',
  },
  title: 'Terms of Use',
  introduction: `These terms apply to your use of the Global Health Access Trust website. Please read them carefully. By using the website, you accept them; if you do not accept them, please do not use the website.`,
  lastUpdated: '2024-09-16',
  sections: [
    {
      id: 'about-us',
      title: 'About Us',
      body: `This website is run by the Global Health Access Trust ("GHAT", "the trust", "we", "us"), a health charitable trust registered in England and Wales. Our registration with the Charity Commission for England and Wales is in progress and is expected to be completed in 2025. Our correspondence address is in central London.

You can reach us through our [contact page](/contact).`,
    },
    {
      id: 'using-our-website',
      title: 'Using Our Website',
      body: `You may use our website to learn about the trust and its work, to contact us and to support us. When you use it, you agree that you will not:

- use it in any way that breaks the law, or for any fraudulent or harmful purpose;
- try to gain unauthorised access to the website, the server it is stored on or any connected system, or interfere with its security;
- introduce viruses or other harmful material, or attack the website in any way, including by a denial-of-service attack;
- send us unsolicited advertising, or misuse our contact, enquiry or newsletter forms;
- collect information from the website by automated means, except as search engines do to index it.

We make our website available free of charge. We aim to keep it available and up to date, but we do not guarantee that it, or any content on it, will always be available or uninterrupted. We may change, suspend or withdraw any part of it without notice.

The website is not intended for children under 16.`,
    },
    {
      id: 'information-on-this-website',
      title: 'Information on This Website',
      body: `The content on our website is provided for general information about the trust and its work. It is not medical, legal, financial or tax advice, and you should not rely on it as such. Please take professional advice before acting on anything you read here.

We take care to make sure the information is accurate, including the figures we publish about our work. We cannot promise that every part of it is complete or up to date at all times. If you notice something that is wrong, please [tell us](/contact).

Where a document in our [publications](/publications) is available in more than one language, the English version is the authoritative one.`,
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      body: `The trust owns, or is licensed to use, all intellectual property rights in the website and its content, including its text, images, illustrations, documents, design and logo. They are protected by copyright and other laws in the UK and around the world.

You may view the website and download or print our published documents for your own personal, non-commercial use, or to share them unaltered and with credit to the Global Health Access Trust. You may not:

- copy, reproduce or republish our content for commercial purposes;
- change our documents, or present our content in a way that suggests we endorse you or your organisation;
- use our name or logo without our written permission.

Our website limits copying and selecting text to protect our content. If you would like to quote our material, or need our content in another format, please [contact us](/contact) and we will be glad to help.`,
    },
    {
      id: 'funding-applications',
      title: 'Funding Applications',
      body: `**We do not accept unsolicited funding applications.** The trust makes grants through programmes it develops with partner organisations, and every grant is approved by a formal resolution of the Board of Trustees.

Please do not send us funding proposals or applications through this website or by any other route. We will not consider them and may not be able to reply. If we open a funding round in future, we will publish the details on this website.

To learn more about what we fund and how we work with partners, see [Our Work](/our-work) and [How We Work](/how-we-work).`,
    },
    {
      id: 'donations',
      title: 'Donations',
      body: `All donations to the trust are voluntary and are used for our charitable purposes. We are grateful for every gift.

- **Refunds.** Donations are generally not refundable. If you have made a donation in error, for example a duplicated payment or the wrong amount, please [contact us](/contact) as soon as possible, and we will consider your request with care.
- **Restricted gifts.** If you ask us to use your gift for a particular programme, we will do so wherever we can. If that becomes impossible or impractical, we will use it for the closest similar purpose or, where that is not possible, for our general charitable purposes, and we will tell you where we can.
- **Accepting gifts.** We carry out due diligence on significant gifts, as the Charity Commission expects, and may decline a gift that is not in the best interests of the trust.
- **Governance.** Giving to the trust, at any level, including as a founding benefactor, does not give any donor influence over the trust's governance or its grant-making decisions.

To talk to us about giving, please use our [Partner With Us](/donate) page. We aim to reply to serious enquiries within 48 hours, and to other messages sent through our contact form within 2-3 business days.`,
    },
    {
      id: 'gift-aid',
      title: 'Gift Aid',
      body: `If you are a UK taxpayer, Gift Aid lets us claim an extra 25p from HM Revenue & Customs for every £1 you give, at no extra cost to you.

To claim Gift Aid, we need a Gift Aid declaration from you. By making one, you confirm that you are a UK taxpayer and understand that if you pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of Gift Aid claimed on all your donations, it is your responsibility to pay any difference.

Please tell us if you want to cancel your declaration, if you change your name or home address, or if you no longer pay enough tax. We claim Gift Aid in line with HM Revenue & Customs' rules, and keep the records they require.`,
    },
    {
      id: 'links-to-other-websites',
      title: 'Links to Other Websites',
      body: `Our website contains links to other websites and resources provided by third parties. These links are for your information only. We have no control over those websites, and we are not responsible for their content or for how they handle your information.`,
    },
    {
      id: 'your-information',
      title: 'Your Information',
      body: `We handle any personal information you give us through this website as our [Privacy Policy](/privacy-policy) explains. Our [Cookie Policy](/cookie-policy) explains the cookies we use and how to change your choices.`,
    },
    {
      id: 'our-liability',
      title: 'Our Liability',
      body: `We provide our website and its content free of charge and "as is". To the extent the law allows, we exclude all conditions, warranties and other terms that might otherwise apply to it.

We will not be liable for any loss or damage arising from your use of, or inability to use, our website, or from your reliance on its content, including any loss of data, income or business, or any indirect or consequential loss. We are not responsible for any virus or other harmful material that may affect your device as a result of using the website.

Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded under the law of England and Wales. Nothing in these terms affects your statutory rights.`,
    },
    {
      id: 'changes-to-these-terms',
      title: 'Changes to These Terms',
      body: `We may update these terms from time to time, and we review them annually. The date at the top of this page shows when they were last updated. Please check this page whenever you use our website, as the terms in force at that time apply to you.`,
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      body: `These terms, and any dispute or claim arising out of or in connection with them or your use of our website, are governed by the law of England and Wales. The courts of England and Wales have jurisdiction, although if you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.`,
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Cookie Policy', href: '/cookie-policy' },
    { label: 'Accessibility Statement', href: '/accessibility-statement' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Contact Us', href: '/contact' },
  ],
} satisfies Policy;
