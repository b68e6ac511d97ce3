// The full text of the signed Trust Constitution, from which its PDF is generated: spec sections
// 2 (/constitution: effective 1 December 2024, version 1.0; /about-the-trust: adopted June 2025),
// 6 (three operational signatories; grants and emergency relief by Board resolution; founding
// benefactors have no influence over governance) and 9 (£500, £5,000, 6 years, section 3 of the
// Charities Act 2011). Plain text: the PDF prints each paragraph as written.
import type { DocumentText } from './shape.ts';

export const constitutionText = {
  title: 'Trust Constitution',
  subtitle: 'Global Health Access Trust · Version 1.0 (Original) · Effective 1 December 2024',
  version: '1.0',
  effectiveDate: '2024-12-01',
  note: 'Adopted by resolution of the Board of Trustees in June 2025, with effect from 1 December 2024.',
  clauses: [
    {
      number: '1',
      title: 'Name and Status',
      paragraphs: [
        '1.1 The name of the charity is the Global Health Access Trust (in this constitution, "the Trust"). It may also be known as GHAT.',
        '1.2 The Trust is a charitable trust established under the law of England and Wales. This constitution is its governing document.',
        '1.3 This constitution takes effect on 1 December 2024. It was formally adopted by resolution of the Board of Trustees in June 2025.',
        '1.4 In this constitution: "the Board of Trustees" or "the Board" means the trustees of the Trust acting together; "trustee" means a charity trustee of the Trust; "the Commission" means the Charity Commission for England and Wales; "connected person" has the meaning given by the Charities Act 2011; and "operational signatory" means a trustee appointed under clause 4.5.',
      ],
    },
    {
      number: '2',
      title: 'Objects',
      paragraphs: [
        '2.1 The objects of the Trust are, for the public benefit, the advancement of health or the saving of lives, within the meaning of section 3(1)(d) of the Charities Act 2011, anywhere in the world ("the Objects").',
        '2.2 In furtherance of the Objects, and without limiting them, the Trust may in particular: (a) fund access to healthcare for people and communities who cannot otherwise obtain it; (b) fund the education and training of health workers; (c) strengthen health systems and the organisations that deliver health services; (d) support policy work and research that improve access to health; and (e) provide emergency relief to preserve life and health in humanitarian crises.',
        "2.3 The Trust shall carry out the Objects only for the public benefit, having regard to the Commission's guidance on public benefit. Any private benefit arising from the Trust's work must be incidental to the Objects.",
      ],
    },
    {
      number: '3',
      title: 'Powers',
      paragraphs: [
        '3.1 In furtherance of the Objects, but not for any other purpose, the trustees may do anything that is lawful, and in particular may:',
        '(a) make grants to charities, other organisations and individuals for purposes within the Objects, subject to clause 7;',
        '(b) raise funds and invite and receive gifts, donations, legacies and grants, but not undertake taxable permanent trading;',
        '(c) accept a gift subject to conditions, provided the conditions are consistent with the Objects and with clause 6.6;',
        '(d) co-operate with other charities, public authorities and organisations working in the same or similar fields;',
        '(e) engage advisers, consultants and staff, subject to clause 6;',
        '(f) open and operate bank accounts in the name of the Trust, subject to clause 7;',
        '(g) invest money not immediately needed for the Objects, and delegate the management of investments to a financial expert, in accordance with the Trustee Act 2000;',
        '(h) set aside funds as reserves or for special purposes;',
        '(i) insure the property of the Trust, and buy trustee indemnity insurance as section 189 of the Charities Act 2011 allows;',
        '(j) delegate any of their functions to a committee of at least two trustees, on written terms set by the Board, provided that every decision of a committee is reported promptly to the Board and that no committee may make a grant or approve spending that this constitution reserves to the Board; and',
        '(k) pay the costs of establishing and administering the Trust.',
        '3.2 In exercising their powers, the trustees shall comply with the duty of care in the Trustee Act 2000 wherever it applies, and shall act only in the best interests of the Trust.',
      ],
    },
    {
      number: '4',
      title: 'Trustees',
      paragraphs: [
        '4.1 There shall be at least three and not more than twelve trustees.',
        '4.2 Appointment. New trustees are appointed by a resolution of the Board passed at a meeting. The Board shall appoint people for the skills and experience the Trust needs. No person is entitled to be appointed because of a gift to the Trust. A trustee is appointed for a term of three years and may be reappointed.',
        '4.3 Before taking office, every new trustee shall sign a declaration that they are willing to act, that they are not disqualified from acting as a charity trustee under section 178 of the Charities Act 2011, and of their interests under clause 6. Every new trustee shall receive an induction to the Trust and to the duties of a charity trustee.',
        '4.4 Officers. The Board shall elect a Chair of Trustees from among the trustees, and shall appoint from among the trustees a Governance Lead, a Finance Lead and a Safeguarding Lead. The Board may also appoint an Executive Lead to manage the work of the Trust day to day, and a Governance Advisor or Secretary to support the Board.',
        '4.5 Operational signatories. The Board shall appoint at least three of the trustees as operational signatories. Only operational signatories may authorise payments, sign bank mandates, or sign contracts and grant agreements on behalf of the Trust. The other trustees serve in an advisory or non-executive capacity. Every trustee shares equally in the legal responsibility of the trustees for the Trust. If fewer than three operational signatories are in office, the Board shall appoint a replacement at its next meeting.',
        '4.6 A trustee ceases to hold office if they: (a) resign by written notice to the Chair of Trustees, provided that at least three trustees remain in office; (b) become disqualified from acting as a charity trustee; (c) are, in the reasonable opinion of the other trustees, incapable of acting; (d) are absent from three consecutive meetings of the Board without its permission and the Board resolves that they should cease to hold office; or (e) are removed by a resolution passed by at least two-thirds of the other trustees, after being given the chance to be heard, because their conduct is inconsistent with their duties as a trustee or with this constitution.',
        '4.7 If the number of trustees falls below three, the remaining trustees may act only to appoint new trustees or, in an emergency, to protect the property of the Trust.',
        '4.8 Trustees serve without payment, subject to clause 6.4.',
      ],
    },
    {
      number: '5',
      title: 'Proceedings of the Trustees',
      paragraphs: [
        '5.1 The Board shall meet at least four times in each year.',
        "5.2 A meeting may be called by the Chair of Trustees or by any two trustees. At least 14 days' notice of a meeting, with its agenda, shall be given to every trustee, except that a meeting to decide urgent business, including emergency relief, may be called at shorter notice if every trustee is told of it.",
        '5.3 A meeting may be held in person, by video or telephone call, or by a combination of these, provided that every trustee taking part can communicate with all the others.',
        '5.4 The quorum is one third of the trustees or three trustees, whichever is greater. A trustee who must withdraw from an item under clause 6 is not counted in the quorum for that item.',
        '5.5 The Chair of Trustees presides at meetings. If the Chair is absent, the trustees present shall choose one of their number to preside.',
        '5.6 Every trustee has one vote. Decisions are made by a simple majority of the votes cast, except where this constitution requires otherwise. If the votes are equal, the person presiding has a second or casting vote.',
        '5.7 A resolution in writing, including by email, agreed by a majority of all the trustees entitled to vote on it, is as valid as a resolution passed at a meeting, provided that it was sent to every trustee entitled to vote. The resolution is passed on the date the last trustee needed for the majority agrees to it.',
        '5.8 The Governance Advisor or Secretary shall keep minutes of every meeting, recording the trustees present, every declaration of interest, and every decision and resolution, including those passed under clause 5.7. The minutes shall be approved at the next meeting and kept with the records of the Trust.',
        '5.9 The Board may adopt policies and standing orders for the conduct of the Trust, provided that they are consistent with this constitution and the law.',
      ],
    },
    {
      number: '6',
      title: 'Conflicts of Interest',
      paragraphs: [
        '6.1 Every trustee must act only in the best interests of the Trust and must not allow their personal interests, or their loyalty to any other person or organisation, to affect their decisions.',
        '6.2 A trustee must declare any financial interest, or any duty of loyalty, that they or a connected person have in any matter to be considered by the Board, on appointment and before the matter is discussed. The Governance Advisor or Secretary shall keep a register of interests.',
        '6.3 A trustee with a conflict of interest shall withdraw from the meeting for the item concerned, shall take no part in the discussion or the vote, and shall not be counted in the quorum for that item, unless the other trustees decide that the conflict is so minor that it could not reasonably affect the decision and record that decision in the minutes.',
        '6.4 No trustee or connected person may receive any benefit from the Trust, in money or in kind, except: (a) reimbursement of reasonable expenses properly incurred on the business of the Trust; (b) the benefit of trustee indemnity insurance under clause 3.1(i); (c) payment for goods or services supplied to the Trust, where the conditions of section 185 of the Charities Act 2011 are met; (d) a benefit received as a beneficiary of the Trust on the same terms as others; or (e) a benefit authorised in advance by the Commission or by the court.',
        '6.5 At no time may the trustees who receive, or are connected with a person who receives, payment under clause 6.4(c) be more than a minority of the trustees.',
        '6.6 No gift to the Trust, whether from a founding benefactor or from any other donor, confers any right to appoint or remove trustees, to vote, or to direct or influence the governance, grant-making or management of the Trust. Founding benefactors have no influence over the governance of the Trust.',
      ],
    },
    {
      number: '7',
      title: 'Financial Controls',
      paragraphs: [
        '7.1 The income and property of the Trust shall be applied solely to the Objects.',
        '7.2 The bank accounts of the Trust shall be held in its name. Accounts may be opened or closed, and their mandates changed, only by resolution of the Board.',
        '7.3 Any payment or commitment of the Trust above £500 requires dual authorisation by two operational signatories. No trustee may authorise a payment to themselves or to a connected person.',
        '7.4 Any spending above £5,000 requires a resolution of the full Board of Trustees, recorded in the minutes, in addition to dual authorisation.',
        '7.5 Every grant requires a formal resolution of the Board of Trustees, whatever its amount. Emergency relief also requires a resolution of the Board, which may be passed at a meeting called at short notice under clause 5.2 or as a written resolution under clause 5.7.',
        "7.6 The trustees shall keep accounting records as the Charities Act 2011 requires, and shall keep them for at least 6 years from the end of the financial year to which they relate. The trustees shall prepare annual accounts and a trustees' annual report, have the accounts independently examined or audited as the law requires, and send the Commission the returns and documents it requires.",
        '7.7 The Board shall adopt a financial controls policy consistent with this clause and review it annually.',
      ],
    },
    {
      number: '8',
      title: 'Amendments',
      paragraphs: [
        '8.1 The trustees may amend this constitution by a resolution passed by at least two-thirds of the trustees at a meeting of which notice, including the wording of the proposed amendment, was given under clause 5.2.',
        '8.2 No amendment may be made that would cause the Trust to cease to be a charity in law.',
        '8.3 No amendment to clause 2 (Objects), to clause 6.4, 6.5 or 6.6, to clause 9 (Dissolution) or to this clause may be made without the prior written consent of the Commission, where the law requires that consent.',
        '8.4 The trustees shall send the Commission a copy of every amendment, as it requires.',
      ],
    },
    {
      number: '9',
      title: 'Dissolution',
      paragraphs: [
        '9.1 The trustees may dissolve the Trust by a resolution passed by at least two-thirds of the trustees at a meeting called for that purpose, if they decide that it is no longer possible or desirable for the Trust to carry out the Objects.',
        '9.2 On dissolution, after meeting its liabilities, the trustees shall apply any remaining property of the Trust to charitable purposes the same as or similar to the Objects, by transferring it to one or more charities with objects the same as or similar to the Objects, or in any other way that the Commission approves.',
        '9.3 In no circumstances may the remaining property of the Trust be paid to or distributed among the trustees, the founding benefactors or any other donor, or any connected person.',
        '9.4 The trustees shall tell the Commission promptly that the Trust has been dissolved and send it the final accounts of the Trust.',
      ],
    },
    {
      number: '10',
      title: 'Signatures',
      paragraphs: [
        'This constitution was adopted by resolution of the Board of Trustees in June 2025, with effect from 1 December 2024, and is signed on behalf of the Board by three trustees who are operational signatories.',
        'Signature: ______________________  Name: ______________________  Role: Chair of Trustees  Date: ______________',
        'Signature: ______________________  Name: ______________________  Role: Executive Lead  Date: ______________',
        'Signature: ______________________  Name: ______________________  Role: Trust Development Coordinator  Date: ______________',
      ],
    },
  ],
} satisfies DocumentText;
