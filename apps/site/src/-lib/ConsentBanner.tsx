// The cookie banner with the site's words: loaded on demand, only for a visitor who has not
// chosen yet, on their first interaction (SiteConsent.tsx).
import { cookieBannerCopy, cookiePreferencesCopy } from '@ghat/content';
import { CookieBanner, type ConsentStore } from '@ghat/ui';
import { useEffect } from 'react';
import { markBannerHydrated } from './consentBannerState.ts';

export default function ConsentBanner({ store }: { store: ConsentStore }) {
  const { text, ...copy } = cookieBannerCopy;
  useEffect(() => markBannerHydrated(), []);
  return (
    <CookieBanner store={store} {...copy} preferencesDialogProps={cookiePreferencesCopy}>
      {text}
    </CookieBanner>
  );
}
