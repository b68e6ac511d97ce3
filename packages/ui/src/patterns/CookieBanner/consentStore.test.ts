import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  parseConsent,
  toConsentSignals,
  useConsent,
} from './consentStore.ts';
import { createMemoryStorage } from './memoryStorage.ts';

const now = () => new Date('2025-06-01T09:00:00Z');
const saved = (consent: object, timestamp = '2025-05-01T09:00:00.000Z') =>
  createMemoryStorage({
    [consentStorageKey]: JSON.stringify(consent),
    [consentTimestampKey]: timestamp,
  });

describe('createConsentStore', () => {
  it('has no consent until the visitor chooses', () => {
    const store = createConsentStore({ storage: createMemoryStorage(), now });
    expect(store.get()).toBeNull();
    expect(store.savedAt()).toBeNull();
  });

  it('saves the choices as JSON, with essential always on, and the time', () => {
    const storage = createMemoryStorage();
    const store = createConsentStore({ storage, now });
    const consent = store.save({ analytics: true, marketing: false });
    expect(consent).toEqual({ essential: true, analytics: true, marketing: false });
    expect(store.get()).toEqual(consent);
    expect(storage.contents()).toEqual({
      'ghat-cookie-consent': '{"essential":true,"analytics":true,"marketing":false}',
      'ghat-cookie-consent-timestamp': '2025-06-01T09:00:00.000Z',
    });
    expect(store.savedAt()).toEqual(now());
  });

  it('keeps consent under another key when given one, apart from the default key', () => {
    const storage = createMemoryStorage({
      [consentStorageKey]: JSON.stringify({ essential: true, analytics: true, marketing: true }),
      [consentTimestampKey]: '2025-05-01T09:00:00.000Z',
    });
    const store = createConsentStore({ storage, now, storageKey: 'partner-consent' });
    // Another property's consent on the same domain is not this one's.
    expect(store.get()).toBeNull();
    store.save({ analytics: false, marketing: false });
    expect(storage.contents()).toMatchObject({
      'partner-consent': '{"essential":true,"analytics":false,"marketing":false}',
      'partner-consent-timestamp': '2025-06-01T09:00:00.000Z',
      [consentStorageKey]: '{"essential":true,"analytics":true,"marketing":true}',
    });
    expect(createConsentStore({ storage, now, storageKey: 'partner-consent' }).get()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
  });

  it('restores what was saved when it is made', () => {
    const store = createConsentStore({
      storage: saved({ essential: true, analytics: false, marketing: true }),
      now,
    });
    expect(store.get()).toEqual({ essential: true, analytics: false, marketing: true });
    expect(store.savedAt()).toEqual(new Date('2025-05-01T09:00:00.000Z'));
  });

  it.each([
    ['not JSON', '{"essential":true,'],
    ['not an object', '"yes"'],
    ['null', 'null'],
    ['a missing choice', '{"essential":true,"analytics":true}'],
    ['a choice that is not a boolean', '{"essential":true,"analytics":"yes","marketing":false}'],
    ['essential turned off', '{"essential":false,"analytics":false,"marketing":false}'],
  ])('treats %s as no consent', (_case, stored) => {
    const storage = createMemoryStorage({ [consentStorageKey]: stored });
    expect(createConsentStore({ storage, now }).get()).toBeNull();
  });

  it('asks again once the saved consent is more than a year old', () => {
    const consent = { essential: true, analytics: true, marketing: true };
    expect(
      createConsentStore({ storage: saved(consent, '2024-05-31T09:00:00Z'), now }).get(),
    ).toBeNull();
    expect(
      createConsentStore({ storage: saved(consent, '2024-06-02T09:00:00Z'), now }).get(),
    ).toEqual(consent);
  });

  it('tells subscribers about every save until they unsubscribe', () => {
    const store = createConsentStore({ storage: createMemoryStorage(), now });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.save({ analytics: true, marketing: true });
    expect(listener).toHaveBeenCalledWith({ essential: true, analytics: true, marketing: true });
    unsubscribe();
    store.save({ analytics: false, marketing: false });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps working for this visit when storage is blocked', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createConsentStore({ storage, now });
    expect(store.get()).toBeNull();
    expect(store.save({ analytics: true, marketing: false }).analytics).toBe(true);
    expect(store.get()?.analytics).toBe(true);
  });

  it('uses localStorage by default', () => {
    localStorage.clear();
    createConsentStore({ now }).save({ analytics: false, marketing: true });
    expect(localStorage.getItem('ghat-cookie-consent')).toBe(
      '{"essential":true,"analytics":false,"marketing":true}',
    );
    expect(createConsentStore({ now }).get()).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
    localStorage.clear();
  });
});

describe('parseConsent', () => {
  it('reads a valid record and nothing else', () => {
    expect(
      parseConsent('{"essential":true,"analytics":false,"marketing":false,"extra":1}'),
    ).toEqual({ essential: true, analytics: false, marketing: false });
    expect(parseConsent(null)).toBeNull();
  });
});

describe('useConsent', () => {
  it('re-renders with the new consent after a save', () => {
    const store = createConsentStore({ storage: createMemoryStorage(), now });
    const { result } = renderHook(() => useConsent(store));
    expect(result.current).toBeNull();
    act(() => {
      store.save({ analytics: true, marketing: false });
    });
    expect(result.current).toEqual({ essential: true, analytics: true, marketing: false });
  });
});

describe('toConsentSignals', () => {
  it('grants analytics storage for analytics, and the ad signals for marketing', () => {
    expect(toConsentSignals({ essential: true, analytics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(toConsentSignals(null).analytics_storage).toBe('denied');
    expect(
      toConsentSignals({ essential: true, analytics: false, marketing: true }).ad_storage,
    ).toBe('granted');
  });
});
