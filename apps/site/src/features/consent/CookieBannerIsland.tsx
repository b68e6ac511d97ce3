// The cookie banner as an island. Every page prerenders it inside a hidden element that an
// inline script shows before the first paint only when no consent is saved (see
// consentScript.ts); the browser hydrates it only when shown, so a returning visitor never
// downloads its code.
import { cookieBannerCopy, cookiePreferencesCopy } from '@ghat/content';
import { CookieBanner } from '@ghat/ui';
import { consentStore } from './consent.ts';

export default function CookieBannerIsland() {
  const { text, ...copy } = cookieBannerCopy;
  return (
    <CookieBanner store={consentStore()} {...copy} preferencesDialogProps={cookiePreferencesCopy}>
      {text}
    </CookieBanner>
  );
}
