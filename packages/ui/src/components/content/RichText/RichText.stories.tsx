import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { RichText } from './RichText.tsx';
import type { RichTextBlock } from './richTextTypes.ts';

// Written out as data, as a page receives it from parseMarkdown at build time.
const storyBlocks: RichTextBlock[] = [
  {
    type: 'paragraph',
    children: [
      'When clinics close, families walk for days to reach care. ',
      { type: 'strong', children: ['Health is justice'] },
      ', not charity.',
    ],
  },
  { type: 'heading', depth: 1, children: ['What we fund'] },
  {
    type: 'list',
    ordered: false,
    items: [
      [{ type: 'text', children: ['Mobile clinics that follow displaced communities'] }],
      [{ type: 'text', children: [{ type: 'em', children: ['Training'] }, ' for health workers'] }],
    ],
  },
  {
    type: 'quote',
    children: [{ type: 'paragraph', children: ['We fund the people closest to the problem.'] }],
  },
  {
    type: 'paragraph',
    children: [
      'Read about ',
      { type: 'link', href: '/how-we-work', children: ['how we work'] },
      ' or the ',
      {
        type: 'link',
        href: 'https://www.who.int/emergencies',
        children: ['WHO emergency guidance'],
      },
      '.',
    ],
  },
  { type: 'rule' },
  { type: 'code', text: 'sha256sum constitution.pdf' },
  { type: 'literal', text: '<script>alert(1)</script>' },
];

const meta = {
  title: 'Content/RichText',
  component: RichText,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use RichText to show text that was written in markdown once it has been parsed: the page parses ' +
          'where it is built (`parseMarkdown` from `@ghat/ui/markdown`, in a build step, a loader or a ' +
          'server) and the browser gets plain data and this small renderer, **never the parser**. ' +
          'It never sets HTML; source kept as text (raw HTML) is shown as typed, and a link whose scheme is ' +
          'not http, https, mailto or tel loses its link even when the data did not come from parseMarkdown. ' +
          'Headings move down by `headingOffset` (1 by default). Use Markdown instead only where the text ' +
          'is not known until the page runs.',
      },
    },
  },
  args: { blocks: storyBlocks },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we fund' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'how we work' })).toHaveAttribute(
      'href',
      '/how-we-work',
    );
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
  },
};

export const UnsafeLinkData: Story = {
  args: {
    blocks: [
      {
        type: 'paragraph',
        children: [
          { type: 'link', href: 'javascript:alert(1)', children: ['Words stay, link goes'] },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Words stay, link goes')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Narrow: Story = {
  decorators: [narrowFrame],
  args: {
    blocks: [
      ...storyBlocks,
      {
        type: 'paragraph',
        children: [
          'A long address: https://www.who.int/emergencies/situations/conflict-health-access-report-2025',
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    blocks: [
      { type: 'heading', depth: 1, children: ['التحدي'] },
      { type: 'quote', children: [{ type: 'paragraph', children: ['الصحة عدالة وليست صدقة.'] }] },
    ],
  },
  play: async ({ canvasElement }) => {
    // The quotation's rule sits on the right when the page reads right to left.
    const quote = canvasElement.querySelector('blockquote');
    await expect(quote).not.toBeNull();
    await expect(
      parseFloat(getComputedStyle(quote ?? canvasElement).borderRightWidth),
    ).toBeGreaterThan(0);
  },
};
