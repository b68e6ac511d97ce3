// The Privacy Policy (/privacy-policy): UK GDPR and the Data Protection Act 2018, in plain English.
// Retention periods and the age limit are the spec's constants (section 9).
import type { Policy } from '../schemas.ts';

export const privacyPolicy = {
  meta: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How the Global Health Access Trust collects, uses, keeps and protects your personal information, and how to use your data protection rights.',
  },
  title: 'Privacy Policy',
  introduction: `This policy explains what personal information the Global Health Access Trust collects when you use our website, contact us, sign up to our newsletter or support our work; why we need it; how long we keep it; and the rights you have over it. We are committed to handling your information lawfully, fairly and transparently, in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
  lastUpdated: '2024-09-16',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      body: `The Global Health Access Trust ("GHAT", "the trust", "we", "us") is a health charitable trust registered in England and Wales. Our registration with the Charity Commission for England and Wales is in progress and is expected to be completed in 2025; we will publish our charity number on this website once it has been issued. Our correspondence address is in central London.

For the personal information described in this policy, the trust is the **controller**: we decide why and how it is used. The Governance Lead oversees data protection on behalf of the Board of Trustees.

If you have any question about this policy or about your information, please [contact us](/contact).`,
    },
    {
      id: 'information-we-collect',
      title: 'The Information We Collect',
      body: `We collect only the information we need, and most of it comes directly from you.

- **Contact enquiries.** When you use our [contact form](/contact), we collect your name, email address, the subject and content of your message, and your consent for us to process your enquiry. When you send an enquiry about giving or partnership from our [Partner With Us](/donate) page, we collect your name, email address, your phone number if you choose to give it, and your message. We also keep emails and letters you send us and our replies.
- **Newsletter sign-ups.** When you sign up to our newsletter, we collect your first name, your email address and your consent. We use **double opt-in**: we send you a confirmation email, and you are only added to our mailing list once you have followed the link in it. We keep a record of when you signed up and confirmed.
- **Donation records.** When you make or pledge a gift, we keep your name and contact details, the amount and date of your gift, how it was paid, any restrictions or wishes you attach to it, our correspondence with you and, if you are a UK taxpayer who chooses Gift Aid, your Gift Aid declaration (including your home address, which HM Revenue & Customs requires). For significant gifts we also carry out the due diligence the Charity Commission expects of charities, which can include checking publicly available information about the source of the funds. Card payments are handled by our payment providers; we do not see or store your full card number.
- **How the website is used.** Only if you allow analytics cookies, we collect information about how the website is used: the pages visited, the site that referred you, your browser and device type, your approximate location (country or region, never your precise location) and named events such as a form being sent or a document being downloaded. Our analytics tool is privacy-friendly and is not used to identify you. See our [Cookie Policy](/cookie-policy).
- **Your choices on this device.** Your cookie choices and your preferred language are stored in your own browser so that the website can remember them. They stay on your device.
- **Technical information.** Like any website, our hosting provider receives technical information such as your IP address when you visit. It is used only to deliver the website and keep it secure.

We do not ask for sensitive information (such as details of your health, ethnicity or religion). If you choose to share it with us in a message, we use it only to respond to you.

If you volunteer with us, work with us or represent a partner or grantee organisation, we will give you a separate privacy notice explaining how we use your information in that role.`,
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information and Our Lawful Bases',
      body: `Data protection law only allows us to use your personal information where we have a lawful basis. We rely on the following:

- **Consent.** We send you our newsletter, and use analytics and marketing cookies, only with your consent. You can withdraw your consent at any time: every newsletter has an unsubscribe link, and you can change your cookie choices as our [Cookie Policy](/cookie-policy) explains. Withdrawing consent does not affect anything we did before you withdrew it.
- **Legitimate interests.** We reply to your enquiries and keep a record of them, manage our relationships with donors and partners, carry out due diligence on significant gifts, and keep our website and systems secure. These are legitimate interests of the trust; we use only the information we need for them, and we have considered that they do not override your interests, rights and freedoms. You can object at any time (see [Your Rights](#your-rights)).
- **Legal obligation.** We must keep donation and Gift Aid records for HM Revenue & Customs and for our charity accounts, and we may need to share information with regulators, the police or other authorities where the law requires it, for example to report fraud or to protect someone from harm.
- **Contract.** Where we enter into an agreement with you, we use your information to perform it.

If you give us sensitive information, we use it only with your explicit consent, or where the Data Protection Act 2018 otherwise allows it, for example to safeguard someone at risk of harm.

We do not sell, rent or swap your personal information, we do not use it for automated decision-making, and we do not build profiles of you for fundraising.`,
    },
    {
      id: 'sharing-your-information',
      title: 'Who We Share Your Information With',
      body: `We share your information only where we need to, and only with:

- **Service providers** who act on our instructions, such as our website host, our email and newsletter service, our analytics tool, our payment providers and our IT and secure storage providers. They are bound by written contracts to keep your information confidential and secure and to use it only to provide their service to us.
- **HM Revenue & Customs**, to claim Gift Aid on your donations.
- **Our professional advisers**, such as our independent examiner or auditors, lawyers and insurers, who are bound by duties of confidentiality.
- **Regulators and authorities**, such as the Charity Commission, the Information Commissioner's Office or the police, where the law requires it or where it is necessary to prevent or report crime or to protect someone from harm.

We do not share our supporters' personal information with the partner organisations we fund overseas, unless you ask us to or we have told you beforehand.`,
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      body: `We store and process your information in the United Kingdom wherever we can. Some of our service providers store data in, or can access it from, other countries, for example in the European Economic Area or the United States.

When your information is transferred outside the UK, we make sure it is protected to the standard UK law requires. We transfer it only:

- to a country the UK Government has found to provide adequate protection (under UK "adequacy regulations"), including, for the United States, organisations certified under the UK Extension to the EU-US Data Privacy Framework; or
- under a contract that protects it, such as the International Data Transfer Agreement issued by the Information Commissioner's Office or the UK Addendum to the European Commission's Standard Contractual Clauses, after assessing the risks of the transfer.

You can [contact us](/contact) for more information about these safeguards.`,
    },
    {
      id: 'how-long-we-keep-it',
      title: 'How Long We Keep Your Information',
      body: `We keep personal information only for as long as we need it for the purpose we collected it for, or for as long as the law requires. Then we delete it securely, or anonymise it so that it can no longer identify you.

- **Donation records: 7 years** after the end of the financial year in which the gift was made, so that we can meet the record-keeping requirements of HM Revenue & Customs for Gift Aid and of charity law for our accounts.
- **Analytics data: 24 months maximum**, after which it is deleted.
- **Contact enquiries: 3 years** from our last exchange with you, so that we can follow up on a conversation and answer questions about it.
- **Newsletter subscriptions:** until you unsubscribe. We then keep your email address on a short "do not contact" list, solely to make sure we do not email you again.
- **Cookies:** each cookie's lifetime is set out in our [Cookie Policy](/cookie-policy).

If a record is needed for a legal claim or an investigation, we may keep it until that matter has been resolved.`,
    },
    {
      id: 'children',
      title: 'Children',
      body: `Our website and services are not directed at children under 16. We do not knowingly collect personal information from anyone under 16, and our newsletter and enquiry forms are intended for adults.

If you believe that a child under 16 has given us their personal information, please [contact us](/contact) and we will delete it.`,
    },
    {
      id: 'security',
      title: 'How We Keep Your Information Secure',
      body: `We use appropriate technical and organisational measures to protect your personal information against loss, misuse, unauthorised access and disclosure. These include:

- encrypting information in transit between your browser and our website (HTTPS);
- limiting access to personal information to the trustees, staff, volunteers and advisers who need it for their role, and protecting that access with strong passwords and multi-factor authentication;
- making sure that everyone who handles personal information for us understands their responsibilities under this policy;
- choosing service providers who meet recognised security standards, under written contracts.

If a personal data breach happens, we will act quickly to contain it. Where the law requires, we will report it to the Information Commissioner's Office within 72 hours and tell anyone whose rights and freedoms are at high risk.

No method of sending information over the internet is completely secure. Please do not send us sensitive information by email or through our forms.`,
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: `Under data protection law you have the following rights over your personal information:

- **Right of access:** to ask for a copy of the personal information we hold about you.
- **Right to rectification:** to ask us to correct information that is inaccurate or to complete information that is incomplete.
- **Right to erasure:** to ask us to delete your information.
- **Right to restrict processing:** to ask us to limit how we use your information, for example while we check its accuracy.
- **Right to object:** to object to our use of your information where we rely on legitimate interests. You can always object to direct marketing, and we will stop.
- **Right to data portability:** to ask for information you gave us, in a structured, commonly used and machine-readable form, or to have it sent to another organisation.
- **Right to withdraw consent:** where we rely on your consent, to withdraw it at any time.
- **Rights related to automated decision-making:** we do not make decisions about you by automated means alone.

Some rights apply only in certain circumstances. For example, we cannot erase donation records while the law requires us to keep them. If we cannot do what you ask, we will explain why.`,
    },
    {
      id: 'exercising-your-rights',
      title: 'How to Exercise Your Rights',
      body: `To make a request, please write to us through our [contact page](/contact), telling us which right you wish to use and giving enough detail for us to find your information. You do not need to use any particular words or form.

- We may ask you for proof of your identity before we act on your request, to protect your information from anyone else.
- There is normally no charge.
- We will respond within one month of receiving your request. If your request is complex, or you have made several requests, we may extend this by up to two further months; if so, we will tell you within the first month and explain why.

To stop receiving our newsletter, you can use the unsubscribe link in any email we send.`,
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: `If you are unhappy with how we have handled your personal information, please [contact us](/contact) first, so that we can try to put things right.

You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection:

- Online: [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/)
- Helpline: 0303 123 1113
- Post: Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF`,
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      body: `We review this policy annually, and whenever we change how we use personal information. The date at the top of this page shows when it was last updated. If we make a significant change that affects you, we will tell you on this website and, where appropriate, by email.`,
    },
  ],
  related: [
    { label: 'Cookie Policy', href: '/cookie-policy' },
    { label: 'Terms of Use', href: '/terms-of-use' },
    { label: 'Accessibility Statement', href: '/accessibility-statement' },
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Contact Us', href: '/contact' },
  ],
} satisfies Policy;
