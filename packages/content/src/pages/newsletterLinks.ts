// The pages behind the links in newsletter emails: site pages like every other (the header,
// the footer, the trust's name), so a person who follows a confirmation email meets the
// trust, not a bare page that could be anyone's. Following a link shows a page with a
// button; only pressing it (a POST) confirms or unsubscribes, because mail scanners open
// every link in an email. The forms service answers the link's address with one of these
// pages (server/mail/handlers.ts); none is indexed or listed in the sitemap.
import { newsletterConfirmationDays } from '../formEmails.ts';
import { organisation } from '../organisation.ts';

/** One page: its title and text are also its head's title and description. */
export interface NewsletterLinkPage {
  /** Its English address. */
  path: string;
  tone: 'info' | 'success' | 'error';
  title: string;
  text: string;
  /** The two pages a link opens have a button: pressing it confirms, or unsubscribes. */
  buttonLabel?: string;
}

/** What a newsletter link does: the token's purpose. */
export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

/** What became of a confirm or unsubscribe link (the server's result, one page each). */
export type NewsletterLinkOutcome = 'ok' | 'already' | 'expired' | 'invalid';

const page = (
  path: string,
  tone: NewsletterLinkPage['tone'],
  title: string,
  text: string,
  buttonLabel?: string,
): NewsletterLinkPage => ({
  path,
  tone,
  title,
  text,
  ...(buttonLabel ? { buttonLabel } : {}),
});

export const newsletterLinkPages = {
  homeLinkLabel: 'Go to the homepage',
  confirm: page(
    '/newsletter/confirm',
    'info',
    'Confirm your subscription',
    `Press the button to confirm that you would like to receive news from the ${organisation.name}.`,
    'Confirm my subscription',
  ),
  confirmed: page(
    '/newsletter/confirmed',
    'success',
    'Subscription confirmed',
    'Thank you: you are now subscribed to our news. We have sent you a welcome email, and every email we send has a link to unsubscribe.',
  ),
  alreadyConfirmed: page(
    '/newsletter/already-confirmed',
    'success',
    'Already confirmed',
    'Your subscription was already confirmed: there is nothing more to do.',
  ),
  confirmExpired: page(
    '/newsletter/confirm-link-expired',
    'error',
    'This link has expired',
    `Confirmation links work for ${newsletterConfirmationDays} days. Please sign up again with the form on our website and we will send you a new link.`,
  ),
  confirmBroken: page(
    '/newsletter/confirm-link-broken',
    'error',
    'This link does not work',
    'We could not recognise this confirmation link. Please check that you copied all of it, or sign up again with the form on our website.',
  ),
  unsubscribe: page(
    '/newsletter/unsubscribe',
    'info',
    'Unsubscribe',
    `Press the button to stop receiving news from the ${organisation.name}.`,
    'Unsubscribe',
  ),
  unsubscribed: page(
    '/newsletter/unsubscribed',
    'success',
    'You have unsubscribed',
    'We will not send you any more newsletter emails. We keep your email address only on a short do-not-contact list, so that we never write to you again by mistake.',
  ),
  alreadyUnsubscribed: page(
    '/newsletter/already-unsubscribed',
    'success',
    'Already unsubscribed',
    'This address is already unsubscribed: we will not send you any more newsletter emails.',
  ),
  unsubscribeExpired: page(
    '/newsletter/unsubscribe-link-expired',
    'error',
    'This link has expired',
    `Please use the unsubscribe link in a more recent email from us, or write to ${organisation.contactEmail} and we will unsubscribe you.`,
  ),
  unsubscribeBroken: page(
    '/newsletter/unsubscribe-link-broken',
    'error',
    'This link does not work',
    `We could not recognise this unsubscribe link. Please check that you copied all of it, or write to ${organisation.contactEmail} and we will unsubscribe you.`,
  ),
};

type PageKey = Exclude<keyof typeof newsletterLinkPages, 'homeLinkLabel'>;

/** Which page answers a link: the page with its button, then one page per outcome. */
export const newsletterLinkFlow: Record<
  NewsletterLinkPurpose,
  { ready: PageKey; outcomes: Record<NewsletterLinkOutcome, PageKey> }
> = {
  confirm: {
    ready: 'confirm',
    outcomes: {
      ok: 'confirmed',
      already: 'alreadyConfirmed',
      expired: 'confirmExpired',
      invalid: 'confirmBroken',
    },
  },
  unsubscribe: {
    ready: 'unsubscribe',
    outcomes: {
      ok: 'unsubscribed',
      already: 'alreadyUnsubscribed',
      expired: 'unsubscribeExpired',
      invalid: 'unsubscribeBroken',
    },
  },
};

// Every page's English address, for the build and the sitemap: listed with the other
// addresses (they are written in every language), kept equal to these pages by a test.
export { newsletterLinkPagePaths } from '../i18n/addresses.ts';

/** The page at an English address, if it is one of these. */
export function newsletterLinkPageAt(
  pages: typeof newsletterLinkPages,
  path: string,
): NewsletterLinkPage | undefined {
  return Object.values(pages).find(
    (entry): entry is NewsletterLinkPage => typeof entry === 'object' && entry.path === path,
  );
}
