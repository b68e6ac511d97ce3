// Every page module and policy, in one list, for the search corpus and the content report.
import type { Policy } from '../schemas.ts';
import * as about from './about.ts';
import * as aboutTheTrust from './aboutTheTrust.ts';
import * as blog from './blog.ts';
import * as constitutionPage from './constitutionPage.ts';
import * as contact from './contact.ts';
import * as contactTheTrust from './contactTheTrust.ts';
import * as donate from './donate.ts';
import * as donorRecognition from './donorRecognition.ts';
import * as faq from './faq.ts';
import * as getInvolved from './getInvolved.ts';
import * as governanceLegalFramework from './governanceLegalFramework.ts';
import * as governanceOverview from './governanceOverview.ts';
import * as home from './home.ts';
import * as howWeWork from './howWeWork.ts';
import * as notFound from './notFound.ts';
import * as ourWork from './ourWork.ts';
import * as publications from './publications.ts';
import * as supportTheTrust from './supportTheTrust.ts';
import * as trustees from './trustees.ts';
import * as whatWeDo from './whatWeDo.ts';
import { accessibilityStatement } from '../policies/accessibilityStatement.ts';
import { antiFraudPolicy } from '../policies/antiFraud.ts';
import { conflictOfInterestPolicy } from '../policies/conflictOfInterest.ts';
import { cookiePolicy } from '../policies/cookiePolicy.ts';
import { financialControlsPolicy } from '../policies/financialControls.ts';
import { privacyPolicy } from '../policies/privacyPolicy.ts';
import { riskManagementPolicy } from '../policies/riskManagement.ts';
import { safeguardingPolicy } from '../policies/safeguarding.ts';
import { termsOfUse } from '../policies/termsOfUse.ts';
import { whistleblowingPolicy } from '../policies/whistleblowing.ts';

/** The route pages (their modules), the 404 page included. */
export const pageModules = [
  home,
  about,
  aboutTheTrust,
  trustees,
  governanceLegalFramework,
  governanceOverview,
  ourWork,
  howWeWork,
  supportTheTrust,
  donorRecognition,
  faq,
  contactTheTrust,
  contact,
  whatWeDo,
  blog,
  getInvolved,
  donate,
  publications,
  constitutionPage,
  notFound,
];

export const policies: Policy[] = [
  privacyPolicy,
  cookiePolicy,
  termsOfUse,
  accessibilityStatement,
  safeguardingPolicy,
  conflictOfInterestPolicy,
  financialControlsPolicy,
  riskManagementPolicy,
  antiFraudPolicy,
  whistleblowingPolicy,
];
