import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import {
  hydratePrerendered,
  Prerendered,
  typeBeforeHydration,
} from '../../../storybook/prerendered.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { SearchInput } from './SearchInput.tsx';

const meta = {
  title: 'Forms/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A search box (`type="search"`, a search icon, an optional clear button): for the site search, the ' +
          '404 quick search and the document library filter. Keep the label visible unless the search is obvious ' +
          'from what surrounds it (a dialog titled Search, a Search button beside it); `hideLabel` keeps it for ' +
          'screen readers. For other text use **TextField**.',
      },
    },
  },
  args: { label: 'Search documents', name: 'q', onChange: fn(), onClear: fn() },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search documents' });
    await userEvent.type(input, 'safeguarding');
    await expect(input).toHaveValue('safeguarding');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvasElement.querySelector('svg[data-icon="search"]')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Clearable: Story = {
  args: { clearable: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'constitution');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    const { width, height } = clear.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/**
 * Prerendered, the box is plain HTML until the page's script runs. Text typed in that gap is
 * the field's own once it hydrates: the clear button shows, and clears it.
 */
export const TypedBeforeHydration: Story = {
  args: { clearable: true },
  render: (args) => (
    <Prerendered>
      <SearchInput {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    typeBeforeHydration(canvas.getByRole('searchbox'), 'constitution');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await hydratePrerendered(canvasElement);
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue('constitution');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const ClearWithKeyboard: Story = {
  args: { clearable: true, defaultValue: 'annual report' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveFocus();
    await expect(getComputedStyle(clear).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** The 404 page's quick search: the Search button beside it names it, so its label is hidden. */
export const HiddenLabelWithButton: Story = {
  args: { label: 'Search the site', hideLabel: true },
  render: (args) => (
    <Box
      as="form"
      role="search"
      display="flex"
      gap="xs"
      alignItems="flex-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <Box flexGrow={1}>
        <SearchInput {...args} />
      </Box>
      <Button type="submit">Search</Button>
    </Box>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toBeVisible();
    // The label is read, not shown: its visually hidden wrapper is one clipped pixel.
    const wrapper = canvas.getByText('Search the site').parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(wrapper).overflow).toBe('hidden');
  },
};

/** A parent that owns the text: the document library's filter. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('policy');
    return (
      <div>
        <SearchInput
          {...args}
          clearable
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onClear={() => setQuery('')}
        />
        <p data-testid="query">Filtering by: {query || 'nothing'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), ' 2024');
    await expect(canvas.getByTestId('query')).toHaveTextContent('Filtering by: policy 2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByTestId('query')).toHaveTextContent('Filtering by: nothing');
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    label: 'ابحث في المستندات',
    clearable: true,
    clearLabel: 'مسح البحث',
    defaultValue: 'السياسة',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox').getBoundingClientRect();
    const icon = (
      canvasElement.querySelector('svg[data-icon="search"]') as SVGElement
    ).getBoundingClientRect();
    const clear = canvas.getByRole('button', { name: 'مسح البحث' }).getBoundingClientRect();
    // Icon at the reading start (right), clear button at the end (left).
    await expect(input.right - icon.right).toBeLessThan(input.width / 4);
    await expect(clear.left - input.left).toBeLessThan(input.width / 4);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    clearable: true,
    hint: 'Search by title, description or tag',
    defaultValue: 'safeguarding statement 2024 version 2.1',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
