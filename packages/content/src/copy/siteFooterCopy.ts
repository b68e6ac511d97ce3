/** SiteFooter. */
export const siteFooterCopy = {
  quickLinksHeading: 'Quick Links',
  governanceHeading: 'Governance',
  socialLinksHeading: 'Follow Us',
  bottomLinksLabel: 'Legal',
  copyrightNotice: (year: number, organisationName: string) =>
    `© ${year} ${organisationName}. All rights reserved.`,
};
