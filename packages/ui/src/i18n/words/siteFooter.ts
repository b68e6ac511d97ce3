// The built-in English words of SiteFooter: each key a word or message (with {named} placeholders)
// it shows or announces. A module of its own, so a bundle carries only the words of the
// components it uses. Every translation gives exactly these keys.

export const siteFooter = {
  /** The heading of the quick links' column, which also names its navigation. */
  quickLinksHeading: 'Quick Links',
  /** The heading of the governance links' column, which also names its navigation. */
  governanceHeading: 'Governance',
  /** The heading of the social links' column, which also names its navigation. */
  socialLinksHeading: 'Follow Us',
  /** The accessible name of the navigation beside the copyright line (Privacy, Cookies, Terms). */
  bottomLinksLabel: 'Legal',
  /** The copyright line: {year} as written ('2025'), {name} the organisation's name. */
  copyright: '© {year} {name}. All rights reserved.',
};
