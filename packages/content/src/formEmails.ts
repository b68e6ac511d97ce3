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
  /** The language of the page it was sent from, in English ('French'): the trust answers in it. */
  language?: string;
}

export interface EnquiryForwardValues {
  name: string;
  email: string;
  /** Empty when the person gave none. */
  phone: string;
  message: string;
  receivedAt: Date;
  reference?: string;
  language?: string;
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

/** The emails that take a form's words to the trust's inbox: in English, the trust's language. */
const staffEmails = {
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
          ['Language', values.language],
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
          ['Language', values.language],
        ],
        values.message,
        [
          `Reply to this email to answer ${values.name} directly. We promise a reply within ${responseTimes.seriousEnquiries}.`,
        ],
      ),
    };
  },
};

export interface ReceiptValues {
  /** The stored submission's reference, which the person can quote. */
  reference: string;
  siteUrl: string;
}

/**
 * Every word of the emails sent to the people who use the forms, in English: a translation
 * (translations/<language>/emails.json) gives the same keys, keeping each {placeholder}.
 * Receipts quote nothing the person typed, not even their name: anyone can type any address
 * into a form, and a receipt must not carry a stranger's words to it.
 */
export const emailWords = {
  greeting: 'Hello,',
  greetingWithName: 'Hello {firstName},',
  newsletterConfirmation: {
    subject: `Please confirm your subscription to news from the ${organisation.name}`,
    thanks: `Thank you for signing up to news from the ${organisation.name}.`,
    confirm: 'Please confirm your email address by opening this link within {days} days:',
    notYet:
      'We only add you to our mailing list once you have confirmed. If you did not sign up, please ignore this email: we will not write to you again, and we delete unconfirmed sign-ups after 30 days.',
    unsubscribe: 'To stop all emails from us, unsubscribe here:',
  },
  newsletterWelcome: {
    subject: `Welcome to news from the ${organisation.name}`,
    confirmed:
      'Your subscription is confirmed. A few times a year we will send you news of the programmes we fund and the difference they make.',
    unsubscribe: 'You can unsubscribe at any time with the link at the end of every email we send:',
  },
  contactReceipt: {
    subject: 'We have received your message',
    received: `Thank you for writing to the ${organisation.name}. We have received your message and aim to reply within ${responseTimes.contactEnquiries}.`,
    reference:
      'Your reference is {reference}. Please quote it if you write to us about this message.',
    notYou: 'If you did not send us a message, please ignore this email.',
  },
  enquiryReceipt: {
    subject: 'We have received your enquiry',
    received: `Thank you for your interest in working with the ${organisation.name}. We have received your enquiry, and our team will contact you within ${responseTimes.seriousEnquiries}.`,
    reference:
      'Your reference is {reference}. Please quote it if you write to us about this enquiry.',
    notYou: 'If you did not send us an enquiry, please ignore this email.',
  },
};
export type EmailWords = typeof emailWords;

/** A message with its {placeholders} filled in: one string per message, never pieces. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The emails sent to the people who use the forms, in the words given (a language's, from
 * emailWordsIn in @ghat/content/i18n; English by default).
 */
export function subscriberEmails(words: EmailWords = emailWords) {
  const greeting = (firstName: string | null | undefined) => {
    const name = firstName?.trim();
    return name ? fillMessage(words.greetingWithName, { firstName: name }) : words.greeting;
  };
  /** An email's text: the greeting, its paragraphs and the sign-off, a blank line between. */
  const letter = (opening: string, paragraphs: readonly string[], siteUrl: string) =>
    [opening, ...paragraphs, signOff(siteUrl)].join('\n\n');
  const receipt = (
    text: EmailWords['contactReceipt'],
    { reference, siteUrl }: ReceiptValues,
  ): EmailText => ({
    subject: text.subject,
    text: letter(
      words.greeting,
      [text.received, fillMessage(text.reference, { reference }), text.notYou],
      siteUrl,
    ),
  });
  return {
    /** The double opt-in: sent to the subscriber, who must follow the link. */
    newsletterConfirmation(values: NewsletterConfirmationValues): EmailText {
      const text = words.newsletterConfirmation;
      return {
        subject: text.subject,
        text: letter(
          greeting(values.firstName),
          [
            text.thanks,
            `${fillMessage(text.confirm, { days: newsletterConfirmationDays })}\n${values.confirmUrl}`,
            text.notYet,
            `${text.unsubscribe}\n${values.unsubscribeUrl}`,
          ],
          values.siteUrl,
        ),
      };
    },

    /** Sent once the subscriber has confirmed. */
    newsletterWelcome(values: NewsletterWelcomeValues): EmailText {
      const text = words.newsletterWelcome;
      return {
        subject: text.subject,
        text: letter(
          greeting(values.firstName),
          [text.confirmed, `${text.unsubscribe}\n${values.unsubscribeUrl}`],
          values.siteUrl,
        ),
      };
    },

    /** To the sender of a contact message: it arrived, and when to expect a reply. */
    contactReceipt: (values: ReceiptValues) => receipt(words.contactReceipt, values),

    /** To the sender of an enquiry from the Partner With Us page. */
    enquiryReceipt: (values: ReceiptValues) => receipt(words.enquiryReceipt, values),
  };
}

/** Every email the forms service sends, in English. */
export const formEmails = { ...staffEmails, ...subscriberEmails() };
