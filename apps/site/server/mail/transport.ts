// Where mail goes and who it is from, read from the environment:
//   SMTP_URL            smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465;
//                       unset: mail stays queued in the outbox until it is set.
//   GHAT_ENQUIRIES_TO   the trust's inbox for contact messages and enquiries.
//   GHAT_MAIL_FROM      the sender of every email ('Name <address>' or an address).
import { organisation } from '@ghat/content';
import nodemailer from 'nodemailer';

/** One email, addressed: what the outbox stores and a transport sends. */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** What the outbox worker needs of a transport: nodemailer's `sendMail`. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string; messageId?: string }): Promise<unknown>;
  close?(): void;
}

export interface MailConfig {
  /** Absent when mail is not configured: the outbox then keeps every message. */
  smtpUrl?: string;
  from: string;
  enquiriesTo: string;
}

/** An address with no line breaks in it, so it cannot add a header. */
function headerSafe(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${name} must be on one line`);
  return value.trim();
}

export function mailConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    let protocol: string | undefined;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      // Not echoed: the URL may hold a password.
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
    }
  }
  return {
    smtpUrl,
    from: headerSafe(
      'GHAT_MAIL_FROM',
      env.GHAT_MAIL_FROM?.trim() || `"${organisation.name}" <${organisation.contactEmail}>`,
    ),
    enquiriesTo: headerSafe(
      'GHAT_ENQUIRIES_TO',
      env.GHAT_ENQUIRIES_TO?.trim() || organisation.contactEmail,
    ),
  };
}

/** A nodemailer SMTP transport for `smtpUrl`, or undefined when mail is not configured. */
export function createMailTransport(
  config: Pick<MailConfig, 'smtpUrl'>,
): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  // Shorter waits than nodemailer's (minutes): a stuck server fails the attempt and the
  // outbox retries later, instead of holding the worker.
  return nodemailer.createTransport({
    url: config.smtpUrl,
    // Reused connections: a new one per message cost about 110 ms on loopback, one reused
    // about 6 ms, which matters when a burst of submissions queues a burst of mail.
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
