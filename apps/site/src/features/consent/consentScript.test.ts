import { runInNewContext } from 'node:vm';
import {
  consentMaxAge,
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  toConsentSignals,
} from '@ghat/ui';
import { describe, expect, it } from 'vitest';
import {
  consentBannerId,
  consentDefaults,
  consentDefaultsScript,
  revealBannerScript,
} from './consentScript.ts';

const now = new Date('2026-11-22T12:00:00Z');

/** Runs the script as a browser would, with `stored` in local storage; returns dataLayer. */
function run(stored: Record<string, string>, options: { storageThrows?: boolean } = {}) {
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('blocked');
      return stored[key] ?? null;
    },
  };
  const window: Record<string, unknown> = {};
  Object.defineProperty(window, 'localStorage', {
    get: () => {
      if (options.storageThrows) throw new Error('SecurityError');
      return localStorage;
    },
  });
  class FixedDate extends Date {
    constructor(...args: [] | [string]) {
      super(...((args.length ? args : [now.getTime()]) as [number]));
    }
    static override now() {
      return now.getTime();
    }
  }
  runInNewContext(consentDefaultsScript, { window, Date: FixedDate });
  // gtag pushes its `arguments` object; as plain arrays for comparing.
  return (window.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
}

const saved = (
  analytics: boolean,
  marketing: boolean,
  at: Date | string = now,
): Record<string, string> => ({
  [consentStorageKey]: JSON.stringify({ essential: true, analytics, marketing }),
  [consentTimestampKey]: typeof at === 'string' ? at : at.toISOString(),
});

describe('consentDefaultsScript', () => {
  it('denies all four signals by default when nothing is saved', () => {
    expect(run({})).toEqual([['consent', 'default', consentDefaults]]);
    expect(consentDefaults).toEqual(toConsentSignals(null));
  });

  it('pushes arguments objects, as Google tags expect of gtag()', () => {
    const window: Record<string, unknown> = { localStorage: { getItem: () => null } };
    runInNewContext(consentDefaultsScript, { window, Date });
    const [first] = window.dataLayer as unknown[];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });

  it.each([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])(
    'updates at once from a saved choice (analytics %s, marketing %s), as the store maps it',
    (analytics, marketing) => {
      const storage = saved(analytics, marketing);
      const store = createConsentStore({
        storage: { getItem: (key) => storage[key] ?? null, setItem: () => {} },
        now: () => now,
      });
      expect(run(storage)).toEqual([
        ['consent', 'default', consentDefaults],
        ['consent', 'update', toConsentSignals(store.get())],
      ]);
    },
  );

  it('agrees with the store on what counts as saved consent', () => {
    const cases: Record<string, string>[] = [
      {},
      { [consentStorageKey]: 'not json' },
      { [consentStorageKey]: '"a string"' },
      { [consentStorageKey]: 'null' },
      {
        [consentStorageKey]: JSON.stringify({ essential: false, analytics: true, marketing: true }),
      },
      {
        [consentStorageKey]: JSON.stringify({ essential: true, analytics: 'yes', marketing: true }),
      },
      // No timestamp, or an unreadable one: the store keeps the consent.
      {
        [consentStorageKey]: JSON.stringify({ essential: true, analytics: true, marketing: false }),
      },
      saved(true, true, 'garbage'),
      // Expired: older than the store's maximum age.
      saved(true, true, new Date(now.getTime() - consentMaxAge - 1000)),
      saved(true, false, new Date(now.getTime() - consentMaxAge + 60_000)),
    ];
    for (const storage of cases) {
      const store = createConsentStore({
        storage: { getItem: (key) => storage[key] ?? null, setItem: () => {} },
        now: () => now,
      });
      const expected = store.get()
        ? [
            ['consent', 'default', consentDefaults],
            ['consent', 'update', toConsentSignals(store.get())],
          ]
        : [['consent', 'default', consentDefaults]];
      expect(run(storage), JSON.stringify(storage)).toEqual(expected);
    }
  });

  it('still sets the defaults where storage is blocked', () => {
    expect(run({}, { storageThrows: true })).toEqual([['consent', 'default', consentDefaults]]);
  });

  it('keeps an existing dataLayer and gtag', () => {
    const earlier = ['earlier'];
    const window: Record<string, unknown> = {
      localStorage: { getItem: () => null },
      dataLayer: [earlier],
    };
    runInNewContext(consentDefaultsScript, { window, Date });
    expect((window.dataLayer as unknown[])[0]).toBe(earlier);
    expect((window.dataLayer as unknown[]).length).toBe(2);
  });

  it('is one constant text with no line breaks to vary', () => {
    expect(consentDefaultsScript).not.toMatch(/\n/);
    expect(consentDefaultsScript).toContain(JSON.stringify(consentStorageKey));
  });
});

describe('revealBannerScript', () => {
  /** Runs the head script, then the script after the hidden banner; returns whether it shows. */
  function shown(stored: Record<string, string>) {
    const banner = { hidden: true };
    const window: Record<string, unknown> = {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
    };
    const document = { getElementById: (id: string) => (id === consentBannerId ? banner : null) };
    runInNewContext(consentDefaultsScript, { window, Date });
    runInNewContext(revealBannerScript, { window, document });
    return !banner.hidden;
  }

  it('shows the banner when no consent is saved, or the saved one is unusable', () => {
    expect(shown({})).toBe(true);
    expect(shown({ [consentStorageKey]: 'nonsense' })).toBe(true);
    expect(shown(saved(true, true, new Date(Date.now() - consentMaxAge - 60_000)))).toBe(true);
  });

  it('leaves it hidden for a visitor who has chosen', () => {
    expect(shown(saved(false, false, new Date()))).toBe(false);
    expect(shown(saved(true, false, new Date()))).toBe(false);
  });
});
