// The Risk Management Policy (/risk-management): spec sections 2 (nine sections), 6 (the roles
// it names) and 9 (risk assessed quarterly and reported to the Board annually; likelihood 1-5
// and impact 1-5 with a red, amber or green rating; the register reviewed quarterly).
import type { Policy } from '../schemas.ts';

/** The five points of each scale: the score is likelihood multiplied by impact. */
export const likelihoodScale = [
  { score: 1, label: 'Rare', description: 'may happen only in exceptional circumstances' },
  { score: 2, label: 'Unlikely', description: 'could happen, but is not expected to' },
  { score: 3, label: 'Possible', description: 'might happen at some point' },
  { score: 4, label: 'Likely', description: 'will probably happen in most circumstances' },
  { score: 5, label: 'Almost certain', description: 'is expected to happen, or is happening' },
] as const;

export const impactScale = [
  { score: 1, label: 'Insignificant', description: 'no real effect on our work or reputation' },
  { score: 2, label: 'Minor', description: 'a small, short-lived effect, easily put right' },
  {
    score: 3,
    label: 'Moderate',
    description: 'a noticeable effect on a programme, our finances or our reputation',
  },
  {
    score: 4,
    label: 'Major',
    description:
      'serious harm to people, significant loss of funds or lasting damage to public confidence',
  },
  {
    score: 5,
    label: 'Severe',
    description:
      'harm to life or safety, a threat to the continuity of the trust, or regulatory action',
  },
] as const;

/**
 * The rating each score (1 to 25) receives. Together the bands cover every product of the two
 * scales, with none in two bands; the scores between them (7, 13 and 14) cannot occur.
 */
export const riskRatingBands = [
  {
    rating: 'green',
    min: 1,
    max: 6,
    response:
      'Acceptable. Managed through routine controls and checked at each quarterly review of the register.',
  },
  {
    rating: 'amber',
    min: 8,
    max: 12,
    response:
      'Needs active management. The risk owner agrees an action plan with a target date, and progress is checked each quarter.',
  },
  {
    rating: 'red',
    min: 15,
    max: 25,
    response:
      'Outside our risk appetite. Immediate action is taken, the Chair of Trustees is told without delay, and the Board of Trustees considers the risk at its next meeting.',
  },
] as const;

export type RiskRating = (typeof riskRatingBands)[number]['rating'];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const scaleList = (scale: typeof likelihoodScale | typeof impactScale) =>
  scale
    .map(({ score, label, description }) => `${score}. **${label}**: ${description}.`)
    .join('\n');

const bandList = riskRatingBands
  .map(
    ({ rating, min, max, response }) =>
      `- **${capitalised(rating)} (${min} to ${max})**: ${response}`,
  )
  .join('\n');

export const riskManagementPolicy = {
  meta: {
    path: '/risk-management',
    title: 'Risk Management Policy',
    description:
      'How the Global Health Access Trust identifies, scores, manages and reports the risks to its work, its funds and the people it serves.',
  },
  title: 'Risk Management Policy',
  introduction: `Funding health access in fragile and crisis settings carries real risks. This policy explains how the Global Health Access Trust (GHAT) identifies, assesses and manages them, following the Charity Commission's guidance *Charities and risk management* (CC26).`,
  lastUpdated: '2025-09-16',
  effectiveDate: '2025-05-08',
  reviewDate: '2026-05-08',
  approvedBy: 'Board of Trustees',
  sections: [
    {
      id: 'purpose',
      title: 'Purpose',
      body: `Charity trustees must manage the risks their charity faces, and the trustees' annual report explains the principal risks and how they are managed. Managing risk well is not about avoiding every risk: it is about understanding the risks we take, so that we can pursue our charitable objects confidently while protecting the people we serve, our funds and our reputation.

This policy sets out how the trust:

- identifies the risks to its work;
- assesses and scores them consistently;
- decides which risks it will accept and which it must reduce;
- records, monitors and reports them to the Board of Trustees.`,
    },
    {
      id: 'scope',
      title: 'Scope',
      body: `This policy covers every part of the trust's work: its governance, its grant-making and emergency relief, its fundraising and finances, its partners, its information and systems, and its compliance with the law. It applies to the trustees and to everyone who acts for the trust.

Specific risks are also covered by our [Financial Controls](/financial-controls), [Safeguarding](/safeguarding), [Anti-Fraud & Anti-Corruption](/anti-fraud) and [Conflict of Interest](/conflict-of-interest) policies. This policy brings them together in one view.`,
    },
    {
      id: 'roles-and-responsibilities',
      title: 'Roles and Responsibilities',
      body: `- **The Board of Trustees** is ultimately responsible for risk management. It sets the trust's risk appetite, approves this policy, receives the annual risk report and decides how the most serious risks are treated.
- **The Chair of Trustees** makes sure that the board gives risk proper attention and is told at once of any risk rated red.
- **The Governance Lead** owns this policy, keeps the risk register and leads the quarterly risk assessment.
- **The Executive Lead** identifies and manages operational and programme risks, including the risks of each grant and partner.
- **The Finance Director or Finance Lead** manages financial risks and advises on the financial impact of others.
- **The Safeguarding Lead**, a trustee, oversees safeguarding risks.
- **Risk owners**, named for every risk in the register, make sure that its controls work and its actions are completed.`,
    },
    {
      id: 'risk-appetite',
      title: 'Risk Appetite',
      body: `Our risk appetite is the amount of risk the Board of Trustees is willing to accept in pursuit of our objects. It differs by type of risk:

- **Safeguarding, fraud and corruption, and legal and regulatory compliance:** very low. We do not accept risks that could lead to harm to people, the loss of charitable funds or a breach of the law, and we act at once to reduce them.
- **Financial:** low. We protect our reserves and our ability to meet commitments to partners.
- **Reputational:** low. Public trust is essential to our work.
- **Programme and operational:** moderate. To reach people in fragile and crisis settings, we accept higher operational risk where the expected benefit justifies it and proportionate controls are in place.

Any risk rated red is outside our appetite and must be reduced, transferred or stopped.`,
    },
    {
      id: 'risk-categories',
      title: 'Risk Categories',
      body: `We group risks into categories, following CC26, so that none is overlooked:

- **Governance:** the board's skills, independence and decision-making, and conflicts of interest.
- **Strategic and external:** changes in the health, political, economic or security situation in the countries where our partners work, and changes in the funding environment.
- **Financial:** income, reserves, currency movements, the misuse of funds, fraud and corruption.
- **Operational and programme:** the capacity and reliability of partners, the delivery and monitoring of grants, and emergency response.
- **Safeguarding:** harm to the people our partners serve, or to anyone else our work reaches.
- **Compliance with law and regulation:** charity law, sanctions and counter-terrorism rules, data protection and fundraising standards.
- **Reputational:** anything that could damage public confidence in the trust.
- **Information and technology:** data security, cyber attacks and the availability of our systems.`,
    },
    {
      id: 'risk-assessment',
      title: 'Risk Assessment',
      body: `Risk assessment is carried out **quarterly**. Each quarter, the Governance Lead and the Executive Lead, with the risk owners:

- identify new and emerging risks, including those arising from new grants, partners and countries;
- reassess each existing risk, taking account of the controls in place and any incidents or near misses;
- check the progress of agreed actions.

Every new grant and every emergency relief proposal also includes a risk assessment, which the Board of Trustees considers before passing its resolution.`,
    },
    {
      id: 'risk-scoring',
      title: 'Risk Scoring',
      body: `Each risk is scored for **likelihood on a scale of 1-5** and **impact on a scale of 1-5**. The risk score is the likelihood multiplied by the impact, from 1 to 25. We score each risk twice: before controls (the inherent risk) and after them (the residual risk).

**Likelihood**

${scaleList(likelihoodScale)}

**Impact**

${scaleList(impactScale)}

**Rating.** The residual score gives each risk a red, amber or green rating:

${bandList}`,
    },
    {
      id: 'risk-register',
      title: 'Risk Register',
      body: `The Governance Lead keeps the trust's risk register. For each risk it records:

- a description of the risk, its cause and its possible effects;
- its category and its risk owner;
- its likelihood, impact, score and red, amber or green rating, before and after controls;
- the controls in place and any further actions, with their owners and target dates;
- the date it was last reviewed.

The risk register is reviewed **quarterly**, as part of the quarterly risk assessment, and updated whenever a significant new risk arises or an incident occurs.`,
    },
    {
      id: 'reporting-and-review',
      title: 'Reporting and Review',
      body: `The results of the quarterly risk assessments are reported to the Board **annually** in a full risk report from the Governance Lead. The report sets out the principal risks, how their ratings have changed, the actions taken and any changes proposed to the trust's risk appetite. It informs the statement of principal risks in the trustees' annual report.

Between annual reports, any risk newly rated red is reported to the Chair of Trustees without delay and considered by the Board of Trustees at its next meeting. Serious incidents are reported to the Charity Commission as its guidance requires.

The Board of Trustees reviews this policy **annually**, and sooner if the trust's activities or the law change.`,
    },
  ],
  related: [
    { label: 'Financial Controls Policy', href: '/financial-controls' },
    { label: 'Safeguarding Policy', href: '/safeguarding' },
    { label: 'Anti-Fraud & Anti-Corruption Policy', href: '/anti-fraud' },
    { label: 'Conflict of Interest Policy', href: '/conflict-of-interest' },
    { label: 'Governance & Oversight', href: '/governance' },
  ],
} satisfies Policy;
