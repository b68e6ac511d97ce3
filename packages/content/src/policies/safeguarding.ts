// The Safeguarding Policy (/safeguarding), following the Charity Commission's guidance
// 'Safeguarding and protecting people for charities and trustees'. The roles are those of
// spec section 6 (the Safeguarding Lead is a trustee); policies are reviewed annually (section 9).
import type { Policy } from '../schemas.ts';

export const safeguardingPolicy = {
  meta: {
    path: '/safeguarding',
    title: 'Safeguarding Policy',
    description:
      'How the Global Health Access Trust keeps people safe from harm in all its work, including with partners overseas, and how to report a safeguarding concern.',
  },
  title: 'Safeguarding Policy',
  introduction: `Everyone who comes into contact with the Global Health Access Trust and its work, and above all the people and communities our grants are meant to serve, has the right to be safe from harm. This policy sets out how we protect people, how we work with our partners to do the same, and how anyone can raise a concern.`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'our-commitment',
      title: 'Our Commitment',
      body: `The Global Health Access Trust is committed to safeguarding children and adults at risk, and to protecting everyone connected with our work from abuse, neglect, exploitation and harassment. We believe that access to health is a matter of justice, and that the people we exist to serve must never be harmed by the organisations that serve them.

We have **zero tolerance** of abuse, exploitation and harassment, including sexual exploitation, abuse and harassment, by anyone acting for the trust or for the partners we fund. We will:

- put the safety, wellbeing and dignity of people first in every decision we make;
- take every concern seriously and act on it promptly, whoever it concerns;
- treat people who raise concerns and people who have been harmed with respect and compassion, and keep them informed;
- work only with partners who share this commitment;
- meet our legal duties and follow the Charity Commission's guidance on safeguarding and protecting people.`,
    },
    {
      id: 'scope',
      title: 'Scope',
      body: `This policy applies to everyone who works for or represents the trust:

- **staff**, whether employed, seconded or on contract, and consultants;
- **trustees**, including advisory and non-executive trustees;
- **volunteers**;
- **partners** we work with to design and deliver programmes;
- **grantees**: organisations that receive funding from us, together with their staff, volunteers and anyone working on the activities we fund.

It covers all our activities, in the United Kingdom and overseas, online and in person, and applies at all times when someone is acting for the trust.

In this policy, a **child** is anyone under the age of 18. An **adult at risk** is anyone aged 18 or over who, because of their circumstances (such as illness, disability, displacement or crisis), may be unable to protect themselves from harm. **Harm** includes physical, sexual, emotional and financial abuse, neglect, exploitation, harassment, bullying, discrimination and modern slavery.`,
    },
    {
      id: 'roles-and-responsibilities',
      title: 'Roles and Responsibilities',
      body: `- **The Board of Trustees** is responsible for safeguarding across the trust. It approves this policy, makes sure it is followed and properly resourced, and oversees how concerns are handled.
- **The Safeguarding Lead** is a trustee, appointed by the Board of Trustees. The Safeguarding Lead receives and responds to safeguarding concerns, makes referrals to the authorities, keeps safeguarding records, advises trustees, staff, volunteers and partners, and reports to the Board.
- **The Chair of Trustees** deals with any concern about the Safeguarding Lead, and makes sure the Board fulfils its safeguarding duties.
- **The Executive Lead** makes sure that this policy is applied in the trust's day-to-day work, including in recruitment, training and grant-making.
- **Everyone** covered by this policy must follow it and our code of conduct, and must report any concern straight away. It is not your job to decide whether abuse has happened, only to report your concern.`,
    },
    {
      id: 'code-of-conduct',
      title: 'Expected Behaviour',
      body: `Everyone covered by this policy must:

- treat everyone with respect and dignity, regardless of age, disability, sex, gender identity, race, religion or belief, sexual orientation or any other characteristic;
- never abuse, exploit or harass anyone, or use their position, money or goods, or the promise of help, to obtain sex, favours or any advantage;
- never engage in sexual activity with a child, whatever the local age of consent, or exchange money, employment, goods or services for sex;
- never bully, threaten or discriminate against anyone;
- only take or share photographs, film or stories of people, especially children and adults at risk, with their informed consent, and present them with dignity;
- respect people's privacy and keep personal information confidential and secure;
- report any concern, suspicion or allegation of harm without delay.`,
    },
    {
      id: 'reporting-concerns',
      title: 'Reporting Concerns',
      body: `Anyone can raise a safeguarding concern: trustees, staff, volunteers, partners, grantees, the people our programmes serve, and members of the public.

1. **If someone is in immediate danger**, call the emergency services (999 in the UK) or the local equivalent first.
2. **Tell the Safeguarding Lead** as soon as possible, and on the same day. You can reach the Safeguarding Lead through our [contact page](/contact); please mark your message "Safeguarding: confidential". It will be passed to the Safeguarding Lead only.
3. **If your concern is about the Safeguarding Lead**, report it to the Chair of Trustees in the same way.
4. **Write down** what you saw, heard or were told, in the person's own words where possible, with the date and time, and give it to the Safeguarding Lead.

Do not investigate the matter yourself, confront the person concerned or promise to keep what you are told secret. You can also raise a concern under our [Whistleblowing Policy](/whistleblowing), and we will protect anyone who reports a concern in good faith from any detriment.

If you feel unable to report to the trust, you can contact the police, the local authority's children's or adult social care services, or the NSPCC Helpline on 0808 800 5000. Concerns about a charity can also be reported to the Charity Commission.`,
    },
    {
      id: 'responding-to-concerns',
      title: 'How We Respond',
      body: `When we receive a concern, the Safeguarding Lead will:

- make sure anyone at risk is safe, and get them the support they need;
- put the wishes, safety and wellbeing of the person who has been harmed at the centre of every decision;
- decide, with advice where needed, whether to refer the matter to the police, the local authority (including the Local Authority Designated Officer where someone who works with children may have harmed a child) or the relevant authorities in another country, where it is safe to do so;
- arrange a fair, confidential investigation where one is needed, without getting in the way of any investigation by the authorities;
- take action against anyone found to have caused harm, which may include dismissal, ending their involvement with the trust, or ending a grant;
- report serious incidents to the Charity Commission, as its guidance on reporting serious incidents requires, and tell other regulators, donors and partners where we must.

Information about a concern is shared only with those who need to know it to keep people safe.`,
    },
    {
      id: 'working-with-partners-overseas',
      title: 'Working with Partners Overseas',
      body: `Much of our work is carried out through partners in other countries, often in places affected by poverty, conflict or crisis, where people can be especially at risk of harm. We remain responsible for making sure the funds we give are used safely. We will:

- **assess every partner before we fund them**, as part of our due diligence, including their safeguarding policy, procedures, training and record of handling concerns, in proportion to the risks of the work;
- **write safeguarding into every grant agreement**, requiring partners to keep people safe, to meet the standards in this policy, and to tell us promptly of any safeguarding concern or allegation connected with the work we fund, while protecting the identity of those involved;
- **support partners** to strengthen their safeguarding where they need it, respecting local laws, languages and culture, while never accepting local custom as a reason to put anyone at risk;
- **monitor** safeguarding throughout each grant, in our reporting and review visits;
- **make sure communities know how to raise concerns** about the programmes we fund, in ways that are safe and accessible to them;
- **suspend or end funding** where a partner cannot keep people safe or does not report or deal with concerns properly.`,
    },
    {
      id: 'safer-recruitment',
      title: 'Safer Recruitment',
      body: `We take care to make sure that the people who work and volunteer for us are suitable. For trustees, staff and volunteers, and in proportion to the role, we:

- set out safeguarding responsibilities in every role description;
- check identity and take up at least two references, including from the most recent employer where possible;
- carry out criminal record checks through the Disclosure and Barring Service (DBS) at the right level where the role is eligible, and equivalent checks for people recruited overseas where they are available;
- ask every trustee to confirm in writing that they are not disqualified from acting as a charity trustee under the Charities Act 2011;
- take part, where available, in inter-agency schemes for sharing information about misconduct between organisations;
- give everyone safeguarding induction and training suitable to their role, with refresher training.

We expect our partners to apply safer recruitment practices in proportion to the risks of their work.`,
    },
    {
      id: 'record-keeping',
      title: 'Record Keeping and Confidentiality',
      body: `The Safeguarding Lead keeps a confidential record of every concern: what was reported, when and by whom, the decisions taken and the reasons for them, and the outcome. Records are factual, dated and kept securely, with access limited to those who need it.

Safeguarding records often contain sensitive personal information. We handle them in line with the UK GDPR and the Data Protection Act 2018, which allow us to share information where it is needed to protect someone from harm. We keep records for as long as they may be needed to protect people or to respond to any later allegation or legal claim, and then delete them securely. Our [Privacy Policy](/privacy-policy) explains how we handle personal information more generally.`,
    },
    {
      id: 'oversight-and-review',
      title: 'Board of Trustees Oversight and Annual Review',
      body: `The Board of Trustees oversees safeguarding across all our work. Safeguarding is a standing item at Board meetings, where the Safeguarding Lead reports on concerns (without identifying the people involved), their handling and any lessons learned, and on partners' safeguarding. Safeguarding risks are recorded and managed in our risk register, as our [Risk Management Policy](/risk-management) describes.

The Board of Trustees reviews this policy **annually**, and sooner if the law or guidance changes or a serious incident shows it needs to change. Our current Safeguarding Statement is available in our [publications](/publications).`,
    },
  ],
  related: [
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Risk Management Policy', href: '/risk-management' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Governance & Oversight', href: '/governance' },
  ],
} satisfies Policy;
