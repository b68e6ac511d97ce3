import { describe, expect, it } from 'vitest';
import { analyticsPayload, safeProperties } from './eventPayload.ts';

const location = { origin: 'https://ghat.org.uk', pathname: '/contact', hostname: 'ghat.org.uk' };

describe('safeProperties', () => {
  it('drops anything that looks like an email address', () => {
    expect(safeProperties({ form: 'contact', email: 'jo@example.org', note: 'x a@b.c y' })).toEqual(
      {
        form: 'contact',
      },
    );
  });

  it('keeps numbers and booleans, cuts long text, drops non-finite numbers', () => {
    const safe = safeProperties({ results: 3, ok: true, long: 'a'.repeat(500), bad: Number.NaN });
    expect(safe).toEqual({ results: 3, ok: true, long: 'a'.repeat(100) });
  });
});

describe('analyticsPayload', () => {
  it("is the event's name, the page's origin and path, the domain and safe properties", () => {
    expect(
      analyticsPayload({ name: 'cta_click', properties: { cta: 'hero', by: 'me@x.io' } }, location),
    ).toEqual({
      name: 'cta_click',
      url: 'https://ghat.org.uk/contact',
      domain: 'ghat.org.uk',
      props: { cta: 'hero' },
    });
  });

  it('never carries a query string or fragment', () => {
    const payload = analyticsPayload(
      { name: 'page_view', properties: {} },
      {
        ...location,
        pathname: '/blog',
      },
    );
    expect(payload.url).toBe('https://ghat.org.uk/blog');
  });
});
