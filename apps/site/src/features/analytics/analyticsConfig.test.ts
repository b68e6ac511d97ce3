import { describe, expect, it } from 'vitest';
import {
  analyticsConfigFromEnv,
  analyticsCspSources,
  defaultGtmScriptOrigin,
  emptyAnalyticsConfig,
  gtmScriptUrl,
  isConfigured,
  parseAnalyticsConfig,
} from './analyticsConfig.ts';

describe('analyticsConfigFromEnv', () => {
  it('configures nothing when no variable is set (or all are blank)', () => {
    expect(analyticsConfigFromEnv({})).toEqual(emptyAnalyticsConfig);
    expect(
      analyticsConfigFromEnv({
        GHAT_GTM_ID: ' ',
        GHAT_ANALYTICS_URL: '',
        GHAT_GTM_SCRIPT_ORIGIN: '',
      }),
    ).toEqual(emptyAnalyticsConfig);
    expect(isConfigured(analyticsConfigFromEnv({}))).toBe(false);
  });

  it('reads the container id, the script origin and the analytics address', () => {
    expect(
      analyticsConfigFromEnv({
        GHAT_GTM_ID: 'GTM-AB12CD',
        GHAT_GTM_SCRIPT_ORIGIN: 'http://127.0.0.1:8123/',
        GHAT_ANALYTICS_URL: 'https://plausible.io/api/event',
      }),
    ).toEqual({
      gtmId: 'GTM-AB12CD',
      gtmScriptOrigin: 'http://127.0.0.1:8123',
      analyticsUrl: 'https://plausible.io/api/event',
    });
  });

  it('stops the build on a malformed value instead of silently sending nothing', () => {
    expect(() => analyticsConfigFromEnv({ GHAT_GTM_ID: 'UA-12345-1' })).toThrow(/GHAT_GTM_ID/);
    expect(() =>
      analyticsConfigFromEnv({ GHAT_GTM_SCRIPT_ORIGIN: 'https://example.org/path' }),
    ).toThrow(/GHAT_GTM_SCRIPT_ORIGIN/);
    expect(() => analyticsConfigFromEnv({ GHAT_ANALYTICS_URL: 'javascript:alert(1)' })).toThrow(
      /GHAT_ANALYTICS_URL/,
    );
  });
});

describe('parseAnalyticsConfig', () => {
  it('treats anything unusable as not configured', () => {
    for (const value of [null, 'x', 3, [], { gtmId: 'nope', analyticsUrl: 'ftp://x' }]) {
      expect(parseAnalyticsConfig(value)).toEqual(emptyAnalyticsConfig);
    }
  });

  it('keeps valid values', () => {
    const config = {
      gtmId: 'GTM-XYZ9',
      gtmScriptOrigin: 'http://127.0.0.1:1',
      analyticsUrl: 'http://a.test/e',
    };
    expect(parseAnalyticsConfig(config)).toEqual(config);
  });
});

describe('gtmScriptUrl', () => {
  it("is the origin's gtm.js with the container id", () => {
    expect(gtmScriptUrl({ gtmId: 'GTM-AB12', gtmScriptOrigin: defaultGtmScriptOrigin })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
    );
  });
});

describe('analyticsCspSources', () => {
  it('adds nothing when nothing is configured', () => {
    expect(analyticsCspSources(emptyAnalyticsConfig)).toEqual({});
  });

  it('adds only connect-src for the analytics tool', () => {
    expect(
      analyticsCspSources({ ...emptyAnalyticsConfig, analyticsUrl: 'https://s.test/api/event' }),
    ).toEqual({
      'connect-src': ['https://s.test'],
    });
  });

  it("adds the tag manager's origin to script-src, img-src and connect-src", () => {
    const sources = analyticsCspSources({
      gtmId: 'GTM-AB12',
      gtmScriptOrigin: 'http://127.0.0.1:5',
    });
    expect(sources['script-src']).toContain('http://127.0.0.1:5');
    expect(sources['img-src']).toContain('http://127.0.0.1:5');
    expect(sources['connect-src']).toContain('http://127.0.0.1:5');
    expect(sources['connect-src']).toContain('https://*.google-analytics.com');
  });
});

describe('the forms endpoint', () => {
  it('is read from GHAT_FORMS_ENDPOINT without a trailing slash, and its origin allowed to connect', () => {
    const config = analyticsConfigFromEnv({ GHAT_FORMS_ENDPOINT: 'https://forms.example.org/' });
    expect(config.formsEndpoint).toBe('https://forms.example.org');
    expect(isConfigured(config)).toBe(false);
    expect(analyticsCspSources(config)).toEqual({ 'connect-src': ['https://forms.example.org'] });
    expect(parseAnalyticsConfig({ formsEndpoint: 'https://forms.example.org' })).toMatchObject({
      formsEndpoint: 'https://forms.example.org',
    });
  });

  it('stops the build when it is not an http(s) address, and is ignored in a broken file', () => {
    expect(() => analyticsConfigFromEnv({ GHAT_FORMS_ENDPOINT: 'ftp://x' })).toThrow(
      /GHAT_FORMS_ENDPOINT/,
    );
    expect(parseAnalyticsConfig({ formsEndpoint: 'javascript:alert(1)' })).toEqual(
      emptyAnalyticsConfig,
    );
  });
});
