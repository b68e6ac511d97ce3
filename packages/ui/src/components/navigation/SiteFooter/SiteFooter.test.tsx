import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { SiteFooter, type SiteFooterLink } from './SiteFooter.tsx';

const governanceLinks: SiteFooterLink[] = [
  'privacy-policy',
  'cookie-policy',
  'terms-of-use',
  'accessibility-statement',
  'safeguarding',
  'conflict-of-interest',
  'financial-controls',
  'risk-management',
  'whistleblowing',
  'anti-fraud',
  'governance',
  'constitution',
].map((slug) => ({ label: slug.replace(/-/g, ' '), href: `/${slug}` }));

const organisation = {
  name: 'Global Health Access Trust',
  description: 'Access to health is justice, not charity.',
  addressLines: ['Correspondence address', 'London', 'United Kingdom'],
  email: 'info@example.org',
  registration: 'Registered in England and Wales.',
};

afterEach(() => vi.useRealTimers());

describe('SiteFooter', () => {
  it('is the contentinfo landmark with the organisation details', () => {
    render(<SiteFooter organisation={organisation} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Access to health is justice, not charity.');
    expect(footer).toHaveTextContent('Registered in England and Wales.');
    const address = footer.querySelector('address');
    expect(address).toHaveTextContent('Correspondence address');
    expect(address).toHaveTextContent('United Kingdom');
    expect(screen.getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
  });

  it('shows the first 8 governance links by default', () => {
    render(<SiteFooter organisation={organisation} governanceLinks={governanceLinks} />);
    const nav = screen.getByRole('navigation', { name: 'Governance' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      governanceLinks.slice(0, 8).map((link) => link.href),
    );
  });

  it('shows as many governance links as governanceLinkLimit says', () => {
    const { rerender } = render(
      <SiteFooter
        organisation={organisation}
        governanceLinks={governanceLinks}
        governanceLinkLimit={11}
      />,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Governance' })).getAllByRole('link'),
    ).toHaveLength(11);
    rerender(
      <SiteFooter
        organisation={organisation}
        governanceLinks={governanceLinks}
        governanceLinkLimit={3}
      />,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Governance' })).getAllByRole('link'),
    ).toHaveLength(3);
  });

  it('names each link group by its heading, at the level given', () => {
    render(
      <SiteFooter
        organisation={organisation}
        quickLinks={[{ label: 'Impact', href: '/blog' }]}
        quickLinksHeading="Explore"
        socialLinks={[{ label: 'LinkedIn', href: 'https://www.linkedin.com/' }]}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Explore' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Follow Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impact' })).toHaveAttribute('href', '/blog');
  });

  it('puts the bottom links in their own labelled navigation', () => {
    render(
      <SiteFooter
        organisation={organisation}
        bottomLinks={[
          { label: 'Privacy', href: '/privacy-policy' },
          { label: 'Cookies', href: '/cookie-policy' },
          { label: 'Terms', href: '/terms-of-use' },
        ]}
      />,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy', 'Cookies', 'Terms']);
  });

  it('shows the current year unless given one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    const { rerender } = render(<SiteFooter organisation={organisation} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Global Health Access Trust');
    rerender(<SiteFooter organisation={organisation} year={2025} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Global Health Access Trust');
  });

  it('takes a translated copyright line and the newsletter slot', () => {
    render(
      <SiteFooter
        organisation={organisation}
        year={2025}
        copyrightNotice={(year, name) => `Droits réservés ${year} · ${name}`}
        newsletter={<form aria-label="Newsletter" />}
      />,
    );
    expect(
      screen.getByText('Droits réservés 2025 · Global Health Access Trust'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it("marks the current page and uses the app's link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <SiteFooter
          organisation={organisation}
          quickLinks={[{ label: 'Contact', href: '/contact' }]}
          currentPath="/contact"
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('leaves out empty groups', () => {
    render(<SiteFooter organisation={{ name: 'Global Health Access Trust' }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('contentinfo').querySelector('address')).toBeNull();
  });
});
