// The cookie banner with the site's words: loaded on demand, only for a visitor who has not
// chosen yet (SiteConsent.tsx), together with its preferences dialog.
import { cookieBannerCopy, cookiePreferencesCopy } from '@ghat/content';
import { CookieBanner, type ConsentStore } from '@ghat/ui';

export default function ConsentBanner({ store }: { store: ConsentStore }) {
  const { text, ...copy } = cookieBannerCopy;
  return (
    <CookieBanner store={store} {...copy} preferencesDialogProps={cookiePreferencesCopy}>
      {text}
    </CookieBanner>
  );
}
