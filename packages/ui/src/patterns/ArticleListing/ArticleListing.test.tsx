import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
