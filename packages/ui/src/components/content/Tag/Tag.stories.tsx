import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Content/Tag',
  component: Tag,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Use a Tag for a **keyword** on content: a document's tags (governance, finance) or an article's hashtags " +
          '(#HealthEquity). Give it `href` when the keyword leads to more content with the same tag; it then renders ' +
          "the app's link. Put a set of tags in a list (`ul`). For what something **is** or its status " +
          '(Constitution, Featured) use **Badge**; for an action use **Button**.',
      },
    },
  },
  args: { children: 'governance' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

function TagList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      display="flex"
      gap="xs"
      flexWrap="wrap"
      padding="none"
      margin="none"
      style={{ listStyle: 'none' }}
    >
      {children}
    </Box>
  );
}

const documentTags = ['governance', 'safeguarding', 'finance', 'annual report'];
const hashtags = ['HealthEquity', 'GlobalHealth', 'UniversalHealthCoverage', 'NursesMatter'];

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('governance')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A document's tags: plain keywords, not links. */
export const Plain: Story = {
  render: () => (
    <TagList label="Document tags">
      {documentTags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </TagList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Document tags' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(documentTags.length);
    await expect(list.querySelectorAll('a')).toHaveLength(0);
  },
};

/** An article's hashtags, each linking to other articles with the same tag. */
export const Links: Story = {
  render: () => (
    <TagList label="Article hashtags">
      {hashtags.map((tag) => (
        <li key={tag}>
          <Tag href={`#tag-${tag}`} prefix="#">
            {tag}
          </Tag>
        </li>
      ))}
    </TagList>
  ),
  play: async ({ canvas }) => {
    for (const tag of hashtags) {
      const link = canvas.getByRole('link', { name: `#${tag}` });
      await expect(link).toHaveAttribute('href', `#tag-${tag}`);
      // WCAG 2.2 target size.
      const { width, height } = link.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const KeyboardFocus: Story = {
  render: Links.render,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: '#HealthEquity' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '#GlobalHealth' })).toHaveFocus();
  },
};

/** Tags wrap onto new lines, and a long one wraps inside itself, at 320 px. */
export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  render: () => (
    <TagList label="Article hashtags">
      {[...hashtags, 'StrengtheningHealthSystemsInLowAndMiddleIncomeCountries'].map((tag) => (
        <li key={tag}>
          <Tag href={`#tag-${tag}`} prefix="#">
            {tag}
          </Tag>
        </li>
      ))}
    </TagList>
  ),
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

/** On an Arabic page an English hashtag keeps its '#' in front, and an Arabic one reads right to left. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  render: () => (
    <TagList label="وسوم المقال">
      <li>
        <Tag href="#tag-HealthEquity" prefix="#">
          HealthEquity
        </Tag>
      </li>
      <li>
        <Tag href="#tag-health" prefix="#">
          الصحة_للجميع
        </Tag>
      </li>
    </TagList>
  ),
  play: async ({ canvas }) => {
    const sides = (link: HTMLElement) => {
      const [hash, word] = [...link.childNodes].map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      });
      return { hash: hash as DOMRect, word: word as DOMRect };
    };
    const english = sides(canvas.getByRole('link', { name: '#HealthEquity' }));
    await expect(english.hash.right).toBeLessThanOrEqual(english.word.left + 1);
    const arabic = sides(canvas.getByRole('link', { name: '#الصحة_للجميع' }));
    await expect(arabic.hash.left).toBeGreaterThanOrEqual(arabic.word.right - 1);
  },
};
