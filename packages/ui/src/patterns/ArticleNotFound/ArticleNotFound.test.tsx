import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from '../../../test/RouterLink.tsx';
import { LinkProvider } from '../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { ArticleNotFound } from './ArticleNotFound.tsx';

describe('ArticleNotFound', () => {
  it("shows the spec's heading, text and link back to the articles", () => {
    render(<ArticleNotFound backHref="/blog" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The article you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/blog');
  });

  it('takes every word and the heading level as props', () => {
    render(
      <ArticleNotFound
        backHref="/fr/blog"
        backLabel="Retour aux articles"
        title="Article introuvable"
        description="Cet article n'existe pas."
        headingLevel={2}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Article introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Cet article n'existe pas.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux articles' })).toHaveAttribute(
      'href',
      '/fr/blog',
    );
  });

  it("links through the app's link component", () => {
    render(
      <LinkProvider component={RouterLink}>
        <ArticleNotFound backHref="/blog" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
      'data-router-link',
    );
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(<ArticleNotFound backHref="/blog" />);
    for (const icon of container.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('spreads props onto its section and merges className', () => {
    const { container } = render(
      <ArticleNotFound backHref="/blog" className="page" aria-labelledby="x" />,
    );
    const section = container.querySelector('section');
    expect(section).toHaveClass('page');
    expect(section).toHaveAttribute('aria-labelledby', 'x');
  });
});

describe('ArticleNotFound in other languages', () => {
  it('says it in French under a French LocaleProvider', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleNotFound backHref="/blog" />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Article introuvable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('L’article que vous recherchez n’existe pas ou a été déplacé.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('still takes a word as a prop over the locale', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleNotFound backHref="/blog" title="Introuvable" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux articles' })).toBeInTheDocument();
  });
});
