/** SiteHeader. */
export const siteHeaderCopy = {
  searchLabel: 'Search',
  navigationLabel: 'Main',
  menuButtonLabel: 'Menu',
  submenuToggleLabel: (parentLabel: string) => `Show ${parentLabel} submenu`,
};
