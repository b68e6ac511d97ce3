// Where the site's events go, if anywhere: the configuration of the privacy-friendly
// analytics tool and the tag manager; and where its forms post, when that is not this site.
//
// It is a file of the built site, /site-config.json, written by the build from the
// environment (GHAT_GTM_ID, GHAT_GTM_SCRIPT_ORIGIN, GHAT_ANALYTICS_URL, GHAT_FORMS_ENDPOINT, read with Vite's
// loadEnv, so .env files work too) and read by the browser after the page is idle. Being a
// file rather than constants compiled into the JavaScript, one build can be deployed with
// different settings: replace the file and run the CSP step again (`node scripts/csp.ts
// dist`), which reads it to allow the origins it names, and only those.

/** The path the built site serves the configuration at. */
export const analyticsConfigPath = '/site-config.json';

export const defaultGtmScriptOrigin = 'https://www.googletagmanager.com';

export interface AnalyticsConfig {
  /** The Google Tag Manager container ('GTM-XXXX'); none: no tag manager. */
  gtmId?: string;
  /** Where gtm.js is loaded from (a server-side container, or a test server). */
  gtmScriptOrigin: string;
  /** The analytics tool's event endpoint (Plausible-style); none: no analytics. */
  analyticsUrl?: string;
  /**
   * The forms service's base address when the static site is hosted apart from it
   * ('https://forms.example.org': forms post to its /api/forms/...); none: this site.
   */
  formsEndpoint?: string;
}

export const emptyAnalyticsConfig: AnalyticsConfig = { gtmScriptOrigin: defaultGtmScriptOrigin };

const gtmIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The configuration from environment variables, for the build. Anything set but malformed
 * stops the build: a typo must not silently switch analytics off.
 */
export function analyticsConfigFromEnv(env: Record<string, string | undefined>): AnalyticsConfig {
  const gtmId = env.GHAT_GTM_ID?.trim() || undefined;
  const origin = env.GHAT_GTM_SCRIPT_ORIGIN?.trim() || undefined;
  const analyticsUrl = env.GHAT_ANALYTICS_URL?.trim() || undefined;
  const formsEndpoint = env.GHAT_FORMS_ENDPOINT?.trim() || undefined;
  if (gtmId !== undefined && !gtmIdPattern.test(gtmId)) {
    throw new Error(`GHAT_GTM_ID must look like GTM-XXXXXXX, but it is "${gtmId}"`);
  }
  const originUrl = origin === undefined ? undefined : httpUrl(origin);
  if (origin !== undefined && (!originUrl || originUrl.origin !== origin.replace(/\/$/, ''))) {
    throw new Error(
      `GHAT_GTM_SCRIPT_ORIGIN must be an origin such as https://www.googletagmanager.com, but it is "${origin}"`,
    );
  }
  if (analyticsUrl !== undefined && !httpUrl(analyticsUrl)) {
    throw new Error(
      `GHAT_ANALYTICS_URL must be an http(s) address such as https://plausible.io/api/event, but it is "${analyticsUrl}"`,
    );
  }
  if (formsEndpoint !== undefined && !httpUrl(formsEndpoint)) {
    throw new Error(
      `GHAT_FORMS_ENDPOINT must be an http(s) address such as https://forms.example.org, but it is "${formsEndpoint}"`,
    );
  }
  return {
    ...(gtmId ? { gtmId } : {}),
    gtmScriptOrigin: originUrl?.origin ?? defaultGtmScriptOrigin,
    ...(analyticsUrl ? { analyticsUrl } : {}),
    ...(formsEndpoint ? { formsEndpoint: formsEndpoint.replace(/\/+$/, '') } : {}),
  };
}

/**
 * The configuration from the served file, for the browser: anything unusable counts as
 * not configured, so a broken file means nothing is sent rather than an error.
 */
export function parseAnalyticsConfig(value: unknown): AnalyticsConfig {
  if (typeof value !== 'object' || value === null) return emptyAnalyticsConfig;
  const { gtmId, gtmScriptOrigin, analyticsUrl, formsEndpoint } = value as Record<string, unknown>;
  const origin = typeof gtmScriptOrigin === 'string' ? httpUrl(gtmScriptOrigin)?.origin : undefined;
  return {
    ...(typeof gtmId === 'string' && gtmIdPattern.test(gtmId) ? { gtmId } : {}),
    gtmScriptOrigin: origin ?? defaultGtmScriptOrigin,
    ...(typeof analyticsUrl === 'string' && httpUrl(analyticsUrl) ? { analyticsUrl } : {}),
    ...(typeof formsEndpoint === 'string' && httpUrl(formsEndpoint) ? { formsEndpoint } : {}),
  };
}

export function isConfigured(config: AnalyticsConfig): boolean {
  return config.gtmId !== undefined || config.analyticsUrl !== undefined;
}

/** The tag manager's script address. */
export function gtmScriptUrl(config: AnalyticsConfig & { gtmId: string }): string {
  return `${config.gtmScriptOrigin}/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
}

/** Origins Google's tags talk to once the container runs (Google's CSP guidance for GTM with GA4). */
const googleTagManagerOrigins = 'https://*.googletagmanager.com';
const googleTagOrigins = [
  googleTagManagerOrigins,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * What the Content-Security-Policy must add for this configuration: nothing at all when
 * nothing is configured; the analytics endpoint's and the forms service's origins to
 * connect-src; and for the tag manager its script origin (script-src, img-src,
 * connect-src) and Google's tag origins.
 */
export function analyticsCspSources(
  config: AnalyticsConfig,
): Partial<Record<'script-src' | 'connect-src' | 'img-src', string[]>> {
  const sources: Record<'script-src' | 'connect-src' | 'img-src', Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'img-src': new Set(),
  };
  if (config.analyticsUrl) sources['connect-src'].add(new URL(config.analyticsUrl).origin);
  if (config.formsEndpoint) sources['connect-src'].add(new URL(config.formsEndpoint).origin);
  if (config.gtmId) {
    sources['script-src'].add(config.gtmScriptOrigin);
    // The container loads Google's tag (gtag/js) from there.
    sources['script-src'].add(googleTagManagerOrigins);
    sources['img-src'].add(config.gtmScriptOrigin);
    sources['connect-src'].add(config.gtmScriptOrigin);
    for (const origin of googleTagOrigins) {
      sources['img-src'].add(origin);
      sources['connect-src'].add(origin);
    }
  }
  return Object.fromEntries(
    Object.entries(sources)
      .filter(([, set]) => set.size > 0)
      .map(([directive, set]) => [directive, [...set]]),
  );
}
