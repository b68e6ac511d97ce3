import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { uk } from '../../../i18n/locales/uk.ts';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('renders a link with its href', () => {
    render(<Link href="/our-impact">Our Impact</Link>);
    expect(screen.getByRole('link', { name: 'Our Impact' })).toHaveAttribute('href', '/our-impact');
  });

  it("renders the app's link component from the provider", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/our-impact">Our Impact</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Our Impact' })).toHaveAttribute('data-router-link');
  });

  it('opens an external link in a new tab, safely, and says so', () => {
    render(
      <Link href="https://www.who.int" external>
        World Health Organization
      </Link>,
    );
    const link = screen.getByRole('link', {
      name: 'World Health Organization (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "opens in a new tab" in the page language when given', () => {
    render(
      <Link href="https://www.who.int" external newTabLabel="(yn agor mewn tab newydd)">
        Sefydliad Iechyd y Byd
      </Link>,
    );
    expect(
      screen.getByRole('link', { name: 'Sefydliad Iechyd y Byd (yn agor mewn tab newydd)' }),
    ).toBeInTheDocument();
  });

  it('keeps rel values given alongside the safe ones', () => {
    render(
      <Link href="https://example.org" external rel="external noopener">
        Partner site
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('leaves internal links in the same tab, with no icon or extra text', () => {
    render(<Link href="/donate">Donate</Link>);
    const link = screen.getByRole('link', { name: 'Donate' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('marks the current page with aria-current', () => {
    render(
      <>
        <Link href="/about" current>
          About Us
        </Link>
        <Link href="/news">News</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
  });

  it('marks its tone, gives tones and displays their own classes, and merges className', () => {
    render(
      <>
        <Link href="/a" tone="inverse" className="extra">
          A
        </Link>
        <Link href="/b">B</Link>
        <Link href="/c" display="block">
          C
        </Link>
      </>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    const b = screen.getByRole('link', { name: 'B' });
    expect(a).toHaveAttribute('data-tone', 'inverse');
    expect(a).toHaveClass('extra');
    expect(a.className).not.toBe(b.className);
    expect(screen.getByRole('link', { name: 'C' }).className).not.toBe(b.className);
  });
});

describe('Link in a language', () => {
  it('says it opens in a new tab in Ukrainian', () => {
    render(
      <LocaleProvider locale={uk}>
        <Link href="https://www.who.int/" external>
          ВООЗ
        </Link>
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'ВООЗ (відкривається в новій вкладці)' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('lets a prop win over the words', () => {
    render(
      <LocaleProvider locale={uk}>
        <Link href="https://www.who.int/" external newTabLabel="(нова вкладка)">
          ВООЗ
        </Link>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'ВООЗ (нова вкладка)' })).toBeInTheDocument();
  });
});
