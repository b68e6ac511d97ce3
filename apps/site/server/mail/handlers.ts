// The pages behind the newsletter's links, for the site's node:http server:
//   GET  /newsletter/confirm?token=…      a page with a Confirm button (nothing changes yet)
//   POST /newsletter/confirm?token=…      confirms (the page's form posts to its own address)
//   GET  /newsletter/unsubscribe?token=…  a page with an Unsubscribe button
//   POST /newsletter/unsubscribe?token=…  unsubscribes: the button, and mail programs'
//                                         one-click List-Unsubscribe-Post (RFC 8058)
// and the same under a language's folder ('/fr/newsletter/confirm'), the language the
// person signed up in. A GET never changes anything, because mail scanners open every link
// in an email; it shows the button only when pressing it would act, and otherwise the
// outcome at once.
//
// Each answer is one of the site's own prerendered pages (src/routes/newsletter.$page.tsx,
// the words in @ghat/content's newsletterLinkPages), sent with the outcome's status: the
// person meets the trust's header, footer and name, in their language, not a bare page.
// The token stays in the address, never in the page, so the page is the same for everyone.
import {
  newsletterLinkFlow,
  newsletterLinkPages,
  type NewsletterLinkOutcome,
  type NewsletterLinkPurpose,
} from '@ghat/content';
import { localisedPath, splitLocale } from '@ghat/content/i18n/addresses';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../headers.ts';
import type { Transactional } from './db.ts';
import { confirmSubscription, previewLink, unsubscribe } from './newsletter.ts';

export const newsletterLinkPaths: Readonly<Record<NewsletterLinkPurpose, string>> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};

/** Enough for a one-click body; anything bigger is not ours. */
const bodyLimitBytes = 4096;

const outcomeStatus: Record<NewsletterLinkOutcome, number> = {
  ok: 200,
  already: 200,
  expired: 410,
  invalid: 400,
};

/**
 * Added to the site page's own headers: the address holds a token, so no referrer and no
 * cache; and a page that only a link opens is not for search engines.
 */
export const linkPageHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/** Sends the site's prerendered page at `path` with `status` and these extra headers. */
export type SitePageSender = (
  path: string,
  status: number,
  headers: Readonly<Record<string, string>>,
) => Promise<void>;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > bodyLimitBytes) {
        reject(new BodyTooLarge());
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export interface NewsletterLinkHandlerOptions {
  db: Transactional;
  /** From loadSigningSecret. */
  secret: string;
  /** The site's address (GHAT_SITE_URL or the public one when left out). */
  baseUrl?: string;
  clock?: () => Date;
  /** Called after a confirmation queued the welcome email: pass the worker's notify. */
  onMailQueued?: () => void;
  /**
   * Called after someone unsubscribed, before the page answers: the server keeps the
   * suppression list beside its backups (storage/suppressions.ts, suppressionFileKeeper).
   * A failure is logged; the unsubscribe stands.
   */
  onUnsubscribed?: () => Promise<unknown>;
  log?: Pick<Console, 'info'>;
}

/**
 * A request handler for the link paths. Resolves true when it answered the request, false
 * when the path is not one of its own (the caller then serves the site). `sendPage` sends
 * one of the site's pages: the site server passes its own.
 */
export function createNewsletterLinkHandler(
  options: NewsletterLinkHandlerOptions,
): (
  request: IncomingMessage,
  response: ServerResponse,
  sendPage: SitePageSender,
) => Promise<boolean> {
  const {
    db,
    secret,
    clock = () => new Date(),
    onMailQueued,
    onUnsubscribed,
    log = console,
  } = options;
  const baseUrl = options.baseUrl ? options.baseUrl.replace(/\/+$/, '') : undefined;

  return async (request, response, sendPage) => {
    // Only an origin-form target ('/path?query') can be ours; the site answers the rest.
    if (!request.url?.startsWith('/') || request.url.startsWith('//')) return false;
    const url = new URL(request.url, 'http://localhost');
    const { locale, path } = splitLocale(url.pathname);
    const purpose = (Object.keys(newsletterLinkPaths) as NewsletterLinkPurpose[]).find(
      (key) => newsletterLinkPaths[key] === path,
    );
    if (!purpose) return false;
    const flow = newsletterLinkFlow[purpose];
    const page = (key: keyof typeof flow.outcomes | 'ready', status: number) =>
      sendPage(
        localisedPath(
          locale,
          newsletterLinkPages[key === 'ready' ? flow.ready : flow.outcomes[key]].path,
        ),
        status,
        linkPageHeaders,
      );
    const plain = (status: number, text: string) => {
      response.writeHead(status, {
        ...securityHeaders,
        ...linkPageHeaders,
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(text)),
      });
      response.end(request.method === 'HEAD' ? undefined : text);
    };

    if (request.method === 'GET' || request.method === 'HEAD') {
      const token = url.searchParams.get('token') ?? '';
      const { outcome } = await previewLink(db, token, purpose, { secret, now: clock() });
      await (outcome === 'ready' ? page('ready', 200) : page(outcome, outcomeStatus[outcome]));
      return true;
    }

    if (request.method !== 'POST') {
      response.setHeader('Allow', 'GET, HEAD, POST');
      plain(405, 'Method Not Allowed');
      return true;
    }
    // The body says nothing we need: the page's button and a one-click unsubscribe
    // ('List-Unsubscribe=One-Click') both post to the address that holds the token. It is
    // read, within its limit, so the connection can be used again.
    try {
      await readBody(request);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      response.setHeader('Connection', 'close');
      plain(413, 'Content Too Large');
      return true;
    }
    const token = url.searchParams.get('token') ?? '';
    const now = clock();
    const { outcome } =
      purpose === 'confirm'
        ? await confirmSubscription(db, token, { secret, now, ...(baseUrl ? { baseUrl } : {}) })
        : await unsubscribe(db, token, { secret, now });
    if (purpose === 'confirm' && outcome === 'ok') onMailQueued?.();
    if (purpose === 'unsubscribe' && outcome === 'ok' && onUnsubscribed) {
      try {
        await onUnsubscribed();
      } catch (error) {
        log.info(`newsletter: the suppression list was not written: ${String(error)}`);
      }
    }
    log.info(`newsletter: ${purpose} link, ${outcome}`);
    await page(outcome, outcomeStatus[outcome]);
    return true;
  };
}
