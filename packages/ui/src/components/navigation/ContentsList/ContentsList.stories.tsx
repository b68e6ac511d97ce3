import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearHash,
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { parseMarkdown } from '../../../markdown.ts';
import { RichText } from '../../content/RichText/RichText.tsx';
import { richTextHeadings } from '../../content/RichText/headings.ts';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { ContentsList } from './ContentsList.tsx';

/** The start of the trust's constitution, as its page shows it in full. */
const constitution = parseMarkdown(
  ['1. Name and Status', '2. Objects', '3. Powers', '4. Trustees', '5. Proceedings of the Trustees']
    .map(
      (title) =>
        `## ${title}\n\nThe trustees hold the trust fund on trust to apply the income and capital for the objects set out below. ${'The trustees may exercise any power of a charitable trust. '.repeat(6)}`,
    )
    .join('\n\n'),
);
const headings = richTextHeadings(constitution);

const meta = {
  title: 'Navigation/ContentsList',
  component: ContentsList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The contents of a long page or document (the constitution in full): a navigation region, named by its ' +
          'title, listing links to the page’s headings. Following a link moves focus to the heading as well as the ' +
          'view, so keyboard and screen reader users read on from there. With rich text, `richTextHeadings(blocks)` ' +
          'gives the entries and `<RichText anchorHeadings>` gives the headings the same ids. Set `headingLevel` ' +
          'from the page outline. PolicyLayout has one of its own.',
      },
    },
  },
  args: {
    label: 'Contents',
    headingLevel: 3,
    entries: headings.map((heading) => ({ id: heading.id, label: heading.text })),
  },
  render: (args) => (
    <Stack space="xl">
      <ContentsList {...args} />
      <RichText blocks={constitution} anchorHeadings />
    </Stack>
  ),
} satisfies Meta<typeof ContentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(within(nav).getByRole('heading', { level: 3, name: 'Contents' })).toBeVisible();
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const JumpToHeading: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Contents' });
    await userEvent.click(within(nav).getByRole('link', { name: '4. Trustees' }));
    const heading = canvas.getByRole('heading', { name: '4. Trustees' });
    await expect(heading).toHaveFocus();
    await expect(window.location.hash).toBe('#4-trustees');
    await waitFor(() =>
      expect(heading.getBoundingClientRect().top).toBeLessThan(window.innerHeight),
    );
    // The focus ring shows where reading carries on.
    await expect(getComputedStyle(heading).outlineStyle).toBe('solid');
    clearHash();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Contents' });
    within(nav).getByRole('link', { name: '2. Objects' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: '2. Objects' })).toHaveFocus();
    clearHash();
  },
};

/** 320 px wide with text at 200%: nothing needs scrolling sideways. */
export const NarrowScreenDoubleText: Story = {
  globals: doubleTextSize,
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    label: 'المحتويات',
    entries: [
      { id: '1-name-and-status', label: 'الاسم والوضع' },
      { id: '2-objects', label: 'الأهداف' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'المحتويات' });
    // The accent border is on the reading side: the right in right-to-left.
    const style = getComputedStyle(nav);
    await expect(style.borderRightStyle).toBe('solid');
    await expect(style.borderLeftStyle).toBe('none');
  },
};
