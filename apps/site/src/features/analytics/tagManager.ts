// Google Tag Manager: its script loads only when a container id is configured AND the
// visitor gave analytics consent, never otherwise; and the tracker's events go into its
// dataLayer only while analytics consent is given.
import type { Consent, ConsentStore } from '@ghat/ui';
import { gtmScriptUrl, type AnalyticsConfig } from './analyticsConfig.ts';
import { dataLayerOf } from '../consent/consent.ts';
import { safeProperties } from './eventPayload.ts';
import type { TrackListener } from './tracker.ts';

const loadedAttribute = 'data-ghat-gtm';

/** Adds the container's script (once), as Google's snippet does. Returns whether it did. */
export function loadTagManager(
  config: AnalyticsConfig,
  doc: Document = document,
  win: object = window,
  now: () => number = Date.now,
): boolean {
  const { gtmId } = config;
  if (!gtmId || doc.querySelector(`script[${loadedAttribute}]`)) return false;
  dataLayerOf(win).push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl({ ...config, gtmId });
  script.setAttribute(loadedAttribute, gtmId);
  doc.head.append(script);
  return true;
}

/**
 * Loads the tag manager as soon as analytics consent is given: at once when it was saved
 * before, or at the choice that gives it. Returns the function that stops watching.
 */
export function startTagManager(
  config: AnalyticsConfig,
  store: ConsentStore,
  doc: Document = document,
  win: object = window,
): () => void {
  if (!config.gtmId) return () => {};
  const loadIfAllowed = (consent: Consent | null) => {
    if (consent?.analytics) loadTagManager(config, doc, win);
  };
  loadIfAllowed(store.get());
  return store.subscribe(loadIfAllowed);
}

/** The tracker's events as dataLayer events, only while analytics consent is given. */
export function tagManagerSender(store: ConsentStore, win: object = window): TrackListener {
  return (event) => {
    if (!store.get()?.analytics) return;
    dataLayerOf(win).push({ event: event.name, ...safeProperties(event.properties) });
  };
}
