// The site's routes and the links of its header, footer and 404 page (spec section 2).
import type { Link, MenuItem } from './schemas.ts';

/** Every route of the site, in the order of the specification's route table. */
export const routes = [
  '/',
  '/about-the-trust',
  '/trustee-biographies',
  '/governance-legal-framework',
  '/our-work',
  '/how-we-work',
  '/support-the-trust',
  '/donor-recognition',
  '/frequently-asked-questions',
  '/contact-the-trust',
  '/about',
  '/what-we-do',
  '/blog',
  '/blog/:slug',
  '/get-involved',
  '/donate',
  '/publications',
  '/contact',
  '/constitution',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-use',
  '/accessibility-statement',
  '/safeguarding',
  '/conflict-of-interest',
  '/financial-controls',
  '/risk-management',
  '/anti-fraud',
  '/whistleblowing',
  '/governance',
] as const;
export type Route = (typeof routes)[number];

export interface Redirect {
  from: string;
  to: Route;
  /** 301: moved for good. */
  status: 301;
}

/** Old addresses that lead to a current page. */
export const redirects: readonly Redirect[] = [
  { from: '/learn-about-our-mission', to: '/about-the-trust', status: 301 },
];

/** The header's main menu. A parent's own page is listed first in its submenu. */
export const headerMenu: MenuItem[] = [
  {
    label: 'About',
    href: '/about-the-trust',
    submenu: [
      { label: 'About the Trust', href: '/about-the-trust' },
      { label: 'Trustee Biographies', href: '/trustee-biographies' },
    ],
  },
  {
    label: 'Governance',
    href: '/governance-legal-framework',
    submenu: [
      { label: 'Governance & Legal Framework', href: '/governance-legal-framework' },
      { label: 'Governance & Oversight', href: '/governance' },
    ],
  },
  {
    label: 'Our Work',
    href: '/our-work',
    submenu: [
      { label: 'Our Work', href: '/our-work' },
      { label: 'How We Work', href: '/how-we-work' },
    ],
  },
  {
    label: 'Support',
    href: '/support-the-trust',
    submenu: [
      { label: 'Support the Trust', href: '/support-the-trust' },
      { label: 'Donor Recognition', href: '/donor-recognition' },
    ],
  },
  {
    label: 'Help',
    href: '/frequently-asked-questions',
    submenu: [
      { label: 'Frequently Asked Questions', href: '/frequently-asked-questions' },
      { label: 'Contact', href: '/contact-the-trust' },
    ],
  },
  { label: 'Blog', href: '/blog' },
];

/** The header's button. */
export const headerCallToAction: Link = { label: 'Partner With Us', href: '/donate' };

export const footerQuickLinks: Link[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'What We Do', href: '/what-we-do' },
  { label: 'Impact', href: '/blog' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Publications', href: '/publications' },
  { label: 'Contact', href: '/contact' },
];

/** Every governance and policy page, in the specification's order; the footer shows the first `footerGovernanceLinkLimit`. */
export const footerGovernanceLinks: Link[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
  { label: 'Accessibility Statement', href: '/accessibility-statement' },
  { label: 'Safeguarding', href: '/safeguarding' },
  { label: 'Conflict of Interest', href: '/conflict-of-interest' },
  { label: 'Financial Controls', href: '/financial-controls' },
  { label: 'Risk Management', href: '/risk-management' },
  { label: 'Whistleblowing', href: '/whistleblowing' },
  { label: 'Anti-Fraud & Anti-Corruption', href: '/anti-fraud' },
  { label: 'Governance & Oversight', href: '/governance' },
  { label: 'Constitution', href: '/constitution' },
];

/** How many governance links the footer shows. */
export const footerGovernanceLinkLimit = 8;

/** The short links beside the copyright line. */
export const footerBottomLinks: Link[] = [
  { label: 'Privacy', href: '/privacy-policy' },
  { label: 'Cookies', href: '/cookie-policy' },
  { label: 'Terms', href: '/terms-of-use' },
];

/** The pages the 404 page suggests. */
export const notFoundLinks: Link[] = [
  { label: 'About Us', href: '/about' },
  { label: 'What We Do', href: '/what-we-do' },
  { label: 'Impact & Blog', href: '/blog' },
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Publications', href: '/publications' },
  { label: 'Contact', href: '/contact' },
];

/** Whether a site path is one of `routes` ('/blog/:slug' matches any article slug). */
export function isRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.some((route) =>
    route.includes(':')
      ? new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`).test(trimmed)
      : route === trimmed,
  );
}
