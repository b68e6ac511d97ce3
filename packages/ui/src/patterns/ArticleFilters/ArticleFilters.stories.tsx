import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectNoSidewaysOverflow, narrowFrame, phone } from '../../storybook/decorators.tsx';
import { Box } from '../../primitives/layout/Box/Box.tsx';
import {
  chooseBeforeHydration,
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../storybook/prerendered.tsx';
import {
  ArticleFilters,
  noArticleFilters,
  type ArticleFilterValues,
  type ArticleFiltersProps,
} from './ArticleFilters.tsx';

// The page owns the filters in force (in the address); here a state stands in for it.
function FilteringInPlace(args: ArticleFiltersProps) {
  const [values, setValues] = useState<ArticleFilterValues>(args.values);
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <ArticleFilters
        {...args}
        values={values}
        onApply={(next) => {
          setValues(next);
          args.onApply?.(next);
        }}
      />
      {/* The applied values are one long word of JSON: it breaks anywhere, as a phone needs. */}
      <p style={{ overflowWrap: 'anywhere' }}>
        In force: <code data-testid="applied">{JSON.stringify(values)}</code>
      </p>
    </Box>
  );
}

const meta = {
  title: 'Page layouts/ArticleFilters',
  component: ArticleFilters,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The search box and Category, Region and Programme area drop-downs above the blog listing. It is a ' +
          'GET form to the listing (`q`, `category`, `region`, `programme`), so a filtered list has an address ' +
          'to share and Back works. With `onApply` the page filters in place: the text applies on Enter or ' +
          '**Filter**, a drop-down at once. **Clear filters** (a link to the unfiltered listing) shows while a ' +
          'filter is in force and returns focus to the search box. The count and the list are **ArticleListing**.',
      },
    },
  },
  args: {
    action: '/blog',
    values: noArticleFilters,
    categories: ['Education & Training', 'Governance', 'Healthcare Access', 'Impact'],
    regions: ['Africa', 'South Asia', 'MENA', 'Latin America', 'Eastern Europe'],
    programmeAreas: [
      'Healthcare Access',
      'Education & Training',
      'Systems Strengthening',
      'Policy & Research',
      'Emergency Relief',
    ],
    searchPlaceholder: 'Search articles...',
    searchHint: 'Searches titles, summaries and tags.',
    onApply: fn(),
  },
  render: (args) => <FilteringInPlace {...args} />,
} satisfies Meta<typeof ArticleFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search and filter articles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search articles' }), 'clinic');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ ...noArticleFilters, query: 'clinic' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Region' }), 'MENA');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      ...noArticleFilters,
      query: 'clinic',
      region: 'MENA',
    });
    const clear = canvas.getByRole('link', { name: 'Clear filters' });
    await expect(clear).toHaveAttribute('href', '/blog');
    await userEvent.click(clear);
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(canvas.getByTestId('applied')).toHaveTextContent(JSON.stringify(noArticleFilters));
  },
};

/** Opened from an address such as /blog?category=Governance&programme=Emergency+Relief. */
export const FiltersInForce: Story = {
  args: {
    values: { ...noArticleFilters, category: 'Governance', programmeArea: 'Emergency Relief' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('Governance');
    await expect(canvas.getByRole('combobox', { name: 'Programme area' })).toHaveValue(
      'Emergency Relief',
    );
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  },
};

/**
 * The blog is static HTML until its script runs. Text typed in that gap stays in the box once
 * the form hydrates and waits, as typed text always does, for Filter.
 */
export const TypedBeforeHydration: Story = {
  render: (args) => (
    <Prerendered>
      <FilteringInPlace {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    typeBeforeHydration(canvas.getByRole('searchbox', { name: 'Search articles' }), 'clinic');
    await hydratePrerendered(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search articles' });
    await expect(search).toHaveValue('clinic');
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith({ ...noArticleFilters, query: 'clinic' });
    await expect(search).toHaveValue('clinic');
    await expect(canvas.getByTestId('applied')).toHaveTextContent('"query":"clinic"');
  },
};

/**
 * A drop-down chosen before the form hydrates applies once it does, with the text typed, as a
 * choice made afterwards would; the fields keep both.
 */
export const ChosenBeforeHydration: Story = {
  render: TypedBeforeHydration.render,
  play: async ({ args, canvas, canvasElement }) => {
    typeBeforeHydration(canvas.getByRole('searchbox', { name: 'Search articles' }), 'clinic');
    chooseBeforeHydration(canvas.getByRole('combobox', { name: 'Region' }), 'MENA');
    await hydratePrerendered(canvasElement);
    const applied = { ...noArticleFilters, query: 'clinic', region: 'MENA' };
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith(applied);
    await expect(canvas.getByTestId('applied')).toHaveTextContent(JSON.stringify(applied));
    await expect(canvas.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('clinic');
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveValue('MENA');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [narrowFrame],
  args: { values: { ...noArticleFilters, query: 'water' } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox');
    const category = canvas.getByRole('combobox', { name: 'Category' });
    // The search takes its own row.
    await expect(category.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
  },
};
