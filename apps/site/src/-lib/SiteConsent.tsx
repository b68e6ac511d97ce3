// The element in PageShell's banner slot. It renders nothing on the server and nothing for a
// visitor who has chosen: only after hydration, and only when no consent was saved at load,
// does it load and show the cookie banner (so the prerendered HTML never flashes it, and a
// visitor without JavaScript, for whom nothing is stored, does not get one). It also sends
// the Consent Mode update after every choice and starts the event senders.
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { startEventSenders } from './analyticsLoader.ts';
import { consentStore, updateSignalsOnChoice } from './consent.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

// Whether to ask is decided once, at load: after a choice the banner stays to confirm it.
let askAtLoad: boolean | undefined;
const shouldAsk = () => (askAtLoad ??= consentStore().get() === null);
const noChanges = () => () => {};
const notOnTheServer = () => false;

export function SiteConsent() {
  const router = useRouter();
  // false while hydrating (as on the server), then the browser's answer.
  const ask = useSyncExternalStore(noChanges, shouldAsk, notOnTheServer);
  useEffect(() => {
    const store = consentStore();
    const stopUpdates = updateSignalsOnChoice(store);
    const stopSenders = startEventSenders(router, store);
    return () => {
      stopUpdates();
      stopSenders();
    };
  }, [router]);
  return ask ? (
    <Suspense fallback={null}>
      <ConsentBanner store={consentStore()} />
    </Suspense>
  ) : null;
}
