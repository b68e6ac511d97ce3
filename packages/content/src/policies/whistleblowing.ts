// The Whistleblowing Policy (/whistleblowing): spec sections 2 (its nine sections, in order),
// 6 (the roles it names) and 9 (acknowledged within 5 working days; a quarterly summary to the board).
import type { Policy } from '../schemas.ts';

export const whistleblowingPolicy = {
  meta: {
    path: '/whistleblowing',
    title: 'Whistleblowing Policy',
    description:
      'How to raise a concern about wrongdoing at the Global Health Access Trust in confidence, how we investigate it, and how we protect people who speak up.',
  },
  title: 'Whistleblowing Policy',
  introduction: `This policy explains how anyone who works with or for the Global Health Access Trust (GHAT) can raise a concern about wrongdoing, how we will deal with it, and how we protect the people who speak up. If you are worried that someone is at risk of harm right now, follow our [Safeguarding Policy](/safeguarding) straight away.`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'policy-statement',
      title: 'Policy Statement',
      body: `The Global Health Access Trust is committed to the highest standards of honesty, openness and accountability. We hold money in trust for the public benefit, and the people our grants serve are often in vulnerable situations. When something goes wrong, we want to hear about it early, from the people best placed to notice it.

We encourage anyone connected with the trust to raise genuine concerns about wrongdoing without fear of reprisal. In return, we will:

- take every concern seriously and acknowledge it **within 5 working days**;
- look into it fairly, promptly and in proportion to what is alleged;
- keep your identity confidential, as far as the law allows;
- protect you from any detriment, such as bullying, exclusion or the loss of work or a role, for having spoken up;
- tell you what we have done, as far as we can without breaching other people's confidentiality.

Nobody may victimise, threaten or discourage a person who raises a concern under this policy. We treat any such behaviour as serious misconduct.`,
    },
    {
      id: 'scope',
      title: 'Scope',
      body: `This policy applies to everyone who works with or for the trust: trustees, the Executive Lead, employees, volunteers, advisers, consultants and contractors. Staff and volunteers of the partner organisations we fund may also use it to raise concerns about our grants or our people.

You can raise a concern about anything that you reasonably believe shows wrongdoing in or connected with the trust, whether it has happened, is happening or is likely to happen. For example:

- fraud, theft, bribery, money laundering or the misuse of charitable funds, including grant funds diverted from their agreed purpose;
- abuse, exploitation or harassment of anyone our work reaches, or a failure to follow our safeguarding procedures;
- a danger to anyone's health or safety;
- a breach of charity law, of any other legal or regulatory duty, or of the trust's [constitution](/constitution);
- an undeclared conflict of interest, or a trustee or connected person receiving an unauthorised benefit;
- damage to the environment;
- any attempt to hide information about any of these.

This policy is not the route for a personal complaint about your own terms of work, which belongs in the grievance procedure, unless it also affects the public interest. If you are a member of the public with a complaint about the trust, please [contact us](/contact). Concerns about the safety of a child or an adult at risk must also be reported under our [Safeguarding Policy](/safeguarding); this policy still protects you when you do so.`,
    },
    {
      id: 'legal-framework',
      title: 'Legal Framework',
      body: `The Public Interest Disclosure Act 1998, which amended the Employment Rights Act 1996, protects workers who make a "protected disclosure". A disclosure qualifies when the worker reasonably believes that it is in the public interest and that the information tends to show one or more of the following:

- a criminal offence;
- a failure to comply with a legal obligation;
- a miscarriage of justice;
- a danger to the health or safety of any person;
- damage to the environment;
- the deliberate concealment of any of the above.

A worker who makes a protected disclosure must not be dismissed or subjected to any detriment for doing so. The disclosure is protected when it is made to the employer, to a legal adviser, or to a "prescribed person" such as the Charity Commission for England and Wales, and in limited circumstances to others. You do not need proof: a reasonable belief is enough. No confidentiality clause or agreement with the trust can stop you from making a protected disclosure.

The Act does not cover everyone. Volunteers and trustees, for example, are not usually "workers" in law. As a matter of policy, the trust gives every person within the scope of this policy the same protection from detriment that the law gives to workers.

This policy also reflects the duties of charity trustees under the Charities Act 2011, the Charity Commission's guidance on whistleblowing and on reporting serious incidents, the Bribery Act 2010, and the UK General Data Protection Regulation and the Data Protection Act 2018, which govern how we handle the personal information in a concern.`,
    },
    {
      id: 'reporting',
      title: 'Reporting',
      body: `**Who to tell.** Raise your concern with the **Governance Lead** in the first instance. If the concern involves the Governance Lead, or you would rather not go to them, raise it with the **Chair of Trustees**. If it involves the Chair of Trustees, raise it with any other trustee, who will take it to the rest of the Board of Trustees without the Chair. Concerns about the safety of people may also go directly to the **Safeguarding Lead**, a trustee.

**How to tell us.** You can speak to the person in person or by telephone, or write to them. You can also write through our [contact page](/contact): mark your message "Confidential: whistleblowing" and ask for the Governance Lead, and it will be passed to them without being read more widely. It helps if you tell us:

- what happened, when and where;
- who was involved and who else may know about it;
- any documents or other evidence you have, and where they can be found;
- whether you have told anyone else.

Please do not investigate the matter yourself or approach the people involved. Raise the concern and let us look into it.

**What happens next.** We will acknowledge your concern in writing **within 5 working days** of receiving it. The acknowledgement will say who is handling it, what will happen next and how to reach them. You may bring a colleague or a trade union representative to any meeting about your concern.

**Anonymous concerns.** You may raise a concern without giving your name and we will consider it, but we may not be able to investigate it fully, ask you questions or tell you the outcome. We encourage you to give your name and rely on the confidentiality this policy promises.`,
    },
    {
      id: 'investigation',
      title: 'Investigation',
      body: `The Governance Lead, or the Chair of Trustees where the Governance Lead is involved or has a conflict of interest, first assesses the concern and decides how it should be handled. It may be:

- investigated under this policy;
- dealt with under another procedure, such as our [Safeguarding Policy](/safeguarding), [Anti-Fraud & Anti-Corruption Policy](/anti-fraud) or [Conflict of Interest Policy](/conflict-of-interest);
- referred to the police, a regulator or another authority.

The person who investigates must be independent of the matter and have no conflict of interest. For serious or complex concerns, or any concern about a trustee, the Board of Trustees may appoint an external investigator.

We investigate fairly. Anyone who is the subject of a concern will be told what is alleged, at a suitable stage, and given the chance to respond. We keep written records of the concern, the steps taken, the evidence gathered and the decisions made.

We will tell you how long we expect the investigation to take and keep you informed of its progress. When it ends, we will tell you the outcome as fully as we can, although we may not be able to share details that would breach another person's confidentiality or a legal duty.

Where the investigation finds wrongdoing, we will act: by disciplinary action, by recovering funds, by changing our controls, or by removing a trustee under the constitution. Where the law or the Charity Commission requires it, we report the matter as a serious incident and tell the police or the relevant regulator.

If you are not satisfied with how your concern has been handled, you may take it to the Chair of Trustees, or to any other trustee if the concern involves the Chair.`,
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      body: `We treat every concern, and the identity of the person who raises it, as confidential. Only the people who need to know in order to deal with the concern will be told who you are, and we will ask for your consent first.

There are limited cases in which we may have to reveal your identity without your consent: for example, when the police, a court or a regulator requires it, or where someone is at serious risk of harm. If this happens, we will tell you beforehand wherever we can and continue to protect you from any detriment.

Keeping a concern confidential is not the same as raising it anonymously: a confidential concern can be investigated and followed up with you, which an anonymous concern often cannot.

We hold the records of a concern securely, with access limited to the people handling it, and process the personal information in them in line with the UK General Data Protection Regulation and the Data Protection Act 2018, as our [Privacy Policy](/privacy-policy) explains. We ask everyone involved in an investigation, including the person who raised the concern, to keep its details confidential too.`,
    },
    {
      id: 'false-allegations',
      title: 'False Allegations',
      body: `If you raise a concern that you reasonably believe to be true, you are protected by this policy even if the investigation finds no wrongdoing. Being mistaken is not misconduct, and no action will be taken against you for it.

Making an allegation that you know to be untrue, or making one maliciously or for personal gain, is a different matter. It harms the people accused and wastes the trust's resources. We will treat it as a serious matter: for staff it may lead to disciplinary action, for volunteers and advisers to the end of their role, and for a trustee to removal under the constitution.`,
    },
    {
      id: 'trustee-oversight',
      title: 'Trustee Oversight',
      body: `The Board of Trustees has overall responsibility for this policy and for making sure that concerns are handled properly.

- The **Chair of Trustees** makes sure the policy is followed and handles concerns that involve the Governance Lead.
- The **Governance Lead** manages concerns day to day and keeps a confidential register of every concern raised, the date it was acknowledged, how it was handled and its outcome.
- The **Safeguarding Lead**, a trustee, is told at once of any concern about the safety of people.

The board receives a summary **quarterly** of all concerns raised in the period: how many there were, what kind they were, whether each was acknowledged within 5 working days, and the progress or outcome of each, together with any lessons for the trust's controls. The summary does not identify the people who raised the concerns. Any concern involving a trustee, a risk of serious harm, or a possible serious incident is reported to the Chair of Trustees straight away rather than waiting for the quarterly summary.

The Board of Trustees reviews this policy **annually**, and sooner if the law or Charity Commission guidance changes. Everyone within its scope is told about it when they join and reminded of it each year.`,
    },
    {
      id: 'external-reporting',
      title: 'External Reporting',
      body: `We hope you will feel able to raise your concern with us first, so that we can put things right quickly. But you are always free to go elsewhere, and you should do so if you believe we have not dealt with your concern properly or that raising it with us would not be safe.

- **The Charity Commission for England and Wales** is the prescribed person for concerns about the proper administration of charities and charitable funds. See its guidance on how to [report serious wrongdoing at a charity as a worker or volunteer](https://www.gov.uk/guidance/whistleblowing-guidance-for-charity-employees).
- **Protect**, the UK's whistleblowing charity, gives free and confidential legal advice on whether and how to raise a concern. Call its advice line on 020 3117 2520 or visit [protect-advice.org.uk](https://protect-advice.org.uk).
- **Other prescribed persons** deal with particular matters: for example HM Revenue and Customs for tax and Gift Aid fraud, the Information Commissioner's Office for data protection, the Serious Fraud Office for serious fraud and bribery, and the Health and Safety Executive for health and safety. The government publishes the [full list of prescribed people and bodies](https://www.gov.uk/government/publications/blowing-the-whistle-list-of-prescribed-people-and-bodies--2).
- **The police** should be told of any crime. Report fraud to Action Fraud, and call 999 if anyone is in immediate danger.

Disclosures to the media or on social media are protected only in narrow circumstances. We strongly recommend that you take advice from Protect or a lawyer before making one.`,
    },
  ],
  related: [
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Governance & Oversight', href: '/governance' },
    { label: 'Contact', href: '/contact' },
  ],
} satisfies Policy;
