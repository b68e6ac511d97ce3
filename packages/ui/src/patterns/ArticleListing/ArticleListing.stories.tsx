import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectNoSidewaysOverflow, narrowFrame } from '../../storybook/decorators.tsx';
import { ArticleListing, type ArticleListingItem } from './ArticleListing.tsx';

const areas = ['Healthcare Access', 'Education & Training', 'Emergency Relief'];
const all: ArticleListingItem[] = Array.from({ length: 30 }, (_, index) => ({
  id: `story-${index + 1}`,
  href: `#story-${index + 1}`,
  title: `Field story ${index + 1}: strengthening community health`,
  summary: 'How partners trained health workers and kept clinics open through the rainy season.',
  author: 'GHAT Programme Team',
  readingTime: 4 + (index % 4),
  categories: [areas[index % areas.length] ?? 'Impact'],
  date: '2025-03-01',
}));

const meta = {
  title: 'Page layouts/ArticleListing',
  component: ArticleListing,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The blog's growing list: article cards, 'Showing N of M articles' in a polite status region (so " +
          "each new count is announced) and 'Load More Articles' while more are left. After Load More, focus " +
          "moves to the first new card's link, even when the page fetches the articles first (`busy`).",
      },
    },
  },
  args: { articles: all.slice(0, 12), total: all.length, onLoadMore: fn() },
  render: function Render(args) {
    const [count, setCount] = useState(args.articles.length);
    return (
      <ArticleListing
        {...args}
        articles={all.slice(0, Math.min(count, args.total))}
        onLoadMore={() => {
          setCount(count + 12);
          args.onLoadMore?.();
        }}
      />
    );
  },
} satisfies Meta<typeof ArticleListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTwelve: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 12 of 30 articles');
  },
};

export const LoadMore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Articles' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(24);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /Field story 13:/ })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 24 of 30 articles');
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Articles' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 30 of 30 articles');
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading articles...');
  },
};

export const NoResults: Story = {
  args: {
    articles: [],
    total: 0,
    emptyMessage: 'No articles match your search. Try other words or clear the filters.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No articles match your search.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Narrow: Story = {
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
