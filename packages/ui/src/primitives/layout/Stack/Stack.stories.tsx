import { mediaQueries, vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
  toPixels,
  smallPhone,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { Button } from '../../actions/Button/Button.tsx';
import { Stack, stackAlignments } from './Stack.tsx';

/** The gaps between consecutive elements, top to bottom. */
function gapsBetween(elements: Element[]) {
  const boxes = elements.map((element) => element.getBoundingClientRect());
  return boxes.slice(1).map((box, index) => box.top - (boxes[index]?.bottom ?? Number.NaN));
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box padding="md" background="subtle" borderRadius="md">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Items one above the other with an even gap from the space tokens: the vertical rhythm of a page, a card or a form. ' +
          'Use it instead of margins on the items, so spacing lives in one place and stays on the scale. `space` is responsive (`{ mobile: "md", desktop: "xl" }`). ' +
          'Render as `ul` or `ol` when the items are a list (each child is wrapped in an `li` for you: pass the content, not `li`s). ' +
          '`align="start"` keeps buttons at their own width; `dividers` draws a rule between items. ' +
          'For items side by side use **Inline**; for columns use **Grid**.',
      },
    },
  },
  render: (args) => <Stack data-testid="stack" {...args} />,
  args: {
    space: 'md',
    children: [
      <Panel key="clinics">140 community clinics supported</Panel>,
      <Panel key="nurses">2,300 nurses trained</Panel>,
      <Panel key="families">12,400 families reached</Panel>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = [...canvas.getByTestId('stack').children];
    await expect(items).toHaveLength(3);
    for (const gap of gapsBetween(items)) await expect(gap).toBeCloseTo(toPixels(vars.space.md), 0);
  },
};

/** Where items sit across the stack. Stretch (the default) fills the width; start keeps a button its own size. */
export const Alignments: Story = {
  render: (args) => (
    <Stack space="xl">
      {stackAlignments.map((align) => (
        <Stack key={align} {...args} align={align} data-testid={align}>
          <Button>Partner With Us</Button>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const place = (align: string) => {
      const stack = canvas.getByTestId(align);
      return {
        stack: stack.getBoundingClientRect(),
        button: within(stack).getByRole('button').getBoundingClientRect(),
      };
    };
    const start = place('start');
    await expect(start.button.left).toBeCloseTo(start.stack.left, 0);
    await expect(start.button.width).toBeLessThan(start.stack.width);
    const centre = place('center');
    await expect(centre.button.left + centre.button.width / 2).toBeCloseTo(
      centre.stack.left + centre.stack.width / 2,
      0,
    );
    const end = place('end');
    await expect(end.button.right).toBeCloseTo(end.stack.right, 0);
    const stretch = place('stretch');
    await expect(stretch.button.width).toBeCloseTo(stretch.stack.width, 0);
  },
};

/** A gap that grows on larger screens: small on phones, extra large from the desktop breakpoint. */
export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'sm', desktop: 'xl' } },
  play: async ({ canvas }) => {
    const expected = window.matchMedia(mediaQueries.desktop).matches
      ? vars.space.xl
      : vars.space.sm;
    for (const gap of gapsBetween([...canvas.getByTestId('stack').children])) {
      await expect(gap).toBeCloseTo(toPixels(expected), 0);
    }
  },
};

export const ResponsiveSpaceOnPhone: Story = {
  ...ResponsiveSpace,
  globals: smallPhone,
};

/** As a `ul`: each child becomes a list item, so screen readers announce a list of three. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'sm',
    'aria-label': 'Ways to help',
    children: [
      <a key="donate" href="#donate">
        Make a donation
      </a>,
      <a key="volunteer" href="#volunteer">
        Volunteer with us
      </a>,
      <a key="partner" href="#partner">
        Partner With Us
      </a>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ways to help' });
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect([...list.children]).toEqual(items);
    // No bullets or indent: the layout shows the items.
    for (const item of items) await expect(getComputedStyle(item).listStyleType).toBe('none');
    await expect(parseFloat(getComputedStyle(list).paddingInlineStart)).toBe(0);
  },
};

/** Ordered steps: an `ol`. The markers are removed, so each step says its number. */
export const OrderedSteps: Story = {
  args: {
    as: 'ol',
    space: 'md',
    'aria-label': 'How a partnership starts',
    children: [
      <Panel key="1">Step 1: Tell us about your organisation</Panel>,
      <Panel key="2">Step 2: Meet our partnerships team</Panel>,
      <Panel key="3">Step 3: Agree where your support goes</Panel>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'How a partnership starts' });
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A rule between items, not before the first or after the last; hidden from screen readers. */
export const Dividers: Story = {
  args: { space: 'lg', dividers: true },
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const rules = [...stack.querySelectorAll('hr')];
    await expect(rules).toHaveLength(2);
    await expect(canvas.queryAllByRole('separator')).toHaveLength(0);
    for (const rule of rules) await expect(rule).toHaveAttribute('aria-hidden', 'true');
    // The same space above and below each rule.
    for (const gap of gapsBetween([...stack.children])) {
      await expect(gap).toBeCloseTo(toPixels(vars.space.lg), 0);
    }
  },
};

/** Dividers in a centred list: the rules sit inside the list items and still span the full width. */
export const DividersInCentredList: Story = {
  args: {
    as: 'ul',
    space: 'md',
    align: 'center',
    dividers: true,
    'aria-label': 'Recent updates',
    children: [
      <span key="a">Subscription Confirmed</span>,
      <span key="b">Donation Received</span>,
      <span key="c">Event Booked</span>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recent updates' });
    await expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    const width = list.getBoundingClientRect().width;
    for (const rule of list.querySelectorAll('hr')) {
      await expect(rule.getBoundingClientRect().width).toBeCloseTo(width, 0);
    }
    const listBox = list.getBoundingClientRect();
    const text = canvas.getByText('Donation Received').getBoundingClientRect();
    await expect(text.left + text.width / 2).toBeCloseTo(listBox.left + listBox.width / 2, 0);
  },
};

/** Aligned to the start, items sit at the right when the page reads right to left. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    align: 'start',
    children: [
      <Button key="partner">شاركنا</Button>,
      <Button key="donate" variant="secondary">
        تبرع الآن
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack').getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeCloseTo(stack.right, 0);
      await expect(box.left).toBeGreaterThan(stack.left);
    }
  },
};

export const NarrowScreen: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: {
    space: { mobile: 'md', desktop: 'xl' },
    dividers: true,
    children: [
      <Panel key="a">Community health workers now reach families in remote districts.</Panel>,
      <Panel key="b">Mobile clinics run five days a week through the rainy season.</Panel>,
      <Button key="c" fullWidth>
        Start a Conversation about Legacy Giving
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
