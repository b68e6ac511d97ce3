// The English records the site is translated from, one catalogue per translation file:
// translations/<language>/<catalogue>.json holds a catalogue's words (translatable.ts).
// The pages translated in full are keyed by their address; 'frame' is every page's chrome.
import { cookieBannerCopy } from '../copy/cookieBannerCopy.ts';
import { cookiePreferencesCopy } from '../copy/cookiePreferencesCopy.ts';
import { cookieSettingsCopy } from '../copy/cookieSettingsCopy.ts';
import { footerNewsletterCopy } from '../copy/footerNewsletterCopy.ts';
import { languagePickerCopy } from '../copy/languagePickerCopy.ts';
import { searchDialogCopy } from '../copy/searchDialogCopy.ts';
import { siteFooterCopy } from '../copy/siteFooterCopy.ts';
import { siteHeaderCopy } from '../copy/siteHeaderCopy.ts';
import { skipLinkText } from '../copy/skipLinkText.ts';
import { documents } from '../documents/index.ts';
import {
  footerBottomLinks,
  footerGovernanceLinks,
  footerQuickLinks,
  headerCallToAction,
  headerMenu,
  notFoundLinks,
} from '../navigation.ts';
import { organisation, registrationStatement } from '../organisation.ts';
import * as aboutTheTrust from '../pages/aboutTheTrust.ts';
import * as contact from '../pages/contact.ts';
import * as donate from '../pages/donate.ts';
import * as faq from '../pages/faq.ts';
import { emailWords } from '../formEmails.ts';
import { formNotSentPage, formSentPage } from '../pages/formOutcomes.ts';
import { newsletterLinkPages } from '../pages/newsletterLinks.ts';
import * as getInvolved from '../pages/getInvolved.ts';
import * as home from '../pages/home.ts';
import * as notFound from '../pages/notFound.ts';
import * as publications from '../pages/publications.ts';
import * as whatWeDo from '../pages/whatWeDo.ts';
import { languageNotes } from './languageNotes.ts';
import type { TranslatedPagePath } from './addresses.ts';

/** What every page shows around its own content. */
export const frame = {
  skipLinkText,
  headerMenu,
  headerCallToAction,
  siteHeaderCopy,
  footerQuickLinks,
  footerGovernanceLinks,
  footerBottomLinks,
  siteFooterCopy,
  organisation: { description: organisation.description, mission: organisation.mission },
  registrationStatement,
  footerNewsletterCopy,
  cookieBannerCopy,
  cookiePreferencesCopy,
  cookieSettingsCopy,
  searchDialogCopy,
  languagePickerCopy,
};

/** The pages translated in full, by address. */
export const translatedPages = {
  '/': home,
  '/about-the-trust': aboutTheTrust,
  '/what-we-do': whatWeDo,
  '/get-involved': getInvolved,
  '/donate': donate,
  '/contact': contact,
  '/publications': publications,
  '/frequently-asked-questions': faq,
  // Exactly the addresses addresses.ts lists: the type checker keeps the two the same.
} as const satisfies Record<TranslatedPagePath, unknown>;

/** The file name of a page's translation: '/' -> 'home', '/about-the-trust' -> 'about-the-trust'. */
export function pageCatalogueName(path: TranslatedPagePath): string {
  return path === '/' ? 'home' : path.slice(1);
}

/** The 404 page: its head, and its body's words and links. */
export const notFoundCatalogue = {
  meta: notFound.meta,
  notFound: { ...notFound.notFound, links: notFoundLinks },
};

/** The pages a form sent without JavaScript lands on. */
export const formOutcomesCatalogue = { formSentPage, formNotSentPage };

/** Every catalogue, by the name of its translation file. */
export const catalogues: Record<string, unknown> = {
  frame,
  ...Object.fromEntries(
    Object.entries(translatedPages).map(([path, page]) => [
      pageCatalogueName(path as TranslatedPagePath),
      page,
    ]),
  ),
  documents: documents.map(({ title, description, type, language }) => ({
    title,
    description,
    type,
    language,
  })),
  'not-found': notFoundCatalogue,
  'form-outcomes': formOutcomesCatalogue,
  languages: languageNotes,
  // The emails to the people who use the forms, and the pages their links open.
  emails: emailWords,
  'newsletter-pages': newsletterLinkPages,
};
