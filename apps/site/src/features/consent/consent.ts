// The site's one cookie-consent store and the Consent Mode update sent on every choice.
// Small on purpose: it is part of every page's first view. The banner and the preferences
// dialog load on demand (SiteConsent.tsx); the defaults and the update from a saved choice
// are set before any tag by the inline head script (consentScript.ts).
import { createConsentStore, toConsentSignals, type Consent, type ConsentStore } from '@ghat/ui';

let store: ConsentStore | undefined;

/** The store, made on first use in the browser (it reads local storage). */
export function consentStore(): ConsentStore {
  store ??= createConsentStore();
  return store;
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** window.dataLayer, made if the head script did not run (it always does on a built page). */
export function dataLayerOf(win: object): unknown[] {
  const target = win as GtagWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/** gtag('consent', 'update', …) with the signals for `consent`. */
export function sendConsentUpdate(consent: Consent, win: object = window): void {
  const target = win as GtagWindow;
  const layer = dataLayerOf(target);
  target.gtag ??= function gtag() {
    // Google's tags read gtag() calls as arguments objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  target.gtag('consent', 'update', toConsentSignals(consent));
}

/** Sends a Consent Mode update after every choice (Accept All, Essential Only, Save Preferences). */
export function updateSignalsOnChoice(consents: ConsentStore, win: object = window): () => void {
  return consents.subscribe((consent) => {
    if (consent) sendConsentUpdate(consent, win);
  });
}
