// The Financial Controls Policy (/financial-controls): spec sections 2 (twelve sections),
// 6 (grants and emergency relief need a Board resolution; three operational signatories) and 9
// (dual authorisation above £500; a full board resolution above £5,000; records kept at least
// 6 years; trustee finance training reviewed every 2 years; policies reviewed annually).
import type { Policy } from '../schemas.ts';

export const financialControlsPolicy = {
  meta: {
    path: '/financial-controls',
    title: 'Financial Controls Policy',
    description:
      'How the Global Health Access Trust authorises spending, makes grants, handles money and keeps its financial records, so that every pound is used for its charitable purpose.',
  },
  title: 'Financial Controls Policy',
  introduction: `The Global Health Access Trust (GHAT) holds its funds in trust for the public benefit. This policy sets out the internal financial controls that protect those funds, following the Charity Commission's guidance *Internal financial controls for charities* (CC8) and the accounting duties of the Charities Act 2011.`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'purpose-and-scope',
      title: 'Purpose and Scope',
      body: `Good financial controls make sure that the trust's money is spent only on its charitable objects, that it is safe from loss, fraud and error, and that the trust can account for every transaction.

This policy applies to all of the trust's income, spending, assets and financial records, and to everyone who handles them: the Board of Trustees, the Executive Lead, the Finance Lead, and any adviser, employee, volunteer or contractor who raises, approves or records a payment.

No single person should control a transaction from start to finish. The duties of requesting, approving, paying and recording are kept separate wherever the trust's size allows.`,
    },
    {
      id: 'roles-and-responsibilities',
      title: 'Roles and Responsibilities',
      body: `- **The Board of Trustees** is collectively responsible for the trust's finances. It approves the annual budget, the reserves policy, every grant and every item of spending above the limits below, and the annual accounts.
- **The Chair of Trustees** makes sure that the board receives the financial information it needs and that these controls are followed.
- **The Finance Director or Finance Lead** (the Finance Lead) keeps the accounting records, prepares the budget and the management accounts, reconciles the bank accounts and advises the board on financial matters.
- **The Executive Lead** manages spending within the approved budget and the authorisation limits.
- **The operational signatories** are the three trustees whom the Board of Trustees has appointed to sign for the trust. Only they may approve payments or sign bank mandates, contracts and grant agreements. The other trustees serve in an advisory or non-executive capacity, but share the board's collective responsibility.
- **The Governance Advisor or Secretary** records the board's financial resolutions in the minutes and keeps the register of interests.`,
    },
    {
      id: 'authorisation-limits',
      title: 'Authorisation Limits',
      body: `Every item of spending must be within the approved budget and for the trust's charitable purposes. The following limits apply:

- **Up to £500:** approved by one operational signatory, who must not be the person who will receive the payment or who requested it.
- **Above £500:** dual authorisation, by two operational signatories, before the commitment is made and again before payment.
- **Above £5,000:** a full board resolution of the Board of Trustees, recorded in the minutes, in addition to dual authorisation of the payment.

A purchase or contract may not be split into smaller amounts to avoid a limit; the limit applies to the total value of the commitment. Nobody may approve a payment to themselves or to a person connected with them, and anyone with a conflict of interest withdraws as our [Conflict of Interest Policy](/conflict-of-interest) requires.`,
    },
    {
      id: 'grant-making',
      title: 'Grant-Making',
      body: `Grants are the trust's main way of carrying out its objects, so they receive the closest control.

- **Every grant needs a formal resolution of the Board of Trustees**, whatever its size. No trustee, officer or donor may commit the trust to a grant on their own.
- Before the resolution, the Executive Lead presents a written assessment: the partner's legal status and governance, its finances, its safeguarding and anti-fraud arrangements, the public benefit of the work and how it fits our objects.
- Each grant is made under a written grant agreement, signed by two operational signatories, which sets out the purpose, the amount, the payment schedule, the reporting the partner must provide, and our right to stop payments and recover funds that are misused.
- Grants are paid in instalments where the amount or the risk justifies it, and each later instalment depends on satisfactory reports.
- The Finance Lead keeps a register of grants and reports progress to the board.

The trust does not accept unsolicited funding applications. It identifies partners through its own research and networks.`,
    },
    {
      id: 'emergency-relief',
      title: 'Emergency Relief',
      body: `Emergency relief grants must be made quickly, but they still need a **Board resolution**. To allow a fast decision, the Board of Trustees may pass the resolution at a meeting called at short notice, held by video call if needed, or as a written resolution agreed by the trustees in the way the [constitution](/constitution) allows.

The Executive Lead provides a short written case setting out the need, the partner, the amount and the main risks. Due diligence may be shortened in proportion to the urgency, but the partner's identity, bank details and sanctions status are always checked before payment, and the remaining checks are completed as soon as possible afterwards. Payments follow the normal dual authorisation.`,
    },
    {
      id: 'banking-and-payments',
      title: 'Banking and Payments',
      body: `- The trust's bank accounts are held in the trust's name with UK-regulated banks. Accounts are opened or closed, and mandates changed, only by resolution of the Board of Trustees.
- Online banking requires two operational signatories to approve every payment above £500; no single user can both set up and release a payment.
- Changes to a supplier's or partner's bank details are confirmed by telephone, using contact details already held, before any payment is made.
- The trust does not hold cash beyond small amounts that are recorded and counted.
- The Finance Lead reconciles every bank account each month, and an operational signatory who did not prepare the reconciliation reviews and signs it.
- Payment cards, if issued, have low limits and are used only for approved trust spending, with receipts for every transaction.`,
    },
    {
      id: 'income-and-donations',
      title: 'Income and Donations',
      body: `- All income is banked promptly and recorded in full, with a record of the donor and of any restriction on how the gift may be used.
- Restricted funds are accounted for separately and spent only on their stated purpose.
- Gift Aid is claimed only with a valid declaration from a UK taxpayer, and the declarations are kept with the donation records.
- We carry out proportionate due diligence on donors before accepting significant gifts, to guard against money laundering and gifts from sources that would harm the trust. The Board of Trustees may decline any gift.
- A gift gives the donor no influence over the trust's governance or decisions, as our [Conflict of Interest Policy](/conflict-of-interest) explains.`,
    },
    {
      id: 'expenses',
      title: 'Expenses',
      body: `Trustees serve without pay. They, and others acting for the trust, may claim reasonable out-of-pocket expenses incurred on the trust's business, such as travel and accommodation, at the most economical practical rate.

- Claims are made on the trust's expenses form within three months, with receipts.
- No one may approve their own claim. A trustee's claim is approved by another operational signatory; a claim by the Chair of Trustees is approved by another trustee.
- Claims above £500 need dual authorisation in the usual way.
- Expenses paid to trustees are disclosed in the annual accounts as the Charities SORP requires.`,
    },
    {
      id: 'reserves-and-investments',
      title: 'Reserves and Investments',
      body: `The Board of Trustees sets a reserves policy that states the level of unrestricted funds the trust aims to hold, and why, so that it can meet its commitments to partners and its running costs if income falls. The policy is reviewed each year when the budget is approved, and the trustees' annual report explains the level of reserves held.

Funds not needed in the short term may be placed on deposit or invested only as the Board of Trustees decides by resolution, in line with the trustees' duties under the Trustee Act 2000 and the Charity Commission's guidance on investment. Investments must be consistent with the trust's purpose and values.`,
    },
    {
      id: 'records-and-retention',
      title: 'Accounting Records and Retention',
      body: `The Charities Act 2011 requires the trustees to keep accounting records that show and explain every transaction and the trust's financial position at any time.

- The Finance Lead keeps full records of all income, spending, assets and liabilities, supported by invoices, receipts, grant agreements and approvals.
- Financial records are kept for **at least 6 years** from the end of the financial year to which they relate, as the Act requires. Records needed for a longer period, such as Gift Aid declarations for continuing gifts or documents relating to legacies, are kept for as long as they are needed.
- Records are held securely, with backups, and with access limited to those who need it.`,
    },
    {
      id: 'reporting-and-external-scrutiny',
      title: 'Reporting, Audit and Independent Examination',
      body: `- The Board of Trustees approves an annual budget before the start of each financial year.
- The Finance Lead presents management accounts to every board meeting, comparing income and spending with the budget and explaining any significant difference.
- Annual accounts are prepared in accordance with the Charities SORP and approved by the Board of Trustees.
- The accounts are independently examined or audited, as the Charities Act 2011 requires for the trust's income and assets; the trustees may choose an audit even where it is not required.
- Once registered, the trust files its annual return, accounts and trustees' annual report with the Charity Commission on time.
- Any loss, fraud or suspected fraud is reported to the Chair of Trustees at once and dealt with under our [Anti-Fraud & Anti-Corruption Policy](/anti-fraud). Significant losses are reported to the Charity Commission as serious incidents.`,
    },
    {
      id: 'training-and-review',
      title: 'Training and Review',
      body: `All trustees receive financial induction on appointment, covering their duties, these controls and how to read the trust's accounts. The trustees' finance training is reviewed **every 2 years**, and refresher training is provided where the review finds a need or the rules change.

The Board of Trustees reviews this policy and the trust's other financial policies **annually**, and sooner if the law, Charity Commission guidance or the trust's activities change. The Finance Lead proposes any changes, taking account of any weaknesses found by the independent examiner or auditor.`,
    },
  ],
  related: [
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Risk Management Policy', href: '/risk-management' },
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
    { label: 'Governance & Oversight', href: '/governance' },
  ],
} satisfies Policy;
