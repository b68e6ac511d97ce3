// The pages a form lands on when it is sent without JavaScript (an ordinary form post to
// the forms service): a confirmation for each form, and the page for a submission the
// service could not accept. None is indexed or listed in the sitemap.
import { contactFormCopy, enquiryFormCopy, newsletterSignupCopy } from '../copy.ts';
import { organisation } from '../organisation.ts';
import type { Link, PageMeta } from '../schemas.ts';
import { formNotSentMeta, formSentMeta } from './formOutcomeMeta.ts';

export interface FormOutcomePage {
  meta: PageMeta;
  tone: 'success' | 'error';
  title: string;
  /** Markdown. */
  message: string;
  links: Link[];
}

const homeLink: Link = { label: 'Go to the homepage', href: '/' };

/**
 * One confirmation for every form (a page costs every first view a little, so there are
 * two, not four): what happens next for each kind of submission, in the forms' own words.
 */
export const formSentPage = {
  meta: formSentMeta,
  tone: 'success',
  title: 'Thank you',
  message: `What you sent has reached the trust.

- **A message from the contact page:** ${contactFormCopy.sentMessage}
- **An enquiry:** ${enquiryFormCopy.successMessage}
- **A newsletter sign-up:** ${newsletterSignupCopy.successMessage}`,
  links: [
    { label: 'Contact us', href: '/contact' },
    { label: 'Get involved', href: '/get-involved' },
    homeLink,
  ],
} satisfies FormOutcomePage;

export const formNotSentPage = {
  meta: formNotSentMeta,
  tone: 'error',
  title: 'Your form was not sent',
  message: `Some details were missing or not in the form we expected, so nothing was sent. Use your browser's Back button to return to the form: what you typed is usually still there. Check that every required field is filled in and that the email address is complete (such as name@example.org), then send it again.\n\nIf you have just sent several forms, please wait a minute before sending another: we accept only a few a minute from one connection, to keep out automated spam.\n\nIf it still does not work, email us at [${organisation.contactEmail}](mailto:${organisation.contactEmail}).`,
  links: [{ label: 'Contact us', href: '/contact' }, homeLink],
} satisfies FormOutcomePage;

/** Every form outcome page, to keep them out of the sitemap. */
export const formOutcomePages: readonly FormOutcomePage[] = [formSentPage, formNotSentPage];
