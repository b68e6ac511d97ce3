/** The first link on every page, to the `#main-content` landmark. */
export const skipLinkText = 'Skip to main content';
