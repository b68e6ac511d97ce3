// The element in PageShell's banner slot: the cookie banner's island, prerendered into every
// page inside a hidden element, and shown before the first paint by an inline script only when
// no consent is saved. So a new visitor sees it from the first paint (nothing moves when it
// comes alive), a returning visitor never sees it flash (nor downloads its code: the browser
// hydrates no island inside a hidden element), and a visitor without JavaScript, for whom
// nothing is stored, does not get it.
import type { IslandProps } from '../islands/registry.ts';
import { Island } from '../islands/Island.tsx';
import { consentBannerId } from './consentScript.ts';

/** The banner's words and its preferences dialog's, in the page's language. */
// Shown before the first paint by the script after the page's top banners (__root.tsx,
// revealBannerScript).
export function CookieBannerFrame(props: IslandProps<'cookie-banner'>) {
  return (
    <>
      <div id={consentBannerId} hidden>
        <Island name="cookie-banner" props={props} />
      </div>
    </>
  );
}
