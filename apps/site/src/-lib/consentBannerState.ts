// Whether the cookie banner has hydrated: SiteConsent replays a press made before then.
let settle: () => void = () => undefined;

/** Settles once the banner's code has arrived and React has hydrated it. */
export const bannerHydrated = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markBannerHydrated(): void {
  settle();
}
