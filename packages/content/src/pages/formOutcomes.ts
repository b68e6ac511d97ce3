// The pages a form lands on when it is sent without JavaScript (an ordinary form post to
// the forms service): a confirmation for each form, and the page for a submission the
// service could not accept. None is indexed or listed in the sitemap.
import { contactFormCopy, enquiryFormCopy, newsletterSignupCopy } from '../copy.ts';
import { organisation } from '../organisation.ts';
import type { Link, PageMeta } from '../schemas.ts';

export interface FormOutcomePage {
  meta: PageMeta;
  tone: 'success' | 'error';
  title: string;
  /** Markdown. */
  message: string;
  links: Link[];
}

const homeLink: Link = { label: 'Go to the homepage', href: '/' };

export const contactSentPage = {
  meta: {
    path: '/forms/contact-sent',
    title: contactFormCopy.sentTitle,
    description: 'Your message has reached the Global Health Access Trust.',
  },
  tone: 'success',
  title: contactFormCopy.sentTitle,
  message: contactFormCopy.sentMessage,
  links: [{ label: 'Send another message', href: '/contact' }, homeLink],
} satisfies FormOutcomePage;

export const enquirySentPage = {
  meta: {
    path: '/forms/enquiry-sent',
    title: 'Enquiry sent',
    description: 'Your enquiry has reached the Global Health Access Trust.',
  },
  tone: 'success',
  title: enquiryFormCopy.successTitle,
  message: enquiryFormCopy.successMessage,
  links: [{ label: 'Back to Partner With Us', href: '/donate' }, homeLink],
} satisfies FormOutcomePage;

export const newsletterSentPage = {
  meta: {
    path: '/forms/newsletter-sent',
    title: 'Check your email',
    description: 'Confirm your newsletter subscription from the email we have sent you.',
  },
  tone: 'success',
  title: newsletterSignupCopy.successTitle,
  message: newsletterSignupCopy.successMessage,
  links: [{ label: 'Back to Get Involved', href: '/get-involved' }, homeLink],
} satisfies FormOutcomePage;

export const formNotSentPage = {
  meta: {
    path: '/forms/not-sent',
    title: 'Your form was not sent',
    description: 'Some details were missing or not in the form we expected.',
  },
  tone: 'error',
  title: 'Your form was not sent',
  message: `Some details were missing or not in the form we expected, so nothing was sent. Use your browser's Back button to return to the form: what you typed is usually still there. Check that every required field is filled in and that the email address is complete (such as name@example.org), then send it again.\n\nIf it still does not work, email us at [${organisation.contactEmail}](mailto:${organisation.contactEmail}).`,
  links: [{ label: 'Contact us', href: '/contact' }, homeLink],
} satisfies FormOutcomePage;

/** Every form outcome page, to keep them out of the sitemap. */
export const formOutcomePages: readonly FormOutcomePage[] = [
  contactSentPage,
  enquirySentPage,
  newsletterSentPage,
  formNotSentPage,
];
