// The pages behind the newsletter's links, for the site's node:http server:
//   GET  /newsletter/confirm?token=…      a page with a Confirm button (nothing changes yet)
//   POST /newsletter/confirm              confirms (token in the form, or in the query)
//   GET  /newsletter/unsubscribe?token=…  a page with an Unsubscribe button
//   POST /newsletter/unsubscribe?token=…  unsubscribes: the button, and mail programs'
//                                         one-click List-Unsubscribe-Post (RFC 8058)
// A GET never changes anything, because mail scanners open every link in an email; it
// shows the button only when pressing it would act, and otherwise the outcome at once.
//
// The pages are small HTML responses built here from @ghat/content's copy, not prerendered
// site routes: they carry a per-visitor token and a result, they must work with the site
// hosted elsewhere (only this server can act on them), and they need no script at all.
import {
  newsletterLinkPagesCopy,
  organisation,
  siteUrl,
  type NewsletterLinkOutcome,
  type NewsletterLinkPageCopy,
} from '@ghat/content';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../headers.ts';
import type { Transactional } from './db.ts';
import { confirmSubscription, previewLink, unsubscribe } from './newsletter.ts';
import type { TokenPurpose } from './tokens.ts';

export const newsletterLinkPaths: Readonly<Record<TokenPurpose, string>> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};

/** Enough for a token in a form, or a one-click body; anything bigger is not ours. */
const bodyLimitBytes = 4096;

const outcomeStatus: Record<NewsletterLinkOutcome, number> = {
  ok: 200,
  already: 200,
  expired: 410,
  invalid: 400,
};

// No script, no style and no other origin: the page is text, a form and a link. No
// referrer either, since the page's own address holds the token.
const pageHeaders = {
  ...securityHeaders,
  'Content-Security-Policy':
    "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

interface PageForm {
  action: string;
  token: string;
  buttonLabel: string;
}

export function renderLinkPage(page: NewsletterLinkPageCopy, homeUrl: string, form?: PageForm) {
  const title = escapeHtml(page.title);
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">` +
      `<input type="hidden" name="token" value="${escapeHtml(form.token)}">` +
      `<button type="submit">${escapeHtml(form.buttonLabel)}</button></form>\n`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${escapeHtml(organisation.name)}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(page.text)}</p>
${formHtml}<p><a href="${escapeHtml(homeUrl)}">${escapeHtml(newsletterLinkPagesCopy.homeLinkLabel)}</a></p>
</main>
</body>
</html>
`;
}

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
  log?: Pick<Console, 'info'>;
}

/**
 * A request handler for the two link paths. Resolves true when it answered the request,
 * false when the path is not one of its own (the caller then serves the site).
 */
export function createNewsletterLinkHandler(
  options: NewsletterLinkHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const { db, secret, clock = () => new Date(), onMailQueued, log = console } = options;
  const baseUrl = (options.baseUrl ?? siteUrl()).replace(/\/+$/, '');
  const homeUrl = `${baseUrl}/`;

  return async (request, response) => {
    // Only an origin-form target ('/path?query') can be ours; the site answers the rest.
    if (!request.url?.startsWith('/') || request.url.startsWith('//')) return false;
    const url = new URL(request.url, 'http://localhost');
    const purpose = (Object.keys(newsletterLinkPaths) as TokenPurpose[]).find(
      (key) => newsletterLinkPaths[key] === url.pathname,
    );
    if (!purpose) return false;
    const copy = newsletterLinkPagesCopy[purpose];
    const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
      const bytes = Buffer.from(body);
      response.writeHead(status, {
        ...pageHeaders,
        'Content-Type': type,
        'Content-Length': String(bytes.length),
      });
      response.end(request.method === 'HEAD' ? undefined : bytes);
    };
    const outcomePage = (outcome: NewsletterLinkOutcome) =>
      send(outcomeStatus[outcome], renderLinkPage(copy.outcomes[outcome], homeUrl));

    if (request.method === 'GET' || request.method === 'HEAD') {
      const token = url.searchParams.get('token') ?? '';
      const { outcome } = await previewLink(db, token, purpose, { secret, now: clock() });
      if (outcome !== 'ready') {
        outcomePage(outcome);
      } else {
        const form = { action: newsletterLinkPaths[purpose], token, buttonLabel: copy.buttonLabel };
        send(200, renderLinkPage(copy, homeUrl, form));
      }
      return true;
    }

    if (request.method !== 'POST') {
      response.setHeader('Allow', 'GET, HEAD, POST');
      send(405, 'Method Not Allowed', 'text/plain; charset=utf-8');
      return true;
    }
    let body: string;
    try {
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      response.setHeader('Connection', 'close');
      send(413, 'Content Too Large', 'text/plain; charset=utf-8');
      return true;
    }
    // The page's button sends the token in the form; a one-click unsubscribe sends
    // 'List-Unsubscribe=One-Click' (urlencoded or multipart) to the URL that holds it.
    const isForm = /^application\/x-www-form-urlencoded\b/i.test(
      request.headers['content-type'] ?? '',
    );
    const token =
      (isForm ? new URLSearchParams(body).get('token') : null) ??
      url.searchParams.get('token') ??
      '';
    const now = clock();
    const { outcome } =
      purpose === 'confirm'
        ? await confirmSubscription(db, token, { secret, now, baseUrl })
        : await unsubscribe(db, token, { secret, now });
    if (purpose === 'confirm' && outcome === 'ok') onMailQueued?.();
    log.info(`newsletter: ${purpose} link, ${outcome}`);
    outcomePage(outcome);
    return true;
  };
}
