import { createConsentStore, toConsentSignals } from '@ghat/ui';
import { describe, expect, it } from 'vitest';
import { sendConsentUpdate, updateSignalsOnChoice } from './consent.ts';

describe('consent updates', () => {
  it('sends gtag consent update with the signals after every choice', () => {
    const win: { dataLayer?: ArrayLike<unknown>[] } = {};
    const store = createConsentStore({ storage: null });
    const stop = updateSignalsOnChoice(store, win);
    store.save({ analytics: true, marketing: true });
    store.save({ analytics: false, marketing: false });
    store.save({ analytics: true, marketing: false });
    stop();
    store.save({ analytics: false, marketing: true });
    expect(win.dataLayer?.map((entry) => Array.from(entry))).toEqual([
      [
        'consent',
        'update',
        toConsentSignals({ essential: true, analytics: true, marketing: true }),
      ],
      [
        'consent',
        'update',
        toConsentSignals({ essential: true, analytics: false, marketing: false }),
      ],
      [
        'consent',
        'update',
        toConsentSignals({ essential: true, analytics: true, marketing: false }),
      ],
    ]);
  });

  it("uses the page's gtag when the head script made one", () => {
    const calls: unknown[][] = [];
    const win = { dataLayer: [], gtag: (...args: unknown[]) => calls.push(args) };
    sendConsentUpdate({ essential: true, analytics: false, marketing: true }, win);
    expect(calls).toEqual([
      [
        'consent',
        'update',
        toConsentSignals({ essential: true, analytics: false, marketing: true }),
      ],
    ]);
  });
});
