// Spanish: every built-in word of @ghat/ui, written for the trust's readers.
import type { CompleteUiLocale } from '../types.ts';
import {
  notice,
  faqList,
  shareButton,
  articleCard,
  documentCard,
  pillarCard,
  programmeArea,
  link,
  skipLink,
} from '../translations/es/content.ts';
import { dialog, searchDialog, cookiePreferencesDialog } from '../translations/es/dialogs.ts';
import {
  errorSummary,
  fieldError,
  fieldLabel,
  honeypotField,
  searchInput,
  footerNewsletterForm,
  contactForm,
  enquiryForm,
  newsletterSignupForm,
} from '../translations/es/forms.ts';
import { siteHeader, mainNav } from '../translations/es/header.ts';
import {
  siteFooter,
  languagePickerButton,
  languagePickerDialog,
} from '../translations/es/navigation.ts';
import {
  articleFilters,
  articleLayout,
  articleListing,
  articleNotFound,
  checksumDetails,
  checksumVerifier,
  cookieBanner,
  documentLibrary,
  notFound,
  policyLayout,
} from '../translations/es/patterns.ts';

export const es: CompleteUiLocale = {
  code: 'es',
  name: 'Español',
  direction: 'ltr',
  // Named one by one, not spread from `import * as`: a bundler then needs no namespace
  // object (and no helper shared with the page's other code) to build the locale.
  messages: {
    notice,
    faqList,
    shareButton,
    articleCard,
    documentCard,
    pillarCard,
    programmeArea,
    link,
    skipLink,
    dialog,
    searchDialog,
    cookiePreferencesDialog,
    errorSummary,
    fieldError,
    fieldLabel,
    honeypotField,
    searchInput,
    footerNewsletterForm,
    contactForm,
    enquiryForm,
    newsletterSignupForm,
    siteHeader,
    mainNav,
    siteFooter,
    languagePickerButton,
    languagePickerDialog,
    articleFilters,
    articleLayout,
    articleListing,
    articleNotFound,
    checksumDetails,
    checksumVerifier,
    cookieBanner,
    documentLibrary,
    notFound,
    policyLayout,
  },
};
