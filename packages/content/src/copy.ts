// The words the site gives its ui components that are not page content: the
// header, footer, cookie banner, search, forms and not-found messages. Keys are
// named after the components' props, so most objects can be spread onto them.
// Exact strings come from spec sections 4, 5 and 8.
// One module per component's words, so a page's JavaScript holds only the words of the
// components it shows (a bundler keeps a module whole, in one chunk).
export { skipLinkText } from './copy/skipLinkText.ts';
export { siteHeaderCopy } from './copy/siteHeaderCopy.ts';
export { languagePickerCopy } from './copy/languagePickerCopy.ts';
export { siteFooterCopy } from './copy/siteFooterCopy.ts';
export { footerNewsletterCopy } from './copy/footerNewsletterCopy.ts';
export { footerNewsletterFormCopy } from './copy/footerNewsletterFormCopy.ts';
export { cookieBannerCopy } from './copy/cookieBannerCopy.ts';
export { cookieSettingsCopy } from './copy/cookieSettingsCopy.ts';
export { cookiePreferencesCopy } from './copy/cookiePreferencesCopy.ts';
export { searchDialogCopy } from './copy/searchDialogCopy.ts';
export { newsletterSignupCopy } from './copy/newsletterSignupCopy.ts';
export { contactFormCopy } from './copy/contactFormCopy.ts';
export { enquiryFormCopy } from './copy/enquiryFormCopy.ts';
export { notFoundCopy } from './copy/notFoundCopy.ts';
export { articleNotFoundCopy } from './copy/articleNotFoundCopy.ts';
