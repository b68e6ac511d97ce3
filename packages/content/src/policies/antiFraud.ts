// The Anti-Fraud & Anti-Corruption Policy (/anti-fraud): the Fraud Act 2006, the Bribery Act 2010
// and the Charity Commission's guidance. The thresholds, signatories, record keeping and
// acknowledgement time are the spec's constants (sections 6 and 9).
import type { Policy } from '../schemas.ts';

export const antiFraudPolicy = {
  meta: {
    path: '/anti-fraud',
    title: 'Anti-Fraud & Anti-Corruption Policy',
    description:
      'How the Global Health Access Trust prevents, detects and responds to fraud, bribery and corruption, and how to report a concern in confidence.',
  },
  title: 'Anti-Fraud & Anti-Corruption Policy',
  introduction: `Every pound given to the Global Health Access Trust is given in trust, to bring health care to people who need it. Fraud, bribery and corruption take that money from them and damage the trust our donors, partners and the public place in us. This policy sets out how we prevent, detect, report and deal with them.`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'policy-statement',
      title: 'Policy Statement',
      body: `The trust has **zero tolerance** of fraud, bribery and corruption, whether committed by people inside the trust or by anyone we work with, and whatever the amount involved.

We will:

- act honestly and with integrity in everything we do;
- design our financial controls to prevent and detect fraud, bribery and corruption;
- carry out due diligence on the organisations we fund and the gifts we receive;
- make sure concerns can be raised safely, and protect those who raise them in good faith;
- investigate every suspicion promptly and fairly, and report it to the police and regulators where we should;
- take firm action against anyone found to have committed fraud, bribery or corruption, and seek to recover any losses.`,
    },
    {
      id: 'scope',
      title: 'Scope',
      body: `This policy applies to everyone who works for or represents the trust: trustees, staff, volunteers, consultants and advisers. Through our grant agreements and contracts, it also applies to our partners, grantees, suppliers and anyone acting on our behalf, in the United Kingdom and overseas.`,
    },
    {
      id: 'definitions',
      title: 'Definitions',
      body: `- **Fraud** is dishonestly making a false representation, failing to disclose information you have a legal duty to disclose, or abusing a position of trust, in order to make a gain for yourself or another, or to cause a loss, or a risk of loss, to another. These are offences under the **Fraud Act 2006**. Examples include false expense claims, false invoices, misusing grant funds, and falsifying accounts or reports.
- **Bribery** is offering, promising, giving, requesting, agreeing to receive or accepting a financial or other advantage to induce or reward someone for performing a function improperly. The **Bribery Act 2010** makes it an offence to bribe, to be bribed, to bribe a foreign public official, and, for an organisation, to fail to prevent bribery by those acting on its behalf. It applies to conduct anywhere in the world. **Facilitation payments** (small unofficial payments to speed up a routine action by an official) are bribes, and are prohibited.
- **Corruption** is the abuse of entrusted power or position for private gain. It includes bribery, but also, for example, awarding a grant or contract because of a personal connection, or diverting aid to people who are not entitled to it.

This policy also covers theft, money laundering and the financing of terrorism, which are offences under UK law wherever our funds are involved.`,
    },
    {
      id: 'roles-and-responsibilities',
      title: 'Roles and Responsibilities',
      body: `- **The Board of Trustees** is responsible for protecting the trust's funds and assets. It approves this policy and our financial controls, makes sure they are followed, oversees every investigation, and decides on reports to the Charity Commission and other authorities.
- **The Finance Lead** is responsible for the day-to-day operation of our financial controls, receives reports of suspected fraud, bribery or corruption, keeps the register of gifts and hospitality and the record of incidents, and reports on them to the Board of Trustees.
- **The Chair of Trustees** receives any concern that involves the Finance Lead, and makes sure every concern is handled in line with this policy.
- **The Executive Lead** makes sure this policy is applied in our grant-making and partnerships, and that everyone knows how to report a concern.
- **Everyone** covered by this policy must follow it, stay alert to the risk of fraud, bribery and corruption, and report any suspicion straight away.`,
    },
    {
      id: 'financial-controls',
      title: 'Financial Controls',
      body: `Our financial controls are designed so that no one person can commit the trust's money alone. Among them:

- **Dual authorisation above £500.** Every payment or commitment above £500 must be authorised by two people, who are two of the three trustees who act as operational signatories.
- **Full board resolution above £5,000.** Any spending above £5,000 requires a full board resolution of the Board of Trustees.
- **Grants.** Every grant, whatever its size, requires a formal resolution of the Board of Trustees, including grants for emergency relief.
- **Separation of duties.** The person who prepares a payment does not authorise it, and no one may authorise a payment to themselves or to anyone connected with them.
- **Reconciliation and review.** Bank accounts are reconciled regularly, and the Finance Lead reports income and spending to the Board of Trustees.
- **Conflicts of interest.** Everyone must declare any interest that could affect, or appear to affect, their decisions, as our [Conflict of Interest Policy](/conflict-of-interest) requires.
- **Records.** Financial records are kept for at least 6 years.

The full controls are set out in our [Financial Controls Policy](/financial-controls).`,
    },
    {
      id: 'due-diligence',
      title: 'Due Diligence on Grantees and Partners',
      body: `Before we fund or contract with any organisation, we carry out due diligence in proportion to the size and risks of the grant, following the Charity Commission's guidance on protecting charities from harm. We check:

- that the organisation is properly established and governed, and who controls it;
- that it holds a bank account in its own name;
- that neither it nor the people who run it appear on UK financial sanctions or terrorist lists, and any adverse public information about them;
- its financial management, and its own measures against fraud, bribery and corruption;
- references from other funders or partners where appropriate.

Every grant agreement requires the grantee to use the funds only for the agreed purpose, to keep proper records, to report on how the funds were spent, to allow us to inspect and audit those records, to report any suspected fraud, bribery or corruption to us promptly, and to repay any funds that are misused. We pay grants in stages against satisfactory reports wherever we can, and we monitor the end use of our funds.

We also carry out due diligence on significant donations, so that we know where the money comes from and do not accept gifts that are not in the trust's best interests.`,
    },
    {
      id: 'gifts-and-hospitality',
      title: 'Gifts and Hospitality',
      body: `Gifts and hospitality can be used to gain improper influence, or be seen to do so. Trustees, staff, volunteers and anyone acting for the trust must not offer, give, request or accept any gift, hospitality or other advantage that could influence, or appear to influence, a decision, especially from or to a current or prospective grantee, partner or supplier.

- Never offer or accept gifts of cash or cash equivalents, such as vouchers.
- Modest hospitality that is normal in a working relationship, such as a working meal, may be accepted where it is reasonable and not connected with a pending decision.
- Record every gift or hospitality offered, accepted or declined, except items of trivial value, in the register of gifts and hospitality kept by the Finance Lead.
- If you are unsure, ask the Finance Lead before accepting or offering anything.

Facilitation payments are prohibited. The only exception is a payment demanded under threat to someone's life, safety or liberty: make it only if you have no safe alternative, and report it to the Finance Lead as soon as you are safe.`,
    },
    {
      id: 'reporting-concerns',
      title: 'Reporting Concerns',
      body: `If you suspect fraud, bribery or corruption, report it straight away:

- to the **Finance Lead**; or
- if your concern involves the Finance Lead, to the **Chair of Trustees**; or
- under our [Whistleblowing Policy](/whistleblowing), which explains how to raise a concern in confidence, how you will be protected, and the external bodies you can contact. Concerns raised under it are acknowledged within 5 working days.

Partners, grantees, suppliers and members of the public can raise a concern through our [contact page](/contact), marked "Confidential: fraud concern".

Do not investigate the matter yourself, confront the person you suspect, or discuss it with others. Keep any evidence safe, and make a note of what you know, with dates.

We will protect anyone who reports a concern honestly and in good faith, even if it turns out to be mistaken. Knowingly making a false allegation is a serious matter, which may lead to disciplinary action. You can also report fraud to Action Fraud, the UK's national reporting centre for fraud, on 0300 123 2040 or at [actionfraud.police.uk](https://www.actionfraud.police.uk/).`,
    },
    {
      id: 'investigation',
      title: 'Investigation',
      body: `Every report is taken seriously and handled in confidence. The Finance Lead and the Chair of Trustees (or, if either is involved, another trustee appointed by the Board of Trustees) will:

1. record the concern and take immediate steps to prevent further loss and to preserve evidence, which may include suspending payments or access to systems;
2. appoint someone independent of the matter to investigate, using external specialists where needed;
3. treat everyone involved fairly, including the person under suspicion, who will have the opportunity to respond;
4. report to the police where a crime may have been committed, and report a serious incident to the Charity Commission, as its guidance requires;
5. tell our bank, insurers, affected donors and partners, and any other authorities where we must;
6. take action on the findings, which may include disciplinary action, dismissal, removal as a trustee or volunteer, ending a grant or contract, and recovering our losses through the courts where necessary.

The Board of Trustees oversees every investigation and, once it is complete, reviews our controls so that the same thing cannot happen again.`,
    },
    {
      id: 'training-and-awareness',
      title: 'Training and Awareness',
      body: `Everyone covered by this policy receives it when they join, and training in recognising and reporting fraud, bribery and corruption suitable to their role. Trustees receive finance training as part of their induction, and the trustees' finance training is reviewed every 2 years. We make sure our partners and grantees know our standards and how to report a concern.`,
    },
    {
      id: 'monitoring-and-review',
      title: 'Monitoring and Review',
      body: `The Finance Lead reports to the Board of Trustees on any suspected or actual fraud, bribery or corruption, on the register of gifts and hospitality, and on how our controls are working. The risk of fraud, bribery and corruption is recorded in our risk register, as our [Risk Management Policy](/risk-management) describes.

The Board of Trustees reviews this policy **annually**, and sooner if the law changes or an incident shows that it needs to change.`,
    },
  ],
  related: [
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
    { label: 'Financial Controls Policy', href: '/financial-controls' },
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Risk Management Policy', href: '/risk-management' },
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Governance & Oversight', href: '/governance' },
  ],
} satisfies Policy;
