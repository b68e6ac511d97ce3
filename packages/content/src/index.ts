// Everything the site shows, as typed data: one named export per record or page.
export * from './schemas.ts';
export { formatLongDate, formatNumericDate } from './dates.ts';
export {
  defaultSiteUrl,
  impactFigures,
  organisation,
  registrationStatement,
  responseTimes,
  siteUrl,
  type ImpactFigure,
} from './organisation.ts';
export {
  footerBottomLinks,
  footerGovernanceLinkLimit,
  footerGovernanceLinks,
  footerQuickLinks,
  headerCallToAction,
  headerMenu,
  isRoute,
  notFoundLinks,
  redirects,
  routes,
  type Redirect,
  type Route,
} from './navigation.ts';
export { defaultLanguage, languages } from './languages/index.ts';
export {
  articleNotFoundCopy,
  contactFormCopy,
  cookieBannerCopy,
  cookiePreferencesCopy,
  enquiryFormCopy,
  footerNewsletterCopy,
  footerNewsletterFormCopy,
  languagePickerCopy,
  newsletterSignupCopy,
  notFoundCopy,
  searchDialogCopy,
  siteFooterCopy,
  siteHeaderCopy,
  skipLinkText,
} from './copy.ts';
export { fundingPillars, pillarHref } from './pages/pillars.ts';
export { values, visionStatement } from './pages/vision.ts';
export * as homePage from './pages/home.ts';
export * as aboutPage from './pages/about.ts';
export * as aboutTheTrustPage from './pages/aboutTheTrust.ts';
export * as trusteesPage from './pages/trustees.ts';
export * as whatWeDoPage from './pages/whatWeDo.ts';
export * as ourWorkPage from './pages/ourWork.ts';
export * as howWeWorkPage from './pages/howWeWork.ts';
