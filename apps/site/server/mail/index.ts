// The mail library in one piece, for the production server. Wiring:
//
//   const mail = await startMail({ db });                 // after migrations
//   // in the forms' transaction, with the stored submission:
//   await mail.queueEnquiryForward(tx, { name, email, phone, message, receivedAt, reference });
//   await mail.queueContactForward(tx, { name, email, subject, message, receivedAt, reference });
//   await mail.requestSubscription(tx, { email, firstName, source: 'get-involved' });
//   mail.notify();                                         // after the commit
//   // in the request listener, before the site's own handler:
//   if (await mail.handleNewsletterLinks(request, response)) return;
//   await mail.stop();                                     // on shutdown
import type { ContactForwardValues, EnquiryForwardValues } from '@ghat/content';
import { siteUrl } from '@ghat/content';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable, Transactional } from './db.ts';
import { createNewsletterLinkHandler } from './handlers.ts';
import { contactForwardMail, enquiryForwardMail } from './messages.ts';
import {
  requestNewsletterSubscription,
  type NewsletterSource,
  type SubscriptionRequestResult,
} from './newsletter.ts';
import { enqueueMail, startOutboxWorker, type OutboxWorker } from './outbox.ts';
import { loadSigningSecret } from './tokens.ts';
import { createMailTransport, mailConfigFromEnv, type MailConfig } from './transport.ts';

export type { Queryable, Transactional } from './db.ts';
export { createNewsletterLinkHandler, newsletterLinkPaths } from './handlers.ts';
export { contactForwardMail, enquiryForwardMail, listUnsubscribeHeaders } from './messages.ts';
export {
  confirmSubscription,
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
export { eraseMailData, findMailData, purgeMailData } from './rights.ts';
export { loadSigningSecret } from './tokens.ts';
export { createMailTransport, mailConfigFromEnv, type MailConfig } from './transport.ts';

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
    request: { email: string; firstName?: string | null; source: NewsletterSource },
  ): Promise<SubscriptionRequestResult>;
  /** Wake the worker: call after a transaction that queued mail has committed. */
  notify(): void;
  /** Answers /newsletter/confirm and /newsletter/unsubscribe; false for any other path. */
  handleNewsletterLinks(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  stop(): Promise<void>;
}

export interface StartMailOptions {
  db: Transactional;
  /** SMTP_URL, GHAT_MAIL_FROM, GHAT_ENQUIRIES_TO, GHAT_SIGNING_SECRET, GHAT_SITE_URL. */
  env?: Readonly<Record<string, string | undefined>>;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/** Reads the configuration, starts the outbox worker and returns what the server calls. */
export async function startMail({
  db,
  env = process.env,
  log = console,
}: StartMailOptions): Promise<Mail> {
  const config = mailConfigFromEnv(env);
  const transport = createMailTransport(config);
  const secret = await loadSigningSecret(db, env);
  // Links in emails point at the configured site, never at a request's Host header.
  const baseUrl = siteUrl(env);
  const worker = startOutboxWorker({ db, transport, from: config.from, log });
  const handleNewsletterLinks = createNewsletterLinkHandler({
    db,
    secret,
    baseUrl,
    onMailQueued: () => worker.notify(),
    log,
  });
  return {
    config,
    worker,
    async queueContactForward(tx, values) {
      await enqueueMail(tx, contactForwardMail(config, values));
    },
    async queueEnquiryForward(tx, values) {
      await enqueueMail(tx, enquiryForwardMail(config, values));
    },
    requestSubscription: (tx, request) =>
      requestNewsletterSubscription(tx, { ...request, secret, baseUrl }),
    notify: () => worker.notify(),
    handleNewsletterLinks,
    async stop() {
      await worker.stop();
      transport?.close?.();
    },
  };
}
