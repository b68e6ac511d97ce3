import { describe, expect, it } from 'vitest';
import { formsSettings } from './main.ts';

describe('the forms service settings from the environment', () => {
  it('defaults to five a minute, no other origins, no proxy', () => {
    expect(formsSettings({})).toEqual({
      allowedOrigins: [],
      rateLimit: { limit: 5, windowMs: 60_000 },
      trustProxy: false,
    });
  });

  it('reads the origins, the limit (0 for none) and the proxy switch', () => {
    expect(
      formsSettings({
        GHAT_FORMS_ALLOWED_ORIGINS: ' https://static.example.org/ , http://127.0.0.1:8080',
        GHAT_FORMS_RATE_LIMIT: '0',
        GHAT_TRUST_PROXY: '1',
      }),
    ).toEqual({
      allowedOrigins: ['https://static.example.org', 'http://127.0.0.1:8080'],
      rateLimit: false,
      trustProxy: true,
    });
    expect(formsSettings({ GHAT_FORMS_RATE_LIMIT: '20' }).rateLimit).toEqual({
      limit: 20,
      windowMs: 60_000,
    });
  });

  it('stops on a malformed value rather than guessing', () => {
    expect(() => formsSettings({ GHAT_FORMS_RATE_LIMIT: 'many' })).toThrow(/GHAT_FORMS_RATE_LIMIT/);
    expect(() => formsSettings({ GHAT_FORMS_ALLOWED_ORIGINS: 'not an origin' })).toThrow(
      /GHAT_FORMS_ALLOWED_ORIGINS/,
    );
  });
});
