import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  footerBottomLinks,
  footerGovernanceLinkLimit,
  footerGovernanceLinks,
  footerQuickLinks,
  headerCallToAction,
  headerMenu,
  isRoute,
  notFoundLinks,
  redirects,
  routes,
} from './navigation.ts';
import { LinkSchema, MenuItemSchema } from './schemas.ts';

const pairs = (links: readonly { label: string; href: string }[]) =>
  links.map(({ label, href }) => [label, href]);

describe('routes', () => {
  it('are the route table of spec section 2, in its order', () => {
    expect(routes).toEqual([
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
    ]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('redirect /learn-about-our-mission to /about-the-trust for good', () => {
    expect(redirects).toEqual([
      { from: '/learn-about-our-mission', to: '/about-the-trust', status: 301 },
    ]);
    for (const redirect of redirects) {
      expect(isRoute(redirect.from)).toBe(false);
      expect(isRoute(redirect.to)).toBe(true);
    }
  });

  it('match article addresses by pattern and nothing else', () => {
    expect(isRoute('/blog/healthcare-access-crisis-zones')).toBe(true);
    expect(isRoute('/about/')).toBe(true);
    expect(isRoute('/blog/a/b')).toBe(false);
    expect(isRoute('/nowhere')).toBe(false);
  });
});

describe('header', () => {
  it('validates against the menu item schema', () => {
    for (const item of headerMenu) expect(v.parse(MenuItemSchema, item)).toEqual(item);
    expect(v.parse(LinkSchema, headerCallToAction)).toEqual(headerCallToAction);
  });

  it('has the menu of spec section 2 exactly', () => {
    expect(headerMenu).toEqual([
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
    ]);
  });

  it("has the 'Partner With Us' button to /donate", () => {
    expect(headerCallToAction).toEqual({ label: 'Partner With Us', href: '/donate' });
  });
});

describe('footer', () => {
  it('validates against the link schema', () => {
    for (const link of [...footerQuickLinks, ...footerGovernanceLinks, ...footerBottomLinks]) {
      expect(v.parse(LinkSchema, link)).toEqual(link);
    }
  });

  it('has the quick links of spec section 2, /blog labelled Impact', () => {
    expect(pairs(footerQuickLinks)).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['What We Do', '/what-we-do'],
      ['Impact', '/blog'],
      ['Get Involved', '/get-involved'],
      ['Publications', '/publications'],
      ['Contact', '/contact'],
    ]);
  });

  it('lists all twelve governance links in the specification’s order and shows the first 8', () => {
    expect(pairs(footerGovernanceLinks)).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Accessibility Statement', '/accessibility-statement'],
      ['Safeguarding', '/safeguarding'],
      ['Conflict of Interest', '/conflict-of-interest'],
      ['Financial Controls', '/financial-controls'],
      ['Risk Management', '/risk-management'],
      ['Whistleblowing', '/whistleblowing'],
      ['Anti-Fraud & Anti-Corruption', '/anti-fraud'],
      ['Governance & Oversight', '/governance'],
      ['Constitution', '/constitution'],
    ]);
    expect(footerGovernanceLinkLimit).toBe(8);
  });

  it('has the bottom links Privacy, Cookies and Terms', () => {
    expect(pairs(footerBottomLinks)).toEqual([
      ['Privacy', '/privacy-policy'],
      ['Cookies', '/cookie-policy'],
      ['Terms', '/terms-of-use'],
    ]);
  });
});

describe('404 page links', () => {
  it('are the pages spec section 2 lists', () => {
    expect(pairs(notFoundLinks)).toEqual([
      ['About Us', '/about'],
      ['What We Do', '/what-we-do'],
      ['Impact & Blog', '/blog'],
      ['Get Involved', '/get-involved'],
      ['Publications', '/publications'],
      ['Contact', '/contact'],
    ]);
  });
});

describe('every link', () => {
  it('points at a route of the site', () => {
    const hrefs = [
      ...headerMenu.flatMap((item) => [item.href, ...(item.submenu ?? []).map((l) => l.href)]),
      headerCallToAction.href,
      ...footerQuickLinks.map((link) => link.href),
      ...footerGovernanceLinks.map((link) => link.href),
      ...footerBottomLinks.map((link) => link.href),
      ...notFoundLinks.map((link) => link.href),
    ];
    for (const href of hrefs) expect(routes, href).toContain(href);
  });
});
