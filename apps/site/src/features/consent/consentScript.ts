// Google Consent Mode v2: the constant inline script at the top of every page's <head>.
// It runs before any tag can load: it makes window.dataLayer and gtag(), sets every consent
// signal to 'denied' by default and, when the visitor chose before (a saved, unexpired
// consent), updates the signals from that choice at once, so a returning visitor's tags
// start with the right state. It is the same text on every page and in every build (the CSP
// step hashes it), because it is made only from constants.
import { consentMaxAge, consentStorageKey, consentTimestampKey } from '@ghat/ui';

/** The four Consent Mode v2 signals, all denied until the visitor agrees. */
export const consentDefaults = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/** Set on window by the head script when a saved, unexpired consent was found. */
const savedFlag = '__ghatConsentSaved';

/** The `id` of the element holding the prerendered cookie banner (hidden until revealed). */
export const consentBannerId = 'ghat-cookie-banner';

/**
 * The inline script right after the prerendered banner: it shows the banner, before the
 * first paint, only when the head script found no saved consent. Without JavaScript the
 * banner stays hidden (nothing is stored then anyway).
 */
export const revealBannerScript = `(function(){var e=document.getElementById(${JSON.stringify(consentBannerId)});if(e&&!window.${savedFlag})e.hidden=!1})();`;

/**
 * The script's text. It reads consent exactly as `createConsentStore` does (same keys, same
 * shape check, same one-year expiry; a missing or unreadable timestamp does not expire it),
 * and maps it as `toConsentSignals` does: analytics -> analytics_storage; marketing ->
 * ad_storage, ad_user_data, ad_personalization.
 */
export const consentDefaultsScript = [
  '(function(){',
  'var w=window,d=w.dataLayer=w.dataLayer||[];',
  'w.gtag=w.gtag||function(){d.push(arguments)};',
  `w.gtag('consent','default',${JSON.stringify(consentDefaults)});`,
  'try{',
  'var s=w.localStorage,',
  `c=JSON.parse(s.getItem(${JSON.stringify(consentStorageKey)})),`,
  `t=s.getItem(${JSON.stringify(consentTimestampKey)}),`,
  'at=t===null?NaN:new Date(t).getTime();',
  "if(c&&c.essential===true&&typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'",
  `&&!(at===at&&Date.now()-at>${consentMaxAge})){`,
  `w.${savedFlag}=!0;`,
  "var a=c.analytics?'granted':'denied',m=c.marketing?'granted':'denied';",
  "w.gtag('consent','update',{analytics_storage:a,ad_storage:m,ad_user_data:m,ad_personalization:m})",
  '}}catch(e){}',
  '})();',
].join('');
