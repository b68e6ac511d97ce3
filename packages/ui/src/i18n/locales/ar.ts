// Arabic: every built-in word of @ghat/ui, written for the trust's readers.
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
} from '../translations/ar/content.ts';
import { dialog, searchDialog, cookiePreferencesDialog } from '../translations/ar/dialogs.ts';
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
} from '../translations/ar/forms.ts';
import { siteHeader, mainNav } from '../translations/ar/header.ts';
import {
  siteFooter,
  languagePickerButton,
  languagePickerDialog,
} from '../translations/ar/navigation.ts';
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
} from '../translations/ar/patterns.ts';

export const ar: CompleteUiLocale = {
  code: 'ar',
  name: 'العربية',
  direction: 'rtl',
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
