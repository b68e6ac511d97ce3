// Headers every response of the production server carries, whichever part answers it:
// the site's files, the forms service's API and the newsletter's link pages.

/** Sent with every response. */
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
