// The full text of the Safeguarding Statement 2024 (spec section 3: type Policy Statement,
// version 2.1, dated 2024-09-01), from which its PDF is generated. Spec section 6: the
// Safeguarding Lead is a trustee. Plain text: the PDF prints each paragraph as written.
import type { DocumentText } from './shape.ts';

export const safeguardingStatementText = {
  title: 'Safeguarding Statement 2024',
  subtitle: 'Global Health Access Trust · Version 2.1 · 1 September 2024',
  version: '2.1',
  effectiveDate: '2024-09-01',
  note: 'Approved by the Board of Trustees. This statement is reviewed annually.',
  clauses: [
    {
      number: '1',
      title: 'Our Commitment',
      paragraphs: [
        '1.1 The Global Health Access Trust ("the Trust") believes that everyone its work reaches has the right to be safe from harm, abuse, neglect and exploitation, whatever their age, disability, gender, race, religion or belief, sexual orientation or nationality.',
        '1.2 The Trust funds health services in places where people are often at heightened risk: in humanitarian crises, in fragile states and among displaced communities. We recognise that the power that comes with funding and delivering aid can be abused, and we have zero tolerance of sexual exploitation, abuse and harassment by anyone connected with our work.',
        "1.3 This statement sets out how the Trust meets that commitment. It is supported by the Trust's Safeguarding Policy and procedures, which every person within its scope must follow.",
      ],
    },
    {
      number: '2',
      title: 'Scope',
      paragraphs: [
        '2.1 This statement applies to the trustees of the Trust and to everyone who works with or for it, including advisers, staff, volunteers, consultants and anyone visiting a programme on its behalf.',
        '2.2 It protects children, meaning everyone under the age of 18, and adults at risk, and extends to the patients, communities, health workers and partner staff that our grants reach.',
        '2.3 The partner organisations the Trust funds are required, through the conditions of their grants, to meet the standards in clause 6.',
      ],
    },
    {
      number: '3',
      title: 'Principles',
      paragraphs: [
        '3.1 The safety and wellbeing of the people our work reaches come first, before the reputation or interests of the Trust or of any individual.',
        "3.2 Safeguarding is everyone's responsibility. Anyone who has a concern must report it; they are not expected to decide whether abuse has taken place.",
        '3.3 We take a survivor-centred approach: we listen to the people affected, respect their wishes, safety and dignity, and keep them informed.',
        '3.4 We share information about a concern only with those who need to know, and we act on every concern promptly, fairly and in proportion to the risk.',
        '3.5 We hold ourselves accountable to the people we serve, to our partners and to our regulators, and we learn from every concern raised.',
      ],
    },
    {
      number: '4',
      title: 'Legal and Regulatory Framework',
      paragraphs: [
        '4.1 In the United Kingdom, this statement reflects the Children Act 1989 and the Children Act 2004, the Safeguarding Vulnerable Groups Act 2006, the Care Act 2014, the statutory guidance Working Together to Safeguard Children, and the UK General Data Protection Regulation and the Data Protection Act 2018.',
        "4.2 It follows the Charity Commission's guidance Safeguarding and protecting people for charities and trustees, and the Commission's requirements for reporting serious incidents.",
        "4.3 Internationally, it reflects the United Nations Convention on the Rights of the Child, the Inter-Agency Standing Committee's Six Core Principles relating to sexual exploitation and abuse, and the Core Humanitarian Standard on Quality and Accountability. The Trust and its partners also comply with the law of each country in which funded work takes place.",
      ],
    },
    {
      number: '5',
      title: 'Roles and Responsibilities',
      paragraphs: [
        '5.1 The Board of Trustees is collectively responsible for safeguarding. It approves this statement and the Safeguarding Policy, makes sure that they are resourced and followed, and receives regular reports on safeguarding.',
        '5.2 The Safeguarding Lead, a trustee, leads safeguarding for the Trust. The Safeguarding Lead receives and oversees the handling of concerns, makes referrals to the authorities, advises the Board and reports to it at each meeting.',
        '5.3 The Chair of Trustees makes sure that the Board gives safeguarding proper attention and is told at once of any serious concern.',
        '5.4 The Executive Lead makes sure that safeguarding is part of the assessment, agreement and monitoring of every grant.',
        '5.5 Everyone within the scope of this statement must follow the code of conduct and report any concern without delay.',
      ],
    },
    {
      number: '6',
      title: 'Safeguarding in Our Grant-Making',
      paragraphs: [
        "6.1 Before the Board of Trustees resolves to make a grant, the Trust assesses the partner's safeguarding arrangements, including its policy, its code of conduct, its safer recruitment practice and the ways in which the people it serves can raise concerns safely.",
        '6.2 Every grant agreement requires the partner to maintain those arrangements, to report to the Trust promptly any safeguarding concern connected with the funded work, and to co-operate with any investigation.',
        '6.3 Where a partner needs to strengthen its arrangements, the Trust may make this a condition of funding and may support the partner to do so.',
        '6.4 The Trust may suspend or end a grant, and recover funds, if a partner fails to meet these requirements or to deal properly with a concern.',
      ],
    },
    {
      number: '7',
      title: 'Safer Recruitment and Conduct',
      paragraphs: [
        '7.1 The Trust checks the identity and references of every trustee, adviser, employee and volunteer, and obtains a Disclosure and Barring Service check, or an equivalent overseas criminal record check, for every role that is eligible for one.',
        "7.2 Everyone within the scope of this statement signs the Trust's code of conduct. In particular, they must never: (a) engage in sexual activity with anyone under the age of 18, whatever the local age of consent; (b) exchange money, employment, goods, services or assistance for sex or sexual favours; or (c) use their position to exploit, abuse, harass or bully anyone. Sexual relationships with people who receive help from the Trust's work are strongly discouraged, because they rest on unequal power.",
        '7.3 A breach of the code of conduct may lead to removal from office, dismissal or the end of a contract, and to referral to the police and the Disclosure and Barring Service where the law requires.',
      ],
    },
    {
      number: '8',
      title: 'Reporting and Responding to Concerns',
      paragraphs: [
        '8.1 If anyone is in immediate danger, contact the local emergency services first.',
        "8.2 Any concern, suspicion or allegation of harm must be reported without delay to the Safeguarding Lead or, if that is not possible or the concern involves the Safeguarding Lead, to the Chair of Trustees. Concerns can be raised through the contact page of the Trust's website.",
        '8.3 The Safeguarding Lead records every concern, makes sure that the people affected are safe and supported, and decides on the response, including referral to the police, local authority or other statutory services in the United Kingdom, or to appropriate and safe local services elsewhere.',
        '8.4 The Trust reports serious incidents to the Charity Commission, and makes referrals to the Disclosure and Barring Service where the law requires.',
        "8.5 Anyone who raises a concern in good faith is protected from any detriment under the Trust's Whistleblowing Policy.",
      ],
    },
    {
      number: '9',
      title: 'Training and Awareness',
      paragraphs: [
        '9.1 Every trustee, adviser, employee and volunteer receives safeguarding training on joining the Trust, and refresher training regularly after that.',
        '9.2 The Safeguarding Lead receives specialist training appropriate to the role.',
        '9.3 The Trust makes this statement publicly available and shares it with every partner it funds.',
      ],
    },
    {
      number: '10',
      title: 'Monitoring and Review',
      paragraphs: [
        '10.1 The Safeguarding Lead reports to the Board of Trustees at each meeting on the concerns raised, how they were handled and any lessons learned, without identifying the people involved.',
        '10.2 The Board of Trustees reviews this statement annually, and sooner after a serious incident or a change in the law or in Charity Commission guidance.',
        '10.3 This is version 2.1 of the statement, dated 1 September 2024.',
      ],
    },
    {
      number: '11',
      title: 'Approval',
      paragraphs: [
        'This statement was approved by the Board of Trustees and is signed on its behalf by the Chair of Trustees and the Safeguarding Lead.',
        'Signature: ______________________  Name: ______________________  Role: Chair of Trustees  Date: ______________',
        'Signature: ______________________  Name: ______________________  Role: Safeguarding Lead (Trustee)  Date: ______________',
      ],
    },
  ],
} satisfies DocumentText;
