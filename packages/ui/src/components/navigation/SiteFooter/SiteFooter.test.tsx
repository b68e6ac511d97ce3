import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/locales/ar.ts';
import { es } from '../../../i18n/locales/es.ts';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { copyrightYearAttribute, SiteFooter, type SiteFooterLink } from './SiteFooter.tsx';

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
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Droits réservés 2025 · Global Health Access Trust',
    );
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

describe('SiteFooter in other languages', () => {
  const allGroups = {
    organisation,
    quickLinks: [{ label: 'Inicio', href: '/' }],
    governanceLinks: governanceLinks.slice(0, 2),
    socialLinks: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/' }],
    bottomLinks: [{ label: 'Privacidad', href: '/privacy-policy' }],
  };

  it('speaks Spanish: the headings, the legal links’ name and the copyright line', () => {
    render(
      <LocaleProvider locale={es}>
        <SiteFooter {...allGroups} year={2025} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Gobernanza' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Síganos' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Información legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 Global Health Access Trust. Todos los derechos reservados.',
    );
  });

  it('writes the current year in the locale’s copyright line when none is given', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    render(
      <LocaleProvider locale={ar}>
        <SiteFooter organisation={organisation} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2031 Global Health Access Trust. جميع الحقوق محفوظة.',
    );
  });

  it('writes the year as a year, not as a number with a thousands separator', () => {
    render(<SiteFooter organisation={organisation} year={2025} />);
    // As a number, British English would write '2,025'.
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 Global Health Access Trust. All rights reserved.',
    );
  });

  it('puts the year in an element of its own, for a static page to bring up to date', () => {
    render(<SiteFooter organisation={organisation} year={2025} />);
    const year = screen.getByRole('contentinfo').querySelector(`[${copyrightYearAttribute}]`);
    expect(year).toHaveTextContent(/^2025$/);
  });

  it('lets every word given as a prop win over the locale’s', () => {
    render(
      <LocaleProvider locale={es}>
        <SiteFooter
          {...allGroups}
          year={2025}
          quickLinksHeading="Accesos directos"
          governanceHeading="Buen gobierno"
          socialLinksHeading="Redes sociales"
          bottomLinksLabel="Avisos legales"
          copyrightNotice={(year, name) => `${name}, ${year}`}
        />
      </LocaleProvider>,
    );
    for (const name of ['Accesos directos', 'Buen gobierno', 'Redes sociales', 'Avisos legales']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Global Health Access Trust, 2025');
    expect(screen.queryByText(/derechos reservados/)).toBeNull();
  });
});
