// Headers the production server's responses carry, whichever part answers them: the site's
// files, the forms service's API and the newsletter's link pages.

/** Sent with every response, but `Permissions-Policy` only with a document (below). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // No other site may load our files into its pages (social networks fetch share images from
  // their servers, not browsers).
  'Cross-Origin-Resource-Policy': 'same-origin',
  // No Cross-Origin-Opener-Policy: with one, a visitor arriving from any other page (a search,
  // a new tab) is moved to a new group of windows once the response arrives, and the page
  // starts in a process started then, cold: 50-100 ms more on the main thread before the
  // first paint here, read by Lighthouse as blocking time (performance 86-96 on /fr/ with it,
  // 99 without; apps/site/docs/performance-log.md). Nothing on the site needs the isolation it
  // brings, and the MDN Observatory does not grade it.
};

/**
 * The headers that act only on a document: a page the browser shows, or a file it may show as
 * one. A script, stylesheet, font, manifest or raster image is never one, so they are left off
 * those: over HTTP/1.1 they were some 300 bytes on each such request of a first view (ten on
 * /publications), all of them on a slow connection's way to the page being ready (issue 27).
 */
export const documentOnlyHeaders = ['Content-Security-Policy', 'Permissions-Policy'] as const;

/** Whether a file of this type can be shown as a document (an SVG and XML can run script). */
export function isDocumentType(type: string): boolean {
  return /^text\/(html|plain)|^image\/svg\+xml|^application\/(pdf|xml|xhtml\+xml)/.test(type);
}
