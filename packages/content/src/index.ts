// Everything the site shows, as typed data: one named export per record or page.
export * from './schemas.ts';
export { formatLongDate, formatNumericDate } from './dates.ts';
export {
  defaultSiteUrl,
  impactFigures,
  organisation,
  organisationJsonLd,
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
  preferredLanguageKey,
  rightToLeftLanguageCodes,
  siteLanguage,
} from './languages/preference.ts';
export {
  articleNotFoundCopy,
  contactFormCopy,
  cookieBannerCopy,
  cookiePreferencesCopy,
  cookieSettingsCopy,
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
export {
  emailWords,
  fillMessage,
  formEmails,
  formatReceivedAt,
  newsletterConfirmationDays,
  newsletterUnsubscribeDays,
  subscriberEmails,
  type ContactForwardValues,
  type EmailText,
  type EmailWords,
  type EnquiryForwardValues,
  type NewsletterConfirmationValues,
  type NewsletterWelcomeValues,
  type ReceiptValues,
} from './formEmails.ts';
export {
  newsletterLinkFlow,
  newsletterLinkPageAt,
  newsletterLinkPagePaths,
  newsletterLinkPages,
  type NewsletterLinkOutcome,
  type NewsletterLinkPage,
  type NewsletterLinkPurpose,
} from './pages/newsletterLinks.ts';
export { fundingPillars, pillarHref } from './pages/pillars.ts';
export { values, visionStatement } from './pages/vision.ts';
export * as homePage from './pages/home.ts';
export * as aboutPage from './pages/about.ts';
export * as aboutTheTrustPage from './pages/aboutTheTrust.ts';
export * as trusteesPage from './pages/trustees.ts';
export * as whatWeDoPage from './pages/whatWeDo.ts';
export * as ourWorkPage from './pages/ourWork.ts';
export * as howWeWorkPage from './pages/howWeWork.ts';
export * as governanceLegalFrameworkPage from './pages/governanceLegalFramework.ts';
export * as governanceOverviewPage from './pages/governanceOverview.ts';
export * as supportTheTrustPage from './pages/supportTheTrust.ts';
export * as donorRecognitionPage from './pages/donorRecognition.ts';
export * as faqPage from './pages/faq.ts';
export * as contactTheTrustPage from './pages/contactTheTrust.ts';
export * as contactPage from './pages/contact.ts';
export * as getInvolvedPage from './pages/getInvolved.ts';
export * as donatePage from './pages/donate.ts';
export * as publicationsPage from './pages/publications.ts';
export * as constitutionPage from './pages/constitutionPage.ts';
export * as notFoundPage from './pages/notFound.ts';
export * as blogPage from './pages/blog.ts';
export {
  formNotSentPage,
  formOutcomePages,
  formSentPage,
  type FormOutcomePage,
} from './pages/formOutcomes.ts';
export { formNotSentMeta, formSentMeta } from './pages/formOutcomeMeta.ts';
export { privacyPolicy } from './policies/privacyPolicy.ts';
export { cookiePolicy } from './policies/cookiePolicy.ts';
export { termsOfUse } from './policies/termsOfUse.ts';
export { accessibilityStatement } from './policies/accessibilityStatement.ts';
export { safeguardingPolicy } from './policies/safeguarding.ts';
export { antiFraudPolicy } from './policies/antiFraud.ts';
export { whistleblowingPolicy } from './policies/whistleblowing.ts';
export { conflictOfInterestPolicy } from './policies/conflictOfInterest.ts';
export { financialControlsPolicy } from './policies/financialControls.ts';
export {
  riskManagementPolicy,
  likelihoodScale,
  impactScale,
  riskRatingBands,
  type RiskRating,
} from './policies/riskManagement.ts';
export { policyDisplayDates, type PolicyDisplayDates } from './policies/display.ts';
export { constitutionText } from './documents/texts/constitution.ts';
export { safeguardingStatementText } from './documents/texts/safeguardingStatement.ts';
export {
  DocumentTextSchema,
  DocumentClauseSchema,
  type DocumentText,
  type DocumentClause,
} from './documents/texts/shape.ts';
export {
  documents,
  constitutionViewHref,
  documentChecksumDetailsLabel,
  documentDownloadName,
  formatFileSize,
} from './documents/index.ts';
export { documentChecksumCopy } from './documents/checksumCopy.ts';
export {
  documentMarkdown,
  escapeMarkdown,
  splitLetteredItems,
  type DocumentClauseMarkdown,
  type DocumentMarkdown,
} from './documents/markdown.ts';
export {
  images,
  pillarImages,
  programmeImages,
  defaultShareImage,
  logoImage,
  markImage,
  type ImageName,
} from './images/index.ts';
export {
  articles,
  articleBySlug,
  featuredArticles,
  featuredArticleCount,
  listedArticleCount,
  articleMetadata,
  articleJsonLd,
  articleUrl,
  ArticleMetadataSchema,
  type ArticleMetadata,
  type ArticleJsonLd,
  handwrittenArticles,
  generatedArticles,
  generateArticles,
  generatedArticlesSeed,
  slugify,
  countWords,
  readingTimeFor,
} from './articles/index.ts';
export { searchCorpus, searchCorpusIn } from './search/corpus.ts';
export {
  searchIndexRecords,
  searchIndexRecordsIn,
  markdownToPlainText,
  pageModuleText,
  type SearchIndexRecord,
} from './search/indexRecords.ts';
