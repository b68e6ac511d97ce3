// The event senders, loaded after the page is idle and only when something is configured
// (analyticsLoader.ts). They listen to the tracker (tracker.ts) and send:
//  - every event to the privacy-friendly analytics tool (no cookies, so no consent needed),
//    posted as JSON with fetch keepalive, without credentials;
//  - every event to the tag manager's dataLayer while analytics consent is given.
// They also report page views (on every route change) and calls to action (clicks on
// elements marked data-cta, and the header's call to action).
import { headerCallToAction } from '@ghat/content';
import type { SenderOptions } from './analyticsLoader.ts';
import { analyticsPayload } from './eventPayload.ts';
import { startTagManager, tagManagerSender } from './tagManager.ts';
import { onTrack, track, type TrackEvent, type TrackListener } from './tracker.ts';

type Fetch = (input: string, init: RequestInit) => Promise<unknown>;

/** Posts each event to the analytics endpoint; failures are ignored. */
export function analyticsSender(
  url: string,
  location: Pick<Location, 'origin' | 'pathname' | 'hostname'> = window.location,
  send: Fetch = (input, init) => fetch(input, init),
): TrackListener {
  return (event) => {
    void send(url, {
      method: 'POST',
      body: JSON.stringify(analyticsPayload(event, location)),
      // text/plain and no-cors: no preflight, no CORS error in the console; no cookies sent.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: 'strict-origin',
    }).catch(() => {});
  };
}

/** The call to action a click landed on, or null: an element marked data-cta, or the header's. */
export function callToActionOf(
  target: EventTarget | null,
  headerHref: string = headerCallToAction.href,
): { cta: string; label: string; href?: string } | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const element = (target as Element).closest<HTMLElement>('[data-cta], a[href], button');
  if (!element) return null;
  const href = element.getAttribute('href') ?? undefined;
  const path = href === undefined ? undefined : href.split(/[?#]/)[0];
  const label = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const marked = element.getAttribute('data-cta');
  if (marked) return { cta: marked, label, ...(path ? { href: path } : {}) };
  const inHeaderActions = element.closest('header') && !element.closest('nav');
  if (inHeaderActions && path === headerHref) return { cta: 'header', label, href: path };
  return null;
}

/**
 * The file a click downloads, or null: a link with a download attribute. (A plain link to a
 * PDF opens it to read: the publications page reports that as document_view.)
 */
export function downloadOf(target: EventTarget | null): { file: string } | null {
  if (!target || typeof (target as Element).closest !== 'function') return null;
  const link = (target as Element).closest<HTMLAnchorElement>('a[href][download]');
  if (!link) return null;
  const path = (link.getAttribute('href') ?? '').split(/[?#]/)[0] ?? '';
  // The file's name only: never the address's query, which could carry anything.
  return { file: path.slice(path.lastIndexOf('/') + 1) };
}

/** Reports calls to action and downloads from clicks anywhere in the document. */
export function trackCallsToAction(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const action = callToActionOf(event.target);
    if (action) track('cta_click', action);
    const download = downloadOf(event.target);
    if (download) track('download', download);
  };
  // Capture: seen even when a component stops the click from bubbling.
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}

/** Reports the page's view: every page is a page load of its own. */
export function trackPageView(win: Pick<Window, 'location'> = window): void {
  track('page_view', { path: win.location.pathname });
}

export function startAnalytics({ config, store, earlier }: SenderOptions): () => void {
  const senders: TrackListener[] = [];
  if (config.analyticsUrl) senders.push(analyticsSender(config.analyticsUrl));
  const stopTagManager = startTagManager(config, store);
  if (config.gtmId) senders.push(tagManagerSender(store));
  const send = (event: TrackEvent) => {
    for (const sender of senders) {
      try {
        sender(event);
      } catch {
        // One failing sender never stops the others.
      }
    }
  };
  const stopListening = onTrack(send);
  trackPageView();
  // What happened while the senders loaded, after the view of the page it happened on.
  for (const event of earlier) send(event);
  const stopClicks = trackCallsToAction();
  return () => {
    stopListening();
    stopClicks();
    stopTagManager();
  };
}
