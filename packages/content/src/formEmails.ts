// The emails the forms service sends, and the pages behind the newsletter's links. The
// server only fills in values: every word is here. Emails are plain text, so nothing a
// visitor typed is ever interpreted as markup, and they read well in any mail program.
import { longDateParts } from '@ghat/forms';
import { organisation, responseTimes } from './organisation.ts';

/** How long a newsletter confirmation link works (the token's lifetime). */
export const newsletterConfirmationDays = 7;

/** How long an unsubscribe link works: every newsletter email carries a fresh one. */
export const newsletterUnsubscribeDays = 365;

/** A received time as the trust's staff read it: '22 November 2026 at 06:30 (London time)'. */
export function formatReceivedAt(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    ...longDateParts,
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${text} (London time)`;
}

export interface ContactForwardValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: Date;
  /** The stored submission's reference, so staff can find it (subject access, erasure). */
  reference?: string;
}

export interface EnquiryForwardValues {
  name: string;
  email: string;
  /** Empty when the person gave none. */
  phone: string;
  message: string;
  receivedAt: Date;
  reference?: string;
}

export interface NewsletterConfirmationValues {
  /** Absent for the footer's email-only sign-up. */
  firstName?: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
  siteUrl: string;
}

export interface NewsletterWelcomeValues {
  firstName?: string | null;
  unsubscribeUrl: string;
  siteUrl: string;
}

/** One email: its subject line and its plain-text body. */
export interface EmailText {
  subject: string;
  text: string;
}

function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

function signOff(siteUrl: string): string {
  return `${organisation.name}\n${siteUrl}`;
}

/** A forwarded message: what it is, its fields, the visitor's words, then how to answer. */
function forwardText(
  intro: string,
  fields: readonly (readonly [label: string, value: string | undefined])[],
  message: string,
  footer: readonly string[],
): string {
  return [
    intro,
    '',
    ...fields.flatMap(([label, value]) => (value === undefined ? [] : [`${label}: ${value}`])),
    '',
    'Message:',
    message,
    '',
    '--',
    ...footer,
  ].join('\n');
}

export const formEmails = {
  /** A contact form message, forwarded to the trust's inbox (reply-to: the sender). */
  contactForward(values: ContactForwardValues): EmailText {
    return {
      subject: `Contact form: ${values.subject}`,
      text: forwardText(
        'A message was sent with the contact form on the website.',
        [
          ['Name', values.name],
          ['Email', values.email],
          ['Subject', values.subject],
          ['Received', formatReceivedAt(values.receivedAt)],
          ['Reference', values.reference],
        ],
        values.message,
        [
          `Reply to this email to answer ${values.name} directly. We promise a reply within ${responseTimes.contactEnquiries}.`,
          'They consented to the Trust processing their personal data to respond to their enquiry.',
        ],
      ),
    };
  },

  /** An enquiry from the Partner With Us page, forwarded to the trust's inbox. */
  enquiryForward(values: EnquiryForwardValues): EmailText {
    return {
      subject: `Enquiry from ${values.name}`,
      text: forwardText(
        'An enquiry was sent from the Partner With Us page on the website.',
        [
          ['Name', values.name],
          ['Email', values.email],
          ['Phone', values.phone.trim() || 'not given'],
          ['Received', formatReceivedAt(values.receivedAt)],
          ['Reference', values.reference],
        ],
        values.message,
        [
          `Reply to this email to answer ${values.name} directly. We promise a reply within ${responseTimes.seriousEnquiries}.`,
        ],
      ),
    };
  },

  /** The double opt-in: sent to the subscriber, who must follow the link. */
  newsletterConfirmation(values: NewsletterConfirmationValues): EmailText {
    return {
      subject: `Please confirm your subscription to news from the ${organisation.name}`,
      text: [
        greeting(values.firstName),
        '',
        `Thank you for signing up to news from the ${organisation.name}.`,
        '',
        `Please confirm your email address by opening this link within ${newsletterConfirmationDays} days:`,
        values.confirmUrl,
        '',
        'We only add you to our mailing list once you have confirmed. If you did not sign up, please ignore this email: we will not write to you again, and we delete unconfirmed sign-ups after 30 days.',
        '',
        'To stop all emails from us, unsubscribe here:',
        values.unsubscribeUrl,
        '',
        signOff(values.siteUrl),
      ].join('\n'),
    };
  },

  /** Sent once the subscriber has confirmed. */
  newsletterWelcome(values: NewsletterWelcomeValues): EmailText {
    return {
      subject: `Welcome to news from the ${organisation.name}`,
      text: [
        greeting(values.firstName),
        '',
        'Your subscription is confirmed. A few times a year we will send you news of the programmes we fund and the difference they make.',
        '',
        'You can unsubscribe at any time with the link at the end of every email we send:',
        values.unsubscribeUrl,
        '',
        signOff(values.siteUrl),
      ].join('\n'),
    };
  },
};

/** The words of one page behind a newsletter link. */
export interface NewsletterLinkPageCopy {
  title: string;
  text: string;
}

/** What became of a confirm or unsubscribe link (the server's result, one page each). */
export type NewsletterLinkOutcome = 'ok' | 'already' | 'expired' | 'invalid';

/**
 * The pages behind the links in newsletter emails. Following a link shows a page with a
 * button; only pressing it (a POST) confirms or unsubscribes, because mail scanners open
 * every link in an email.
 */
export const newsletterLinkPagesCopy = {
  homeLinkLabel: 'Go to the homepage',
  confirm: {
    title: 'Confirm your subscription',
    text: `Press the button to confirm that you would like to receive news from the ${organisation.name}.`,
    buttonLabel: 'Confirm my subscription',
    outcomes: {
      ok: {
        title: 'Subscription confirmed',
        text: 'Thank you: you are now subscribed to our news. We have sent you a welcome email, and every email we send has a link to unsubscribe.',
      },
      already: {
        title: 'Already confirmed',
        text: 'Your subscription was already confirmed: there is nothing more to do.',
      },
      expired: {
        title: 'This link has expired',
        text: `Confirmation links work for ${newsletterConfirmationDays} days. Please sign up again with the form on our website and we will send you a new link.`,
      },
      invalid: {
        title: 'This link does not work',
        text: 'We could not recognise this confirmation link. Please check that you copied all of it, or sign up again with the form on our website.',
      },
    } satisfies Record<NewsletterLinkOutcome, NewsletterLinkPageCopy>,
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: `Press the button to stop receiving news from the ${organisation.name}.`,
    buttonLabel: 'Unsubscribe',
    outcomes: {
      ok: {
        title: 'You have unsubscribed',
        text: 'We will not send you any more newsletter emails. We keep your email address only on a short do-not-contact list, so that we never write to you again by mistake.',
      },
      already: {
        title: 'Already unsubscribed',
        text: 'This address is already unsubscribed: we will not send you any more newsletter emails.',
      },
      expired: {
        title: 'This link has expired',
        text: `Please use the unsubscribe link in a more recent email from us, or write to ${organisation.contactEmail} and we will unsubscribe you.`,
      },
      invalid: {
        title: 'This link does not work',
        text: `We could not recognise this unsubscribe link. Please check that you copied all of it, or write to ${organisation.contactEmail} and we will unsubscribe you.`,
      },
    } satisfies Record<NewsletterLinkOutcome, NewsletterLinkPageCopy>,
  },
};
