import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { SkipLink } from './SkipLink.tsx';

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <nav aria-label="Main">
        <a href="/about">About Us</a>
      </nav>
      <main id="main-content">
        <h1>Our Impact</h1>
        <button type="button">Read more</button>
      </main>
      <section id="donate" aria-label="Donate">
        Donate
      </section>
    </>
  );
}

describe('SkipLink', () => {
  it('skips to the main content by default', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('takes its own text and target', () => {
    render(<SkipLink href="#donate">Skip to donation form</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to donation form' })).toHaveAttribute(
      'href',
      '#donate',
    );
  });

  it('is the first thing the Tab key reaches', async () => {
    render(
      <Page>
        <SkipLink />
      </Page>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('moves focus to the target, making it focusable only while it has focus', async () => {
    render(
      <Page>
        <SkipLink />
      </Page>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('leaves a target that is already focusable as it is', async () => {
    render(
      <>
        <SkipLink href="#search">Skip to search</SkipLink>
        <input id="search" aria-label="Search" />
      </>,
    );
    await userEvent.click(screen.getByRole('link'));
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('tabindex');
  });

  it('calls onClick, and moves no focus when the handler prevents the default', async () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    render(
      <Page>
        <SkipLink onClick={onClick} />
      </Page>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('is a plain anchor, not a router link', () => {
    render(<SkipLink className="extra" />);
    const link = screen.getByRole('link');
    expect(link.tagName).toBe('A');
    expect(link).toHaveClass('extra');
  });

  it('stays in this document even when the page sets a base target', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link')).toHaveAttribute('target', '_self');
  });
});

describe('SkipLink in a language', () => {
  it('says where it goes in French, unless given its own words', () => {
    render(
      <LocaleProvider locale={fr}>
        <SkipLink />
        <SkipLink href="#donate">Aller au formulaire de don</SkipLink>
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('link', { name: 'Aller au formulaire de don' })).toBeInTheDocument();
  });
});
