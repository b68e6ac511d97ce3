import { useSyncExternalStore } from 'react';

/** What the visitor agreed to. Essential cookies need no consent, so they are always on. */
export interface Consent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

/** The choices a visitor can make. */
export type ConsentChoices = Pick<Consent, 'analytics' | 'marketing'>;

/** The default storage key; the time consent was given is kept under the key + '-timestamp'. */
export const consentStorageKey = 'ghat-cookie-consent';
export const consentTimestampKey = `${consentStorageKey}-timestamp`;

/** The consent record is kept for a year (the cookie policy's limit), then the visitor is asked again. */
export const consentMaxAge = 365 * 24 * 60 * 60 * 1000;

export type ConsentListener = (consent: Consent | null) => void;

export interface ConsentStore {
  /** The saved consent, or null when the visitor has not chosen (or the record is unreadable or expired). */
  get(): Consent | null;
  /** When the saved consent was given. */
  savedAt(): Date | null;
  /** Saves the choices (essential is always on), stamps the time, and tells every listener. */
  save(choices: ConsentChoices): Consent;
  /** Calls `listener` after every save; returns the function that stops it. */
  subscribe(listener: ConsentListener): () => void;
}

export interface ConsentStoreOptions {
  /** Where consent is kept; `localStorage` by default, memory only when that is not available. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => Date;
  /** Milliseconds a saved consent lasts. */
  maxAge?: number;
  /**
   * The key consent is kept under (`ghat-cookie-consent` by default); the time it was given
   * goes under the same key with `-timestamp` added. Give each property on a shared domain
   * its own key, so consent to one is not taken as consent to the other.
   */
  storageKey?: string;
}

/** A stored value as consent, or null for anything missing, corrupt or unknown. */
export function parseConsent(stored: string | null): Consent | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { essential, analytics, marketing } = value as Record<string, unknown>;
  if (essential !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') {
    return null;
  }
  return { essential: true, analytics, marketing };
}

function browserStorage() {
  try {
    // Reading the property throws where storage is blocked (some privacy settings, sandboxed frames).
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: ConsentStoreOptions['storage'], key: string) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Cookie consent, kept in local storage under `storageKey` (JSON; `ghat-cookie-consent`
 * by default) with the time it was given under the same key plus `-timestamp`, and
 * restored when the store is made.
 */
export function createConsentStore({
  storage = browserStorage(),
  now = () => new Date(),
  maxAge = consentMaxAge,
  storageKey = consentStorageKey,
}: ConsentStoreOptions = {}): ConsentStore {
  const listeners = new Set<ConsentListener>();
  const timestampKey = `${storageKey}-timestamp`;

  const storedTime = read(storage, timestampKey);
  let savedAt: Date | null = storedTime === null ? null : new Date(storedTime);
  if (savedAt && Number.isNaN(savedAt.getTime())) savedAt = null;
  let consent = parseConsent(read(storage, storageKey));
  if (consent && savedAt && now().getTime() - savedAt.getTime() > maxAge) {
    consent = null;
    savedAt = null;
  }
  if (!consent) savedAt = null;

  return {
    get: () => consent,
    savedAt: () => savedAt,
    save({ analytics, marketing }) {
      consent = { essential: true, analytics, marketing };
      savedAt = now();
      try {
        storage?.setItem(storageKey, JSON.stringify(consent));
        storage?.setItem(timestampKey, savedAt.toISOString());
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
      for (const listener of [...listeners]) listener(consent);
      return consent;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's consent, re-rendering the component when it changes. */
export function useConsent(store: ConsentStore): Consent | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Consent as a tag manager's consent-mode signals. */
export function toConsentSignals(consent: Consent | null) {
  const state = (granted: boolean | undefined) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(consent?.analytics),
    ad_storage: state(consent?.marketing),
    ad_user_data: state(consent?.marketing),
    ad_personalization: state(consent?.marketing),
  } as const;
}
