import { mediaQueries } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
  toPixels,
  childBoxes,
  smallPhone,
  tablet,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { minItemWidths } from './Grid.css.ts';
import { Grid, gridColumnCounts, gridMinItemWidths } from './Grid.tsx';

/** How many columns the browser actually laid out. */
const columnCount = (grid: Element) =>
  getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="article" padding="md" background="subtle" borderRadius="md">
      <h2 style={{ margin: 0, overflowWrap: 'anywhere' }}>{title}</h2>
      <p style={{ marginBlockEnd: 0 }}>{children}</p>
    </Box>
  );
}

const countries = [
  ['Kenya', '38 clinics supported'],
  ['Malawi', '27 clinics supported'],
  ['Uganda', '31 clinics supported'],
  ['Tanzania', '19 clinics supported'],
  ['Rwanda', '14 clinics supported'],
  ['Zambia', '11 clinics supported'],
] as const;

const cards = countries.map(([country, detail]) => (
  <Card key={country} title={country}>
    {detail}
  </Card>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Items in equal columns with an even gap: cards, team members, figures, logos. ' +
          'Set `columns` per breakpoint (`{ mobile: 1, tablet: 2, desktop: 3 }`), or set `minItemWidth` to fit as many columns as the space allows, which follows the space the grid has rather than the screen (good inside sidebars and cards). ' +
          "The `minItemWidth` sizes are multiples of the largest space token (narrow 12rem, medium 16rem, wide 20rem), so they grow with the reader's text size, and never exceed the grid, so nothing overflows at 320 px. " +
          'Render as `ul` or `ol` when the items are a list (each child is wrapped in an `li` for you). ' +
          'Not for page structure with unequal regions, or for a single row of actions (use **Inline**).',
      },
    },
  },
  render: (args) => <Grid data-testid="grid" {...args} />,
  // One column on a phone: three fixed columns of 320 px would be narrower than a word.
  args: { space: 'lg', columns: { mobile: 1, tablet: 3 }, children: cards },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    await expect(columnCount(grid)).toBe(3);
    const [first, second, , fourth] = childBoxes(grid, 4);
    await expect(second.width).toBeCloseTo(first.width, 0);
    await expect(fourth.left).toBeCloseTo(first.left, 0);
  },
};

/** Every column count, one to six. */
export const ColumnCounts: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xl">
      {gridColumnCounts.map((count) => (
        <Grid key={count} space="sm" columns={count} data-testid={`columns-${count}`}>
          {Array.from({ length: count }, (_, index) => (
            <Box key={index} padding="sm" background="subtle">
              {index + 1} of {count}
            </Box>
          ))}
        </Grid>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const count of gridColumnCounts) {
      const grid = canvas.getByTestId(`columns-${count}`);
      await expect(columnCount(grid)).toBe(count);
      const tops = new Set([...grid.children].map((item) => item.getBoundingClientRect().top));
      await expect(tops.size).toBe(1);
    }
  },
};

/** Whichever breakpoint is active decides the count: one column on phones, two on tablets, three from desktop. */
const expectResponsiveColumns = async (grid: Element) => {
  const expected = window.matchMedia(mediaQueries.desktop).matches
    ? 3
    : window.matchMedia(mediaQueries.tablet).matches
      ? 2
      : 1;
  await expect(columnCount(grid)).toBe(expected);
};

export const ResponsiveColumns: Story = {
  args: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
  play: async ({ canvas }) => {
    await expectResponsiveColumns(canvas.getByTestId('grid'));
  },
};

export const ResponsiveColumnsOnTablet: Story = {
  ...ResponsiveColumns,
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mediaQueries.desktop).matches).toBe(false);
    await expect(columnCount(canvas.getByTestId('grid'))).toBe(2);
  },
};

export const ResponsiveColumnsOnPhone: Story = {
  ...ResponsiveColumns,
  globals: smallPhone,
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mediaQueries.tablet).matches).toBe(false);
    await expect(columnCount(canvas.getByTestId('grid'))).toBe(1);
  },
};

/** As many columns as fit while each item keeps its minimum width. */
export const MinItemWidths: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="xl">
      {gridMinItemWidths.map((width) => (
        <Grid key={width} minItemWidth={width} space="md" data-testid={width}>
          {args.children}
        </Grid>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const width of gridMinItemWidths) {
      const grid = canvas.getByTestId(width);
      await expect(grid).toHaveAttribute('data-min-item-width', width);
      const gap = parseFloat(getComputedStyle(grid).columnGap);
      const available = grid.getBoundingClientRect().width;
      // auto-fill: as many tracks of at least the minimum as fit, gaps included.
      const fits = Math.floor((available + gap) / (toPixels(minItemWidths[width]) + gap));
      await expect(columnCount(grid)).toBe(Math.max(1, fits));
      for (const item of grid.children) {
        await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(
          toPixels(minItemWidths[width]) - 1,
        );
      }
    }
  },
};

/** As a `ul`: each card becomes a list item. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Where we work' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Where we work' });
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(countries.length);
    await expect([...list.children]).toEqual(items);
    await expect(within(list).getAllByRole('article')[0]?.closest('li')).toBe(items[0]);
    await expect(items[0]).toHaveTextContent('Kenya');
  },
};

/** Columns fill from the right when the page reads right to left. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    children: ['كينيا', 'ملاوي', 'أوغندا'].map((country) => (
      <Card key={country} title={country}>
        عيادات مجتمعية
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    const box = grid.getBoundingClientRect();
    const [first, second, third] = childBoxes(grid, 3);
    await expect(first.right).toBeCloseTo(box.right, 0);
    await expect(second.right).toBeLessThan(first.left);
    await expect(third.left).toBeCloseTo(box.left, 0);
  },
};

/** At 320 px the responsive grid is one column. */
export const NarrowScreen: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: { columns: { mobile: 1, tablet: 2, desktop: 3 } },
  play: async ({ canvas }) => {
    await expectResponsiveColumns(canvas.getByTestId('grid'));
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

/**
 * At 200% text the wide minimum is 40rem of 16 px text, far wider than the frame:
 * `min(100%, …)` keeps one column the width of the frame instead of overflowing.
 */
export const NarrowScreenWithMinItemWidth: Story = {
  globals: { ...smallPhone, ...doubleTextSize },
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: { columns: undefined, minItemWidth: 'wide' },
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('grid');
    await expect(toPixels(minItemWidths.wide)).toBeGreaterThan(grid.getBoundingClientRect().width);
    await expect(columnCount(grid)).toBe(1);
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
