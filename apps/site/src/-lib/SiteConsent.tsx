// The element in PageShell's banner slot: the cookie banner, prerendered into every page
// inside a hidden element, and shown before the first paint by an inline script only when
// no consent is saved. So a new visitor sees it from the first paint (nothing moves when it
// comes alive), a returning visitor never sees it flash, and a visitor without JavaScript,
// for whom nothing is stored, does not get it.
//
// Its code (the banner and the preferences dialog) is loaded with import() only for a visitor
// who has not chosen: the banner sits in a Suspense boundary that React hydrates once that
// code arrives; for a returning visitor the code is never asked for and the hidden markup is
// left as it is. Its styles are in the site's one stylesheet, like every component's.
//
// It also sends the Consent Mode update after every choice and starts the event senders.
import { useRouter } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect } from 'react';
import type ConsentBannerView from './ConsentBanner.tsx';
import { startEventSenders } from './analyticsLoader.ts';
import { consentStore, updateSignalsOnChoice } from './consent.ts';
import { consentBannerId, revealBannerScript } from './consentScript.ts';

interface BannerModule {
  default: typeof ConsentBannerView;
}

// On the server the banner's module is loaded ahead, so that React renders it in place
// while prerendering (a lazy component still loading would be streamed in later instead).
let preloaded: BannerModule | undefined;
if (import.meta.env.SSR) {
  void import('./ConsentBanner.tsx').then((module) => {
    preloaded = module;
  });
}

const ConsentBanner = lazy((): Promise<BannerModule> => {
  const module = preloaded;
  // A thenable that resolves at once: React.lazy then renders without suspending.
  if (module) return { then: (resolve: (value: BannerModule) => void) => resolve(module) } as never;
  // In the browser: only a visitor with no saved consent needs the banner's code.
  return consentStore().get() === null
    ? import('./ConsentBanner.tsx')
    : // A returning visitor: never loaded; the boundary stays as prerendered, hidden.
      new Promise<never>(() => {});
});

/** Memoised: no update may reach the banner's boundary while it waits to hydrate. */
export const SiteConsent = memo(function SiteConsent() {
  const router = useRouter();
  useEffect(() => {
    const store = consentStore();
    const stopUpdates = updateSignalsOnChoice(store);
    const stopSenders = startEventSenders(router, store);
    return () => {
      stopUpdates();
      stopSenders();
    };
  }, [router]);
  return (
    <>
      {/* Shown by the script below before hydration: React leaves `hidden` as the page has it. */}
      <div id={consentBannerId} hidden suppressHydrationWarning>
        <Suspense fallback={null}>
          <ConsentBanner store={consentStore()} />
        </Suspense>
      </div>
      <script dangerouslySetInnerHTML={{ __html: revealBannerScript }} />
    </>
  );
});
