import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { uk } from '../../i18n/locales/uk.ts';
import { ArticleListing, type ArticleListingItem } from './ArticleListing.tsx';

const all: ArticleListingItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: `article-${index + 1}`,
  href: `/blog/article-${index + 1}`,
  title: `Article ${index + 1}`,
  summary: 'A summary.',
  author: 'GHAT Team',
  readingTime: 5,
}));

/** A page that shows 12 more each time, as the blog does. */
function Growing({ total = all.length }: { total?: number }) {
  const [count, setCount] = useState(12);
  return (
    <ArticleListing
      articles={all.slice(0, Math.min(count, total))}
      total={total}
      onLoadMore={() => setCount(count + 12)}
    />
  );
}

describe('ArticleListing', () => {
  it('shows the count in a status region and the button while more are left', () => {
    render(<Growing />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 30 articles');
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeInTheDocument();
  });

  it('shows the next 12, focuses the first new card, and drops the button at the end', async () => {
    render(<Growing />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 30 articles');
    expect(screen.getByRole('link', { name: /Article 13/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 30 of 30 articles');
    expect(screen.getByRole('link', { name: /Article 25/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  });

  it('has no button when everything fits', () => {
    render(<Growing total={5} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 articles');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when nothing matches, and when it is loading', () => {
    const { rerender } = render(
      <ArticleListing articles={[]} total={0} emptyMessage="Nothing here." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here.');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<ArticleListing articles={all.slice(0, 12)} total={30} busy onLoadMore={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('focuses the first new card when the articles arrive later (fetched on demand)', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <ArticleListing articles={all.slice(0, 12)} total={30} onLoadMore={onLoadMore} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <ArticleListing articles={all.slice(0, 12)} total={30} busy onLoadMore={onLoadMore} />,
    );
    rerender(<ArticleListing articles={all.slice(0, 24)} total={30} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('link', { name: /Article 13/ })).toHaveFocus();
  });
});

describe('ArticleListing in other languages', () => {
  it('counts, loads and says when nothing matches in French', () => {
    const { rerender } = render(
      <LocaleProvider locale={fr}>
        <ArticleListing articles={all.slice(0, 12)} total={30} onLoadMore={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^12 articles affichés sur 30$/);
    expect(screen.getByRole('button', { name: 'Afficher plus d’articles' })).toBeInTheDocument();
    rerender(
      <LocaleProvider locale={fr}>
        <ArticleListing articles={all.slice(0, 1)} total={1} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^1 article affiché sur 1$/);
    rerender(
      <LocaleProvider locale={fr}>
        <ArticleListing articles={[]} total={30} busy />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Chargement des articles…$/);
    rerender(
      <LocaleProvider locale={fr}>
        <ArticleListing articles={[]} total={0} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Aucun article trouvé\.$/);
  });

  it('counts with the plural forms of Ukrainian', () => {
    const { rerender } = render(<></>);
    const counts: [number, string][] = [
      [1, 'Показано 1 з 1 статті'],
      [3, 'Показано 1 з 3 статей'],
      [21, 'Показано 1 з 21 статті'],
      [30, 'Показано 1 з 30 статей'],
    ];
    for (const [total, text] of counts) {
      rerender(
        <LocaleProvider locale={uk}>
          <ArticleListing articles={all.slice(0, 1)} total={total} />
        </LocaleProvider>,
      );
      expect({ total, shown: screen.getByRole('status').textContent }).toEqual({
        total,
        shown: text,
      });
    }
  });

  it('still takes its words and count as props over the locale', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleListing
          articles={all.slice(0, 12)}
          total={30}
          onLoadMore={() => {}}
          showingText={(shown, total) => `${shown}/${total}`}
          loadMoreLabel="Encore"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^12\/30$/);
    expect(screen.getByRole('button', { name: 'Encore' })).toBeInTheDocument();
  });
});
