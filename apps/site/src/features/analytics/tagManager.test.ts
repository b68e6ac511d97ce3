// @vitest-environment happy-dom
import { createConsentStore, type ConsentStore } from '@ghat/ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAnalyticsConfig, type AnalyticsConfig } from './analyticsConfig.ts';
import { loadTagManager, startTagManager, tagManagerSender } from './tagManager.ts';

// Script elements are only inspected here, never run: their loading counts as done.
(
  window as unknown as { happyDOM: { settings: Record<string, boolean> } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

const config: AnalyticsConfig = { gtmId: 'GTM-TEST1', gtmScriptOrigin: 'http://127.0.0.1:4000' };

function memoryStore(): ConsentStore {
  const values = new Map<string, string>();
  return createConsentStore({
    storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, v) => values.set(key, v) },
  });
}

// A document with no window: its scripts are only inspected, never fetched.
let document: Document;
const gtmScripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

describe('tag manager', () => {
  let win: { dataLayer?: unknown[] };
  beforeEach(() => {
    document = globalThis.document.implementation.createHTMLDocument('test');
    win = {};
  });

  it('loads gtm.js for the container, once, after the gtm.js start event', () => {
    expect(loadTagManager(config, document, win, () => 42)).toBe(true);
    expect(loadTagManager(config, document, win, () => 43)).toBe(false);
    expect(gtmScripts()).toEqual(['http://127.0.0.1:4000/gtm.js?id=GTM-TEST1']);
    expect(win.dataLayer).toEqual([{ 'gtm.start': 42, event: 'gtm.js' }]);
  });

  it('never loads without a container id', () => {
    expect(loadTagManager(emptyAnalyticsConfig, document, win)).toBe(false);
    const store = memoryStore();
    store.save({ analytics: true, marketing: true });
    startTagManager(emptyAnalyticsConfig, store, document, win);
    expect(gtmScripts()).toEqual([]);
  });

  it('waits for analytics consent: not on Essential Only or marketing alone, then on consent', () => {
    const store = memoryStore();
    const stop = startTagManager(config, store, document, win);
    expect(gtmScripts()).toEqual([]);
    store.save({ analytics: false, marketing: false });
    store.save({ analytics: false, marketing: true });
    expect(gtmScripts()).toEqual([]);
    store.save({ analytics: true, marketing: false });
    expect(gtmScripts()).toHaveLength(1);
    stop();
  });

  it('loads at once for a returning visitor who gave analytics consent', () => {
    const store = memoryStore();
    store.save({ analytics: true, marketing: false });
    startTagManager(config, store, document, win);
    expect(gtmScripts()).toHaveLength(1);
  });

  it('pushes events into the dataLayer only while analytics consent is given', () => {
    const store = memoryStore();
    const send = tagManagerSender(store, win);
    send({ name: 'page_view', properties: { path: '/' } });
    store.save({ analytics: true, marketing: false });
    send({ name: 'cta_click', properties: { cta: 'hero', email: 'a@b.co' } });
    store.save({ analytics: false, marketing: true });
    send({ name: 'page_view', properties: { path: '/blog' } });
    expect(win.dataLayer).toEqual([{ event: 'cta_click', cta: 'hero' }]);
  });
});
