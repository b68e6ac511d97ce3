import type { CookieConsent } from '../schemas.ts';

/** CookieBanner; `text` is its explanation (the banner's children). */
export const cookieBannerCopy = {
  title: 'Cookies on this website',
  text: 'We use essential cookies to make this website work. With your permission, we would also like to use privacy-friendly analytics cookies to understand how the site is used, and marketing cookies to measure our campaigns. We only set these if you agree.',
  policyLink: { href: '/cookie-policy', label: 'Read our Cookie Policy' },
  acceptAllLabel: 'Accept All',
  essentialOnlyLabel: 'Essential Only',
  customizeLabel: 'Customize',
  closeLabel: 'Close cookie banner',
  confirmation: (consent: Pick<CookieConsent, 'analytics' | 'marketing'>) => {
    if (consent.analytics && consent.marketing) return 'You’ve accepted all cookies.';
    if (!consent.analytics && !consent.marketing) return 'You’ve chosen essential cookies only.';
    return 'Your cookie preferences have been saved.';
  },
  confirmationHint: 'You can change your choice at any time on our Cookie Policy page.',
  hideConfirmationLabel: 'Hide this message',
};
