// The mail library in one piece, for the production server. Wiring:
//
//   const mail = await startMail({ db });                 // after migrations
//   // the forms handler's afterStore, in the transaction that stores the submission
//   // (it wakes the worker itself):
//   afterStore: (tx, submission) => mail.queueForSubmission(tx, submission),
//   // in the request listener, before the site's own handler:
//   if (await mail.handleNewsletterLinks(request, response)) return;
//   await mail.stop();                                     // on shutdown
import type { ContactForwardValues, EnquiryForwardValues } from '@ghat/content';
import { siteUrl } from '@ghat/content';
import { siteLocale, type SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable, Transactional } from './db.ts';
import { createNewsletterLinkHandler, type SitePageSender } from './handlers.ts';
import { contactForwardMail, enquiryForwardMail, receiptMail } from './messages.ts';
import {
  requestNewsletterSubscription,
  type NewsletterSource,
  type SubscriptionRequestResult,
} from './newsletter.ts';
import { enqueueMail, startOutboxWorker, type OutboxWorker } from './outbox.ts';
import { loadSigningSecret } from './tokens.ts';
import { createMailTransport, mailConfigFromEnv, type MailConfig } from './transport.ts';

export type { Queryable, Transactional } from './db.ts';
export {
  createNewsletterLinkHandler,
  linkPageHeaders,
  newsletterLinkPaths,
  type SitePageSender,
} from './handlers.ts';
export {
  contactForwardMail,
  emailsIn,
  enquiryForwardMail,
  listUnsubscribeHeaders,
  receiptMail,
} from './messages.ts';
export {
  confirmSubscription,
  previewLink,
  requestNewsletterSubscription,
  unsubscribe,
  unsubscribeLink,
  type LinkResult,
  type NewsletterSource,
  type SubscriptionRequestResult,
} from './newsletter.ts';
export {
  enqueueMail,
  exponentialBackoff,
  startOutboxWorker,
  type OutboxWorker,
  type OutgoingMail,
} from './outbox.ts';
export { loadSigningSecret } from './tokens.ts';
export { createMailTransport, mailConfigFromEnv, type MailConfig } from './transport.ts';

/** A stored form submission, as the forms service's afterStore hook passes it. */
export interface StoredFormSubmission {
  reference: string;
  form: string;
  email: string;
  /** The form schema's output. */
  fields: Record<string, unknown>;
  receivedAt: Date;
  /** The language of the page it was sent from: the sender's emails are written in it. */
  language?: SiteLocaleCode;
}

export interface Mail {
  config: MailConfig;
  worker: OutboxWorker;
  /** Queue the forward of a contact message to the trust, in the submission's transaction. */
  queueContactForward(tx: Queryable, values: ContactForwardValues): Promise<void>;
  /** Queue the forward of an enquiry to the trust, in the submission's transaction. */
  queueEnquiryForward(tx: Queryable, values: EnquiryForwardValues): Promise<void>;
  /** A newsletter sign-up (double opt-in), in the request's transaction. */
  requestSubscription(
    tx: Queryable,
    request: {
      email: string;
      firstName?: string | null;
      source: NewsletterSource;
      language?: SiteLocaleCode;
    },
  ): Promise<SubscriptionRequestResult>;
  /**
   * The mail a stored submission causes: the forward of a contact message or an enquiry to
   * the trust with a receipt to its sender, or a newsletter sign-up ('newsletter' from
   * get-involved, 'footer-newsletter' from the footer).
   */
  queueForSubmission(tx: Queryable, submission: StoredFormSubmission): Promise<void>;
  /** Wake the worker (the queue functions above do it themselves). */
  notify(): void;
  /**
   * Answers /newsletter/confirm and /newsletter/unsubscribe (and under a language's folder)
   * with the site's pages; false for any other path.
   */
  handleNewsletterLinks(
    request: IncomingMessage,
    response: ServerResponse,
    sendPage: SitePageSender,
  ): Promise<boolean>;
  stop(): Promise<void>;
}

export interface StartMailOptions {
  db: Transactional;
  /** After someone unsubscribed with a link: see NewsletterLinkHandlerOptions. */
  onUnsubscribed?: () => Promise<unknown>;
  /** SMTP_URL, GHAT_MAIL_FROM, GHAT_ENQUIRIES_TO, GHAT_SIGNING_SECRET, GHAT_SITE_URL, GHAT_MAIL_LEASE_SECONDS. */
  env?: Readonly<Record<string, string | undefined>>;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/** Reads the configuration, starts the outbox worker and returns what the server calls. */
export async function startMail({
  db,
  onUnsubscribed,
  env = process.env,
  log = console,
}: StartMailOptions): Promise<Mail> {
  const config = mailConfigFromEnv(env);
  const transport = createMailTransport(config);
  const secret = await loadSigningSecret(db, env);
  // Links in emails point at the configured site, never at a request's Host header.
  const baseUrl = siteUrl(env);
  // How long an email a worker has claimed stays claimed: if that process dies mid-send, the
  // email is sent again once this has passed (default 5 minutes).
  const leaseSeconds = Number(env.GHAT_MAIL_LEASE_SECONDS ?? 300);
  if (!Number.isFinite(leaseSeconds) || leaseSeconds <= 0) {
    throw new Error(
      `GHAT_MAIL_LEASE_SECONDS must be a number of seconds, but it is "${env.GHAT_MAIL_LEASE_SECONDS}"`,
    );
  }
  const worker = startOutboxWorker({
    db,
    transport,
    from: config.from,
    log,
    leaseMs: leaseSeconds * 1000,
  });
  const handleNewsletterLinks = createNewsletterLinkHandler({
    db,
    secret,
    baseUrl,
    onMailQueued: () => worker.notify(),
    ...(onUnsubscribed ? { onUnsubscribed } : {}),
    log,
  });
  // Each queue function wakes the worker itself (see OutboxWorker.notify), so a caller with
  // no hook after its commit still gets its mail sent at once.
  const queueContactForward: Mail['queueContactForward'] = async (tx, values) => {
    await enqueueMail(tx, contactForwardMail(config, values));
    worker.notify();
  };
  const queueEnquiryForward: Mail['queueEnquiryForward'] = async (tx, values) => {
    await enqueueMail(tx, enquiryForwardMail(config, values));
    worker.notify();
  };
  const requestSubscription: Mail['requestSubscription'] = async (tx, request) => {
    const result = await requestNewsletterSubscription(tx, { ...request, secret, baseUrl });
    worker.notify();
    return result;
  };
  return {
    config,
    worker,
    queueContactForward,
    queueEnquiryForward,
    requestSubscription,
    async queueForSubmission(tx, { form, email, fields, receivedAt, reference, language = 'en' }) {
      const text = (name: string) => {
        const value = fields[name];
        return typeof value === 'string' ? value : '';
      };
      const common = {
        name: text('name'),
        email,
        message: text('message'),
        receivedAt,
        reference,
        language: siteLocale(language).name,
      };
      if (form === 'contact' || form === 'enquiry') {
        if (form === 'contact') {
          await queueContactForward(tx, { ...common, subject: text('subject') });
        } else {
          await queueEnquiryForward(tx, { ...common, phone: text('phone') });
        }
        await enqueueMail(tx, receiptMail(form, email, language, { reference, siteUrl: baseUrl }));
        worker.notify();
      } else if (form === 'newsletter' || form === 'footer-newsletter') {
        const source = form === 'newsletter' ? 'get-involved' : 'footer';
        await requestSubscription(tx, {
          email,
          firstName: text('firstName') || null,
          source,
          language,
        });
      } else {
        throw new Error(`No mail for the form "${form}"`);
      }
    },
    notify: () => worker.notify(),
    handleNewsletterLinks,
    async stop() {
      await worker.stop();
      transport?.close?.();
    },
  };
}
