import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import { ArticleNotFound } from './ArticleNotFound.tsx';

const meta = {
  title: 'Page layouts/ArticleNotFound',
  component: ArticleNotFound,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Show ArticleNotFound as the whole content of an article page when no article has the slug ' +
          'asked for, in place of ArticleLayout. It says so plainly and links back to the list of ' +
          'articles. For any other unknown address use the site’s 404 page instead.',
      },
    },
  },
  args: { backHref: '/blog' },
} satisfies Meta<typeof ArticleNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Article Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText("The article you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const Phone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const link = canvas.getByRole('link', { name: 'Back to Articles' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'المقال غير موجود',
    description: 'المقال الذي تبحث عنه غير موجود أو تم نقله.',
    backLabel: 'العودة إلى المقالات',
  },
  play: async ({ canvas }) => {
    // The back arrow comes first in reading order: on the right, pointing right (mirrored).
    const link = canvas.getByRole('link', { name: 'العودة إلى المقالات' });
    const arrow = link.querySelector('svg');
    await expect(arrow).toHaveAttribute('data-mirrored', 'true');
    await expect(arrow?.getBoundingClientRect().left).toBeGreaterThan(
      link.getBoundingClientRect().left + link.getBoundingClientRect().width / 2,
    );
  },
};
