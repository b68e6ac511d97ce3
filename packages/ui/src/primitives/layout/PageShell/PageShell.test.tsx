import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { PageShell } from './PageShell.tsx';

const header = (
  <header>
    <a href="/">Global Health Access Trust</a>
  </header>
);
const footer = <footer>© 2025 Global Health Access Trust</footer>;

describe('PageShell', () => {
  it('puts the skip link first, then the header, main and footer landmarks', () => {
    const { container } = render(
      <PageShell header={header} footer={footer}>
        <h1>Our Impact</h1>
      </PageShell>,
    );
    const shell = container.firstElementChild as HTMLElement;
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(shell.firstElementChild).toBe(skipLink);
    expect(skipLink).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Our Impact' }));
    const landmarks = [screen.getByRole('banner'), main, screen.getByRole('contentinfo')];
    expect([...shell.children].filter((child) => landmarks.includes(child as HTMLElement))).toEqual(
      landmarks,
    );
  });

  it('moves focus to the main content from the skip link', async () => {
    render(
      <PageShell header={header}>
        <button type="button">Read the Annual Review</button>
      </PageShell>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    history.replaceState(null, '', window.location.pathname);
  });

  it('places the banner after the skip link and before the header', () => {
    render(
      <PageShell header={header} banner={<section aria-label="Cookies on this site" />}>
        <p>Content</p>
      </PageShell>,
    );
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    const siteHeader = screen.getByRole('banner');
    expect(skipLink.compareDocumentPosition(banner)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(banner.compareDocumentPosition(siteHeader)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('takes another main id and a translated skip link', () => {
    render(
      <PageShell mainId="contenu" skipLinkLabel="Aller au contenu">
        <p>Contenu</p>
      </PageShell>,
    );
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute(
      'href',
      '#contenu',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });
});

describe('PageShell in a language', () => {
  it("names its skip link in the locale's words, or the prop's", () => {
    const { rerender } = render(
      <LocaleProvider locale={fr}>
        <PageShell>
          <h1>Notre impact</h1>
        </PageShell>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toBeInTheDocument();
    rerender(
      <LocaleProvider locale={fr}>
        <PageShell skipLinkLabel="Passer au contenu">
          <h1>Notre impact</h1>
        </PageShell>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Passer au contenu' })).toBeInTheDocument();
  });
});
