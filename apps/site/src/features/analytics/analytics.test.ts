// @vitest-environment happy-dom
import { createConsentStore } from '@ghat/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsSender,
  callToActionOf,
  downloadOf,
  startAnalytics,
  trackCallsToAction,
  trackPageView,
} from './analytics.ts';
import { onTrack, track, type TrackEvent } from './tracker.ts';

// Script elements are only inspected here, never run: their loading counts as done.
(
  window as unknown as { happyDOM: { settings: Record<string, boolean> } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

const location = { origin: 'https://ghat.test', pathname: '/donate', hostname: 'ghat.test' };

describe('analyticsSender', () => {
  it('posts the JSON payload with keepalive, no credentials and no preflight', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    analyticsSender(
      'https://stats.test/api/event',
      location,
      send,
    )({
      name: 'form_submit',
      properties: { form: 'contact' },
    });
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://stats.test/api/event');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'form_submit',
      url: 'https://ghat.test/donate',
      domain: 'ghat.test',
      props: { form: 'contact' },
    });
  });

  it('swallows a failed request', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    expect(() =>
      analyticsSender('https://s.test/e', location, send)({ name: 'page_view', properties: {} }),
    ).not.toThrow();
    await Promise.resolve();
  });
});

describe('callToActionOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names a marked element, even from a click on its inner text', () => {
    document.body.innerHTML =
      '<main><a href="/donate?x=1#y" data-cta="hero"><span id="inner">Donate   Now</span></a></main>';
    expect(callToActionOf(document.getElementById('inner'))).toEqual({
      cta: 'hero',
      label: 'Donate Now',
      href: '/donate',
    });
  });

  it("recognises the header's call to action outside the menu, not the menu's own link", () => {
    document.body.innerHTML =
      '<header><nav><a id="menu" href="/donate">Donate</a></nav><div><a id="cta" href="/donate">Partner With Us</a></div></header>';
    expect(callToActionOf(document.getElementById('cta'), '/donate')).toEqual({
      cta: 'header',
      label: 'Partner With Us',
      href: '/donate',
    });
    expect(callToActionOf(document.getElementById('menu'), '/donate')).toBeNull();
  });

  it('ignores ordinary links and clicks on nothing', () => {
    document.body.innerHTML = '<main><a id="plain" href="/blog">Blog</a></main>';
    expect(callToActionOf(document.getElementById('plain'))).toBeNull();
    expect(callToActionOf(null)).toBeNull();
  });

  it('reports a click on a call to action as cta_click', () => {
    document.body.innerHTML = '<a id="go" href="/get-involved" data-cta="hero">Get Involved</a>';
    const seen: TrackEvent[] = [];
    const stopListening = onTrack((event) => seen.push(event));
    const stop = trackCallsToAction(document);
    document.getElementById('go')?.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('go')?.click();
    stop();
    document.getElementById('go')?.click();
    stopListening();
    expect(seen).toEqual([
      {
        name: 'cta_click',
        properties: { cta: 'hero', label: 'Get Involved', href: '/get-involved' },
      },
    ]);
  });
});

describe('downloadOf', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the file of a link with download, never its query; a link to read a PDF is no download', () => {
    document.body.innerHTML =
      '<a id="pdf" href="/documents/constitution.pdf?email=a@b.c" download="c.pdf"><span id="in">Download</span></a>' +
      '<a id="attr" href="/files/report" download>Report</a><a id="page" href="/about">About</a>' +
      '<a id="view" href="/documents/safeguarding.pdf">View</a>';
    expect(downloadOf(document.getElementById('in'))).toEqual({ file: 'constitution.pdf' });
    expect(downloadOf(document.getElementById('attr'))).toEqual({ file: 'report' });
    expect(downloadOf(document.getElementById('page'))).toBeNull();
    expect(downloadOf(document.getElementById('view'))).toBeNull();
    expect(downloadOf(null)).toBeNull();
  });

  it('reports a click on a download as a download event', () => {
    document.body.innerHTML =
      '<a id="pdf" href="/documents/annual-report.pdf" download>Download</a>';
    const seen: TrackEvent[] = [];
    const stopListening = onTrack((event) => seen.push(event));
    const stop = trackCallsToAction(document);
    document.getElementById('pdf')?.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('pdf')?.click();
    stop();
    stopListening();
    expect(seen).toEqual([{ name: 'download', properties: { file: 'annual-report.pdf' } }]);
  });
});

describe('trackPageView', () => {
  it("reports the page's own path", () => {
    const seen: TrackEvent[] = [];
    const stopListening = onTrack((event) => seen.push(event));
    trackPageView({ location: { pathname: '/blog' } } as Window);
    stopListening();
    expect(seen).toEqual([{ name: 'page_view', properties: { path: '/blog' } }]);
  });
});

describe('startAnalytics', () => {
  it('with only the tag manager configured: dataLayer events only under analytics consent', () => {
    const store = createConsentStore({ storage: null });
    const win = window as unknown as { dataLayer?: unknown[] };
    win.dataLayer = [];
    const stop = startAnalytics({
      config: { gtmId: 'GTM-TEST1', gtmScriptOrigin: 'http://127.0.0.1:1' },
      store,
      earlier: [{ name: 'form_submit', properties: { form: 'newsletter' } }],
    });
    expect(win.dataLayer).toEqual([]);
    store.save({ analytics: true, marketing: false });
    track('search', { results: 2 });
    stop();
    track('search', { results: 9 });
    expect(win.dataLayer).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      { event: 'search', results: 2 },
    ]);
    document.head.innerHTML = '';
  });
});
