// Headers every response of the production server carries, whichever part answers it:
// the site's files, the forms service's API and the newsletter's link pages.

/** Sent with every response. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // No other site's window keeps a handle on ours, and no other site may load our files
  // into its pages (social networks fetch share images from their servers, not browsers).
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
