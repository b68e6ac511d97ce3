import { mediaQueries, vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
  toPixels,
  childBoxes,
  smallPhone,
  tablet,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { Button, ButtonLink } from '../../actions/Button/Button.tsx';
import {
  Inline,
  inlineAlignments,
  inlineCollapseBreakpoints,
  inlineVerticalAlignments,
  type InlineCollapseBreakpoint,
} from './Inline.tsx';

function Tag({ children }: { children: ReactNode }) {
  return (
    <Box
      as="span"
      display="inline-block"
      paddingInline="sm"
      paddingBlock="xxs"
      background="muted"
      borderRadius="full"
    >
      {children}
    </Box>
  );
}

const topics = ['Malaria', 'Maternal health', 'Clean water', 'Nurse training', 'Nutrition'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Items side by side with an even gap, wrapping onto new rows when they run out of room: actions, tags, links, a logo beside a title. ' +
          'The row follows the reading direction, so the first item sits at the right in right-to-left languages. ' +
          '`collapseBelow="tablet"` stacks the items on phones (for a pair of full actions, say). ' +
          'Render as `ul` or `ol` when the items are a list (each child is wrapped in an `li` for you). ' +
          'For items one above another use **Stack**; for equal columns use **Grid**.',
      },
    },
  },
  render: (args) => <Inline data-testid="inline" {...args} />,
  args: {
    space: 'sm',
    children: topics.map((topic) => <Tag key={topic}>{topic}</Tag>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = childBoxes(canvas.getByTestId('inline'), 2);
    await expect(second.top).toBeCloseTo(first.top, 0);
    await expect(second.left - first.right).toBeCloseTo(toPixels(vars.space.sm), 0);
  },
};

/** Where the items sit along the row. */
export const Alignments: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="lg">
      {inlineAlignments.map((align) => (
        <Box key={align} padding="xs" background="subtle">
          <Inline {...args} align={align} data-testid={align}>
            <Tag>Malaria</Tag>
            <Tag>Clean water</Tag>
            <Tag>Nutrition</Tag>
          </Inline>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const place = (align: string) => {
      const inline = canvas.getByTestId(align);
      const [first, , last] = childBoxes(inline, 3);
      return { row: inline.getBoundingClientRect(), first, last };
    };
    const start = place('start');
    await expect(start.first.left).toBeCloseTo(start.row.left, 0);
    await expect(start.last.right).toBeLessThan(start.row.right);
    const centre = place('center');
    await expect(centre.first.left - centre.row.left).toBeCloseTo(
      centre.row.right - centre.last.right,
      0,
    );
    const end = place('end');
    await expect(end.last.right).toBeCloseTo(end.row.right, 0);
    await expect(end.first.left).toBeGreaterThan(end.row.left);
    const spread = place('spaceBetween');
    await expect(spread.first.left).toBeCloseTo(spread.row.left, 0);
    await expect(spread.last.right).toBeCloseTo(spread.row.right, 0);
  },
};

/** How items of different heights line up. */
export const VerticalAlignments: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="lg">
      {inlineVerticalAlignments.map((alignY) => (
        <Inline key={alignY} {...args} alignY={alignY} data-testid={alignY}>
          <Button size="large">Partner With Us</Button>
          <Button size="small" variant="secondary">
            Read our report
          </Button>
        </Inline>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const pair = (alignY: string) => childBoxes(canvas.getByTestId(alignY), 2);
    const [topLarge, topSmall] = pair('top');
    await expect(topSmall.top).toBeCloseTo(topLarge.top, 0);
    await expect(topSmall.height).toBeLessThan(topLarge.height);
    const [centreLarge, centreSmall] = pair('center');
    await expect(centreSmall.top + centreSmall.height / 2).toBeCloseTo(
      centreLarge.top + centreLarge.height / 2,
      0,
    );
    const [bottomLarge, bottomSmall] = pair('bottom');
    await expect(bottomSmall.bottom).toBeCloseTo(bottomLarge.bottom, 0);
    await expect(getComputedStyle(canvas.getByTestId('baseline')).alignItems).toBe('baseline');
  },
};

/** A gap that grows on larger screens. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'xs', desktop: 'lg' } },
  play: async ({ canvas }) => {
    const [first, second] = childBoxes(canvas.getByTestId('inline'), 2);
    const expected = window.matchMedia(mediaQueries.desktop).matches
      ? vars.space.lg
      : vars.space.xs;
    await expect(second.left - first.right).toBeCloseTo(toPixels(expected), 0);
  },
};

/** Whether the items should be stacked, for the window the story runs in. */
const collapsed = (breakpoint: InlineCollapseBreakpoint) =>
  !window.matchMedia(mediaQueries[breakpoint]).matches;

const actions = [
  <ButtonLink key="partner" href="#partner">
    Partner With Us
  </ButtonLink>,
  <ButtonLink key="conversation" href="#contact" variant="secondary">
    Start a Conversation
  </ButtonLink>,
];

/** A row from the tablet breakpoint up; one above the other on phones. */
export const CollapseBelowTablet: Story = {
  args: { space: 'md', collapseBelow: 'tablet', children: actions },
  play: async ({ args, canvas }) => {
    const breakpoint = args.collapseBelow ?? inlineCollapseBreakpoints[0];
    const [first, second] = childBoxes(canvas.getByTestId('inline'), 2);
    if (collapsed(breakpoint)) {
      await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    } else {
      await expect(second.top).toBeCloseTo(first.top, 0);
      await expect(second.left).toBeGreaterThanOrEqual(first.right);
    }
  },
};

/** On a phone the actions stack, each centred as `align` asks. */
export const CollapseBelowTabletOnPhone: Story = {
  ...CollapseBelowTablet,
  globals: smallPhone,
  args: { ...CollapseBelowTablet.args, align: 'center' },
  play: async ({ canvas }) => {
    await expect(collapsed('tablet')).toBe(true);
    const inline = canvas.getByTestId('inline');
    const row = inline.getBoundingClientRect();
    const [first, second] = childBoxes(inline, 2);
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    for (const item of [first, second]) {
      await expect(item.left + item.width / 2).toBeCloseTo(row.left + row.width / 2, 0);
    }
  },
};

/** Collapsing below desktop: still stacked on a tablet. */
export const CollapseBelowDesktopOnTablet: Story = {
  ...CollapseBelowTablet,
  globals: tablet,
  args: { ...CollapseBelowTablet.args, collapseBelow: 'desktop' },
  play: async ({ canvas }) => {
    await expect(collapsed('tablet')).toBe(false);
    await expect(collapsed('desktop')).toBe(true);
    const [first, second] = childBoxes(canvas.getByTestId('inline'), 2);
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};

/** As a `ul` of links: each becomes a list item, and the list keeps its semantics. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'md',
    'aria-label': 'About us',
    children: [
      <a key="impact" href="#impact">
        Our Impact
      </a>,
      <a key="partners" href="#partners">
        Our Partners
      </a>,
      <a key="reports" href="#reports">
        Annual reports
      </a>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'About us' });
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect([...list.children]).toEqual(items);
    await expect(within(list).getAllByRole('link')[0]?.closest('li')).toBe(items[0]);
  },
};

/** The row starts at the right when the page reads right to left: the first item is rightmost. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    children: [
      <Tag key="malaria">الملاريا</Tag>,
      <Tag key="water">المياه النظيفة</Tag>,
      <Tag key="nutrition">التغذية</Tag>,
    ],
  },
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const row = inline.getBoundingClientRect();
    const [first, second, third] = childBoxes(inline, 3);
    await expect(first.right).toBeCloseTo(row.right, 0);
    await expect(second.right).toBeLessThanOrEqual(first.left);
    await expect(third.right).toBeLessThanOrEqual(second.left);
  },
};

/** At 320 px the tags wrap onto new rows instead of running off the side. */
export const NarrowScreen: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: {
    children: [...topics, 'Community health workers', 'Emergency response'].map((topic) => (
      <Tag key={topic}>{topic}</Tag>
    )),
  },
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const tops = new Set(
      [...inline.children].map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBeGreaterThan(1);
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
