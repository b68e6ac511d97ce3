import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow, hitAt, storyImage } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { Heading } from '../../../primitives/type/Heading/Heading.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { ArticleCard, type ArticleCardProps } from './ArticleCard.tsx';

const featured: ArticleCardProps[] = [
  {
    title: 'Healthcare Access in Crisis Zones',
    href: '/blog/healthcare-access-crisis-zones',
    summary:
      'How mobile clinics and local partners keep primary care going when hospitals close, and what displaced families told us they need most.',
    author: 'Dr Amara Okafor',
    readingTime: 6,
    date: '2024-01-15',
    categories: ['Emergency Relief', 'Healthcare Access'],
    image: { src: storyImage('sky'), alt: '' },
  },
  {
    title: 'Training the Next Generation of Community Health Workers',
    href: '/blog/training-the-next-generation-of-community-health-workers',
    summary:
      'Our partners in South Asia trained 1,200 community health workers last year. Three of them describe the difference it made.',
    author: 'Priya Raman',
    readingTime: 4,
    date: '2023-11-02',
    categories: ['Education & Training', 'South Asia'],
    image: { src: storyImage('green'), alt: '' },
  },
  {
    title: 'Why Health Systems Strengthening Outlasts Emergency Aid',
    href: '/blog/why-health-systems-strengthening-outlasts-emergency-aid',
    summary:
      'Supply chains, data and trained managers: the unglamorous work that keeps clinics open long after a crisis leaves the news.',
    author: 'James Whitfield',
    readingTime: 7,
    date: '2023-10-18',
    categories: ['Systems Strengthening', 'Africa', 'Policy & Research'],
    image: { src: storyImage('sand'), alt: '' },
  },
];

const meta = {
  title: 'Cards/ArticleCard',
  component: ArticleCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An article in the Impact & Insights listing (Featured Stories, All Articles): up to two category ' +
          'badges (any more are left for the article page), the title linking to `/blog/{slug}`, summary, author, ' +
          'an optional date and the reading time ("5 min read" on screen, "Reading time: 5 minutes" to screen ' +
          'readers). The whole card is clickable through the title link. Not for documents (**DocumentCard**).',
      },
    },
  },
  args: featured[0],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    await expect(link).toHaveAttribute('href', '/blog/healthcare-access-crisis-zones');
    await expect(canvas.getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvas.getByText('Reading time: 6 minutes')).toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2024-01-15');
    // Anywhere on the card leads to the article.
    const card = canvas.getByRole('article');
    await expect(hitAt(card, card.clientWidth - 8, card.clientHeight - 8)).toBe(link);
  },
};

/** Three categories given, two shown. */
export const ExtraCategoriesHidden: Story = {
  args: featured[2],
  play: async ({ canvas }) => {
    const badges = canvas.getAllByRole('listitem');
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      'Systems Strengthening',
      'Africa',
    ]);
    await expect(canvas.queryByText('Policy & Research')).toBeNull();
  },
};

export const WithoutImageOrDate: Story = {
  args: { image: undefined, date: undefined, categories: ['Healthcare Access'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
  },
};

export const FeaturedStories: Story = {
  render: () => (
    <Stack as="section" space="lg" aria-labelledby="featured-stories">
      <Heading level={2} id="featured-stories">
        Featured Stories
      </Heading>
      <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {featured.map((article) => (
          <ArticleCard key={article.href} {...article} />
        ))}
      </Grid>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const articles = canvas.getAllByRole('article');
    // One link per card.
    for (const article of articles) {
      await expect(article.querySelectorAll('a')).toHaveLength(1);
    }
  },
};

export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box padding="md">
      <Grid as="ul" space="md">
        {featured.map((article) => (
          <ArticleCard key={article.href} {...article} />
        ))}
      </Grid>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'الوصول إلى الرعاية الصحية في مناطق الأزمات',
    summary: 'كيف تحافظ العيادات المتنقلة على الرعاية الأولية عندما تغلق المستشفيات.',
    author: 'فاطمة الزهراء',
    categories: ['الإغاثة الطارئة', 'الوصول إلى الرعاية الصحية'],
    categoriesLabel: 'الفئات',
    locale: 'ar',
    formatReadingTime: (minutes) => ({
      short: `${minutes} دقائق`,
      full: `وقت القراءة: ${minutes} دقائق`,
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const list = canvas.getByRole('list', { name: 'الفئات' });
    const [first, second] = [...list.children].map((item) => item.getBoundingClientRect());
    // The first category is on the reading-start side: the right.
    await expect(first?.left).toBeGreaterThanOrEqual(second?.right ?? 0);
    await expect(card.right - (first?.right ?? 0)).toBeLessThan(card.width / 8);
    const author = canvas.getByText('فاطمة الزهراء').getBoundingClientRect();
    await expect(card.right - author.right).toBeLessThan(card.width / 4);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: featured[1],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading');
    // The text really is twice the size, and still fits.
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(38);
    await expect(canvas.getByText('4 min read')).toBeVisible();
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSizeOnPhone: Story = {
  ...OnPhone,
  globals: { ...phone, ...doubleTextSize },
};
