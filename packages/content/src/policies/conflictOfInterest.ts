// The Conflict of Interest Policy (/conflict-of-interest): spec sections 2 (nine sections),
// 6 (founding benefactors have no influence over governance; the roles it names) and 9
// (policies reviewed annually).
import type { Policy } from '../schemas.ts';

export const conflictOfInterestPolicy = {
  meta: {
    path: '/conflict-of-interest',
    title: 'Conflict of Interest Policy',
    description:
      'How the trustees and people of the Global Health Access Trust declare, record and manage conflicts of interest, so every decision is made in the interests of the charity alone.',
  },
  title: 'Conflict of Interest Policy',
  introduction: `Every decision the Global Health Access Trust (GHAT) makes, from a grant to a contract, must be made only in the interests of the charity and the people it serves. This policy explains how we identify, declare, record and manage conflicts of interest, following the Charity Commission's guidance *Conflicts of interest: a guide for charity trustees* (CC29).`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'purpose',
      title: 'Purpose',
      body: `Charity trustees have a legal duty to act only in the best interests of their charity. They must not let their own interests, or their loyalty to another person or organisation, affect their decisions, and they may not benefit from the charity unless that benefit is properly authorised.

This policy helps the trust to meet that duty. It sets out how we:

- recognise conflicts of interest and conflicts of loyalty before they affect a decision;
- declare and record interests openly;
- manage each conflict so that decisions are made, and are seen to be made, fairly;
- deal with a failure to follow this policy.

It supports the conflicts of interest clause of our [constitution](/constitution) and the trustees' duties under the Charities Act 2011.`,
    },
    {
      id: 'scope',
      title: 'Scope',
      body: `This policy applies to:

- every member of the Board of Trustees, including the Chair of Trustees;
- the Executive Lead, the Finance Lead, the Governance Lead and the Governance Advisor or Secretary;
- advisers, employees, volunteers and consultants who take part in, or give advice on, any decision of the trust;
- anyone who sits on a committee or panel that assesses grant applications or partners.

It covers every decision the trust makes, including grants, emergency relief, contracts for goods and services, appointments, the acceptance of donations and the investment of the trust's funds.`,
    },
    {
      id: 'definitions',
      title: 'Definitions',
      body: `**Conflict of interest.** Any situation in which a person's personal interests, or interests they owe to someone else, could, or could be seen to, affect their ability to decide only in the interests of the trust.

**Financial conflict.** A person, or someone connected with them, could gain or lose money or another benefit because of a decision: for example, a contract with a company they own or a grant to an organisation that employs them.

**Conflict of loyalty.** A person owes a duty to another body, such as a partner organisation, a funder, an employer or another charity, but gains nothing personally. Conflicts of loyalty must be declared and managed in the same way as financial conflicts.

**Connected person.** As the Charities Act 2011 describes it, this includes a person's spouse or civil partner, a person they live with as a partner, their children, parents, grandchildren, grandparents, brothers and sisters and the spouses or partners of any of them, and any business or company in which they or those people have a substantial interest.

**Benefit.** Any payment, property, service, advantage or opportunity of value, received directly or through a connected person.

**Interest.** A role, relationship, holding or other link that could give rise to a conflict. Having an interest is not wrong in itself; failing to declare it is.`,
    },
    {
      id: 'declaration',
      title: 'Declaration of Interests',
      body: `**On appointment.** Every trustee, and every other person within the scope of this policy, completes a declaration of interests before taking up their role. It lists their own interests and, as far as they know them, those of their connected persons: employment, directorships and trusteeships, shareholdings, memberships, and links with any partner, grant applicant, supplier or donor of the trust.

**When things change.** A person must update their declaration as soon as a new interest arises, and in any case before the next decision to which it is relevant.

**At every meeting.** Declarations of interest are the first item on the agenda of every meeting of the Board of Trustees and of its committees. Each trustee says whether they have an interest in any item, even if it is already on the register.

**Every year.** Everyone within the scope of this policy confirms **annually** that their declaration is complete and up to date.

If you are unsure whether something is an interest, declare it. The Chair of Trustees or the Governance Advisor or Secretary can advise.`,
    },
    {
      id: 'register-of-interests',
      title: 'Register of Interests',
      body: `The Governance Advisor or Secretary keeps a register of interests for the trust. It records:

- each person's declared interests and the date of each declaration;
- every conflict declared at a meeting, the item it related to, and how it was managed;
- gifts and hospitality offered to anyone acting for the trust, whether accepted or declined.

The Board of Trustees reviews the register **annually**. It is available to the trust's independent examiner or auditor and, on request, to the Charity Commission. Transactions with trustees and connected persons are disclosed in the trust's annual accounts as the Charities SORP requires.

Personal information in the register is held securely and used only for managing conflicts, as our [Privacy Policy](/privacy-policy) explains.`,
    },
    {
      id: 'managing-conflicts',
      title: 'Managing Conflicts',
      body: `When a conflict is declared, the Chair of Trustees decides how it will be managed, after hearing from the person concerned. Where the Chair is conflicted, the other trustees choose another trustee to take the decision. The response is proportionate to the conflict:

- **Minor conflicts** of loyalty that could not reasonably affect the decision may be recorded without further action, if the trustees without the conflict agree.
- **In most cases**, the conflicted person leaves the meeting for the item, takes no part in the discussion or the vote, and is not counted in the quorum. They may be asked to give information first. They receive no papers for the item.
- **Serious or continuing conflicts** may mean that the person should not take part in that area of the trust's work at all. If a conflict is so great that a trustee cannot act in the trust's interests, they should consider resigning.

Grants and contracts need particular care. The trust makes no grant to, and enters no contract with, an organisation connected with a trustee unless the connection has been declared, the conflicted trustee has withdrawn, the remaining trustees are satisfied that the decision is in the trust's best interests, and any benefit to the trustee is authorised under the constitution, section 185 of the Charities Act 2011 or by the Charity Commission. The minutes record the conflict, who withdrew and the reasons for the decision.

No one acting for the trust may accept a gift or hospitality that could be seen to influence a decision. Modest hospitality may be accepted and is recorded in the register.`,
    },
    {
      id: 'connected-persons-and-benefactors',
      title: 'Connected Persons and Benefactors',
      body: `**Connected persons.** The trust does not employ, contract with, or make grants to a person connected with a trustee unless the Board of Trustees approves it in advance under the section above. Trustees may not receive any benefit from the trust, directly or through a connected person, except as the constitution and the law allow. Reasonable out-of-pocket expenses, paid under our [Financial Controls Policy](/financial-controls), are not a benefit.

**Founding benefactors and other donors.** Founding benefactors have **no influence over governance**. A gift to the trust, however large, gives the donor no right to a seat on the Board of Trustees, no vote, and no say in which grants the trust makes, which partners it chooses or how it is run. Our [donor recognition](/donor-recognition) tiers are a way of thanking donors; they are not a governance role.

- Decisions about grants and emergency relief are made only by formal resolution of the Board of Trustees, on the merits and within the trust's charitable objects.
- A donor may express a wish about how a gift is used. The Board of Trustees decides whether to accept the gift on those terms, and accepts it only if the purpose is within our objects and in the trust's interests.
- No organisation connected with a donor receives preferential treatment when it applies for funding.
- A trustee who is also a donor, or is connected with one, declares that interest and withdraws from any decision that affects the donor.`,
    },
    {
      id: 'breaches',
      title: 'Breaches',
      body: `A breach of this policy includes failing to declare an interest, taking part in a decision despite a conflict, and receiving an unauthorised benefit.

When a possible breach is found, the Chair of Trustees, or another trustee if the Chair is involved, reports it to the Board of Trustees, which will:

- review any decision that may have been affected, and revisit it if necessary;
- take steps to recover any unauthorised benefit, as the law requires;
- consider whether the matter is a serious incident to be reported to the Charity Commission;
- decide what action to take against the person involved. For a trustee, this may include removal under the constitution; for staff, disciplinary action; for volunteers, advisers and consultants, the end of their role or contract.

Anyone who suspects a breach can raise it under our [Whistleblowing Policy](/whistleblowing).`,
    },
    {
      id: 'review',
      title: 'Review',
      body: `The Board of Trustees reviews this policy **annually**, and sooner if the law or Charity Commission guidance changes. The Governance Lead proposes any changes.

Every new trustee receives this policy on appointment, and all trustees confirm each year that they have read it and that their declaration of interests is up to date.`,
    },
  ],
  related: [
    { label: 'Financial Controls Policy', href: '/financial-controls' },
    { label: 'Whistleblowing Policy', href: '/whistleblowing' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Trust Constitution', href: '/constitution' },
    { label: 'Governance & Oversight', href: '/governance' },
  ],
} satisfies Policy;
