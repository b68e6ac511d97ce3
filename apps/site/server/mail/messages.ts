// The emails, as outbox messages: the words come from @ghat/content's formEmails (to the
// trust, in English) and subscriberEmails (to the person, in their page's language), and
// this module only fills in values and addresses.
import {
  formEmails,
  subscriberEmails,
  type ContactForwardValues,
  type EmailText,
  type EnquiryForwardValues,
  type ReceiptValues,
} from '@ghat/content';
import { emailWordsIn } from '@ghat/content/i18n';
import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { MailKind, OutgoingMail } from './outbox.ts';
import type { MailConfig } from './transport.ts';

function forward(
  kind: MailKind,
  config: Pick<MailConfig, 'enquiriesTo'>,
  sender: string,
  email: EmailText,
): OutgoingMail {
  // Reply-To the visitor, so the trust answers with its mail program's Reply. The address
  // passed the form's email pattern, which allows no spaces or line breaks.
  return { kind, to: config.enquiriesTo, replyTo: sender, ...email };
}

/** A contact form message, for the trust's inbox. */
export function contactForwardMail(
  config: Pick<MailConfig, 'enquiriesTo'>,
  values: ContactForwardValues,
): OutgoingMail {
  return forward('contact-forward', config, values.email, formEmails.contactForward(values));
}

/** An enquiry from the Partner With Us page, for the trust's inbox. */
export function enquiryForwardMail(
  config: Pick<MailConfig, 'enquiriesTo'>,
  values: EnquiryForwardValues,
): OutgoingMail {
  return forward('enquiry-forward', config, values.email, formEmails.enquiryForward(values));
}

/** The emails to the people who use the forms, in `language`. */
export function emailsIn(language: SiteLocaleCode) {
  return subscriberEmails(emailWordsIn(language));
}

/** The receipt for a contact message or an enquiry, to its sender, in their page's language. */
export function receiptMail(
  form: 'contact' | 'enquiry',
  to: string,
  language: SiteLocaleCode,
  values: ReceiptValues,
): OutgoingMail {
  const emails = emailsIn(language);
  return form === 'contact'
    ? { kind: 'contact-receipt', to, ...emails.contactReceipt(values) }
    : { kind: 'enquiry-receipt', to, ...emails.enquiryReceipt(values) };
}

/** The headers that let mail programs offer Unsubscribe, in one click (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
