import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { ChecksumVerifier } from '../../../patterns/ChecksumVerifier/ChecksumVerifier.tsx';
import { expectFitsWindow } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { DocumentCard, type DocumentCardProps } from './DocumentCard.tsx';

// Stories stay on the page: following a link would navigate the story frame away.
const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

const constitution = {
  title: 'Trust Constitution',
  type: 'Constitution',
  description:
    'The signed constitution of the Global Health Access Trust: its charitable purposes, powers, trustees and the rules for their decisions.',
  date: '2024-01-15',
  version: '1.0',
  size: '2.4 MB',
  tags: ['governance', 'constitution', 'legal', 'charity law'],
  checksum: '9b2e4f71c0d83a5e6f1b27c49d08e3a5b6c71f2d94e0a8b3c5d6e7f8091a2b3c',
  viewHref: '/constitution',
  downloadHref: '/documents/ghat-trust-constitution-v1.0.pdf',
  downloadFileName: 'GHAT-Trust-Constitution-v1.0.pdf',
} satisfies DocumentCardProps;

const safeguarding = {
  title: 'Safeguarding Statement 2024',
  type: 'Policy Statement',
  description:
    'How the trust and its partners keep children and adults at risk safe, and how to raise a concern.',
  date: '2024-09-01',
  version: '2.1',
  size: '1.8 MB',
  tags: ['safeguarding', 'policy', 'protection'],
  checksum: '4c8d1e2f3a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e',
  viewHref: '/documents/safeguarding-statement-2024.pdf',
  downloadHref: '/documents/safeguarding-statement-2024.pdf',
} satisfies DocumentCardProps;

const meta = {
  title: 'Cards/DocumentCard',
  component: DocumentCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A document in the publications library: type badge, title, description, published date, version, ' +
          'size, up to three tags, and the first 16 characters of its SHA-256 checksum (the whole checksum on ' +
          'hover and for screen readers). View and Download are links named with the document title ' +
          '("Download Trust Constitution"); Download carries the `download` attribute. Use `onView` and ' +
          '`onDownload` for page-event tracking. Not for articles (**ArticleCard**).',
      },
    },
  },
  args: { ...constitution, onView: fn(stay), onDownload: fn(stay) },
} satisfies Meta<typeof DocumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Trust Constitution' })).toBeVisible();
    const view = canvas.getByRole('link', { name: 'View Trust Constitution' });
    const download = canvas.getByRole('link', { name: 'Download Trust Constitution' });
    await expect(download).toHaveAttribute('download', 'GHAT-Trust-Constitution-v1.0.pdf');
    await userEvent.click(view);
    await expect(args.onView).toHaveBeenCalledOnce();
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledOnce();
    const code = canvasElement.querySelector('code') as HTMLElement;
    await expect(code).toHaveTextContent('9b2e4f71c0d83a5e…');
    await expect(getComputedStyle(code).fontFamily).toMatch(/mono/);
  },
};

/** Four tags given, three shown. */
export const ExtraTagsHidden: Story = {
  play: async ({ canvas }) => {
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect([...tags.children].map((tag) => tag.textContent)).toEqual([
      'governance',
      'constitution',
      'legal',
    ]);
    await expect(canvas.queryByText('charity law')).toBeNull();
  },
};

export const PolicyStatement: Story = {
  args: { ...safeguarding, downloadFileName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Policy Statement')).toBeVisible();
    await expect(canvas.getByText('1 September 2024')).toBeVisible();
    // Without a file name the browser keeps the address's own.
    await expect(
      canvas.getByRole('link', { name: 'Download Safeguarding Statement 2024' }),
    ).toHaveAttribute('download', '');
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvas }) => {
    // The full-checksum disclosure, in the card's body, comes before the actions in its footer.
    await userEvent.tab();
    await expect(canvas.getByText('Show full SHA-256 checksum')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^View/ })).toHaveFocus();
    await userEvent.tab();
    const download = canvas.getByRole('link', { name: /^Download/ });
    await expect(download).toHaveFocus();
    await expect(getComputedStyle(download).outlineStyle).toBe('solid');
    // WCAG 2.2 target size.
    const { width, height } = download.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};

/** The whole checksum opened, with Copy and Verify (hashing stubbed: the file matches). */
export const ChecksumVerified: Story = {
  args: {
    checksumActions: (
      <ChecksumVerifier
        checksum={constitution.checksum}
        fileUrl={constitution.downloadHref}
        digest={async () => constitution.checksum}
        writeText={async () => {}}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(constitution.checksum, { selector: 'code' })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Show full SHA-256 checksum'));
    await expect(canvas.getByText(constitution.checksum, { selector: 'code' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify file' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('status')[1]).toHaveTextContent('The file matches this checksum'),
    );
  },
};

export const Library: Story = {
  render: (args) => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2 }}>
      <DocumentCard {...args} {...constitution} />
      <DocumentCard {...args} {...safeguarding} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const downloads = canvas.getAllByRole('link', { name: /^Download/ });
    // Side by side, the actions line up.
    if (window.innerWidth >= 740) {
      await expect(downloads[0]?.getBoundingClientRect().top).toBeCloseTo(
        downloads[1]?.getBoundingClientRect().top ?? 0,
        0,
      );
    }
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <DocumentCard {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'دستور الصندوق',
    type: 'دستور',
    description: 'الدستور الموقّع للصندوق: أغراضه الخيرية وصلاحياته وأمناؤه.',
    tags: ['حوكمة', 'دستور', 'قانوني'],
    locale: 'ar',
    viewLabel: 'عرض',
    downloadLabel: 'تنزيل',
    publishedLabel: 'تاريخ النشر',
    versionLabel: 'الإصدار',
    sizeLabel: 'الحجم',
    tagsLabel: 'الوسوم',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const badge = canvas.getByText('دستور', { selector: '[data-tone]' }).getBoundingClientRect();
    await expect(card.right - badge.right).toBeLessThan(card.width / 8);
    // View comes first, on the right.
    const view = canvas.getByRole('link', { name: 'عرض دستور الصندوق' }).getBoundingClientRect();
    const download = canvas
      .getByRole('link', { name: 'تنزيل دستور الصندوق' })
      .getBoundingClientRect();
    await expect(view.left).toBeGreaterThanOrEqual(download.right);
    // The checksum still reads left to right.
    await expect(getComputedStyle(canvasElement.querySelector('code') as Element).direction).toBe(
      'ltr',
    );
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Download/ })).toBeVisible();
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSizeOnPhone: Story = {
  ...OnPhone,
  globals: { ...phone, ...doubleTextSize },
};
