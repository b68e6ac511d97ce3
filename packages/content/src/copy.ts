// The words the site gives its ui components that are not page content: the
// header, footer, cookie banner, search, forms and not-found messages. Keys are
// named after the components' props, so most objects can be spread onto them.
// Exact strings come from spec sections 4, 5 and 8.
import type { ContactMessages, EnquiryMessages, NewsletterSignupMessages } from '@ghat/ui/schemas';
import { responseTimes } from './organisation.ts';
import type { CookieConsent, SearchResult } from './schemas.ts';

/** The first link on every page, to the `#main-content` landmark. */
export const skipLinkText = 'Skip to main content';

/** SiteHeader. */
export const siteHeaderCopy = {
  searchLabel: 'Search',
  navigationLabel: 'Main',
  menuButtonLabel: 'Menu',
  submenuToggleLabel: (parentLabel: string) => `Show ${parentLabel} submenu`,
};

/** LanguagePicker: the header's language button and its dialog. */
export const languagePickerCopy = {
  /** Read before the current language: 'Language: English'. */
  label: 'Language',
  dialogTitle: 'Choose a language',
  closeLabel: 'Close',
  searchLabel: 'Search languages',
  listLabel: 'Languages',
  countMessage: (count: number) => (count === 1 ? '1 language' : `${count} languages`),
  noMatchesMessage: (query: string) => `No languages match "${query}"`,
};

/** SiteFooter. */
export const siteFooterCopy = {
  quickLinksHeading: 'Quick Links',
  governanceHeading: 'Governance',
  socialLinksHeading: 'Follow Us',
  bottomLinksLabel: 'Legal',
  copyrightNotice: (year: number, organisationName: string) =>
    `© ${year} ${organisationName}. All rights reserved.`,
};

/** The heading and line over the footer's newsletter form. */
export const footerNewsletterCopy = {
  heading: 'Stay Informed',
  text: 'News of the programmes we fund and the difference they make, a few times a year.',
};

/** FooterNewsletterForm: 'Subscribed!' shows for 3 seconds (spec section 4). */
export const footerNewsletterFormCopy = {
  label: 'Email address',
  submitLabel: 'Subscribe',
  confirmation: 'Subscribed!',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
};

/** CookieBanner; `text` is its explanation (the banner's children). */
export const cookieBannerCopy = {
  title: 'Cookies on this website',
  text: 'We use essential cookies to make this website work. With your permission, we would also like to use privacy-friendly analytics cookies to understand how the site is used, and marketing cookies to measure our campaigns. We only set these if you agree.',
  policyLink: { href: '/cookie-policy', label: 'Read our Cookie Policy' },
  acceptAllLabel: 'Accept All',
  essentialOnlyLabel: 'Essential Only',
  customizeLabel: 'Customize',
  closeLabel: 'Close cookie banner',
  confirmation: (consent: Pick<CookieConsent, 'analytics' | 'marketing'>) => {
    if (consent.analytics && consent.marketing) return 'You’ve accepted all cookies.';
    if (!consent.analytics && !consent.marketing) return 'You’ve chosen essential cookies only.';
    return 'Your cookie preferences have been saved.';
  },
  confirmationHint: 'You can change your choice at any time on our Cookie Policy page.',
  hideConfirmationLabel: 'Hide this message',
};

/** On the cookie policy page: where a visitor changes or withdraws their choice. */
export const cookieSettingsCopy = {
  text: 'You can change or withdraw your choice at any time.',
  buttonLabel: 'Change cookie settings',
};

/** CookiePreferencesDialog, opened by 'Customize'. */
export const cookiePreferencesCopy = {
  title: 'Cookie Preferences',
  description: 'Choose which cookies we may use. You can change your mind at any time.',
  categories: {
    essential: {
      label: 'Essential cookies',
      description:
        'Keep the website secure and working, and remember the choices you make here, such as your cookie preferences and language.',
    },
    analytics: {
      label: 'Analytics cookies',
      description:
        'Privacy-friendly analytics that tell us which pages people visit and how they find them, so we can improve the website. They do not identify you.',
    },
    marketing: {
      label: 'Marketing cookies',
      description:
        'Help us measure our campaigns and show messages about our work on other websites.',
    },
  },
  alwaysOnText: 'Always on: the website cannot work without these, so they cannot be turned off.',
  saveLabel: 'Save Preferences',
};

/** SearchDialog (spec section 8). */
export const searchDialogCopy = {
  title: 'Search',
  inputLabel: 'Search pages, articles and documents',
  emptyPrompt: 'Start typing to search pages, articles, and documents',
  searchingMessage: 'Searching...',
  resultCountMessage: (count: number) => `${count} result(s) found`,
  noResultsMessage: (query: string) => `No results found for "${query}"`,
  errorMessage: 'Search is not working right now. Please try again in a moment.',
  typeLabels: { page: 'Page', blog: 'Article', document: 'Document' } satisfies Record<
    SearchResult['type'],
    string
  >,
};

/** NewsletterSignupForm on /get-involved: a double opt-in (spec sections 4 and 5). */
export const newsletterSignupCopy = {
  firstNameLabel: 'First name',
  emailLabel: 'Email address',
  consentLabel:
    'I would like to receive email updates about the Trust’s work. I can unsubscribe at any time.',
  submitLabel: 'Subscribe',
  successTitle: 'Subscription Confirmed',
  successMessage:
    'Thank you for subscribing. We will send you a confirmation email: please follow the instructions in it to complete your subscription. We only add your address once you have confirmed it.',
  failureMessage: 'Sorry, we could not subscribe you. Please try again.',
  messages: {
    firstNameRequired: 'First name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    consentRequired: 'Please confirm you would like to receive our newsletter.',
  } satisfies NewsletterSignupMessages,
};

/** ContactForm on /contact (spec sections 4, 5 and 8). */
export const contactFormCopy = {
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  consentLabel: 'I consent to the Trust processing my personal data to respond to my enquiry.',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending...',
  sentTitle: 'Message Sent Successfully',
  sentMessage: `Thank you for contacting us. We aim to reply within ${responseTimes.contactEnquiries}.`,
  sendAnotherLabel: 'Send Another Message',
  failureMessage: 'Sorry, your message could not be sent. Please try again.',
  messages: {
    nameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    consentRequired: 'Please provide consent to process your enquiry.',
  } satisfies ContactMessages,
};

/** EnquiryForm on /donate (spec sections 4, 5 and 8). */
export const enquiryFormCopy = {
  nameLabel: 'Name',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number (optional)',
  messageLabel: 'Message',
  submitLabel: 'Send Enquiry',
  sendingLabel: 'Sending...',
  successTitle: 'Thank you',
  successMessage: `Our team will be in touch within ${responseTimes.seriousEnquiries}.`,
  failureMessage: 'Sorry, your enquiry could not be sent. Please try again.',
  messages: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
  } satisfies EnquiryMessages,
};

/** NotFound, the page for an unknown address (spec sections 2 and 8). */
export const notFoundCopy = {
  code: '404',
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  searchLabel: 'Search the site',
  searchButtonLabel: 'Search',
  homeCard: { title: 'Home Page', description: 'Start again from our homepage.' },
  searchCard: { title: 'Search Site', description: 'Find pages, articles and documents.' },
  backCard: { title: 'Go Back', description: 'Return to the page you were on.' },
  linksTitle: 'Popular Pages',
  homeLabel: 'Go to Homepage',
  backLabel: 'Go Back',
  helpTitle: 'Need Help?',
  helpText: 'If you followed a link to get here, or cannot find what you need, our team can help.',
  contactLabel: 'Contact us',
};

/** ArticleNotFound, for /blog/{slug} with an unknown slug (spec section 2). */
export const articleNotFoundCopy = {
  title: 'Article Not Found',
  description: "The article you're looking for doesn't exist or has been moved.",
  backLabel: 'Back to Articles',
  backHref: '/blog',
};
