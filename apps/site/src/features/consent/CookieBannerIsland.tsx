// The cookie banner as an island. Every page prerenders it inside a hidden element that an
// inline script shows before the first paint only when no consent is saved (see
// consentScript.ts); the browser hydrates it only when shown, so a returning visitor never
// downloads its code.
// Its words come as props, in the page's language (__root.tsx). A message made by a function
// (the confirmation) cannot travel as JSON: an English page takes @ghat/content's, and a
// translated one @ghat/ui's own words in its language.
import { cookieBannerCopy, type cookiePreferencesCopy } from '@ghat/content';
import { CookieBanner, useLocale } from '@ghat/ui';
import { consentStore } from './consent.ts';

export interface CookieBannerIslandProps {
  copy: Omit<typeof cookieBannerCopy, 'confirmation'>;
  preferences: typeof cookiePreferencesCopy;
}

export default function CookieBannerIsland({ copy: words, preferences }: CookieBannerIslandProps) {
  const { text, ...copy } = words;
  const english = useLocale().messages.cookieBanner === undefined;
  return (
    <CookieBanner
      store={consentStore()}
      {...copy}
      confirmation={english ? cookieBannerCopy.confirmation : undefined}
      preferencesDialogProps={preferences}
    >
      {text}
    </CookieBanner>
  );
}
