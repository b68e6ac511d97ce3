import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  childBoxes,
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import { ArticleLayout } from './ArticleLayout.tsx';
import { parseMarkdown } from '../../components/content/Markdown/parseMarkdown.ts';

const body = `Across conflict zones, the first casualty is often the local clinic. When health workers flee and supply routes close, families walk for days to reach care.

# The challenge

In 2024 our partners in 12 countries reported:

- 40% fewer open clinics in affected districts
- Vaccination rates falling below safe levels
- Long waits for maternity care

> Access to health is justice, not charity.

# What we fund

We fund **mobile clinics**, *training for community health workers* and supply chains for essential medicines. Read more about [how we work](/how-we-work).`;

/** Stands in for the AuthorCard the site passes: the layout only gives it a place. */
function ExampleAuthorCard() {
  return (
    <aside aria-labelledby="about-author">
      <h2 id="about-author">About the author</h2>
      <p>
        Dr Amara Okafor leads the Trust’s programme work in East Africa and has worked in emergency
        health for 15 years.
      </p>
    </aside>
  );
}

/** No share sheet, so the share button behaves the same in every test browser. */
function withoutShareSheet() {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'share');
  };
}

const meta = {
  title: 'Page layouts/ArticleLayout',
  component: ArticleLayout,
  tags: ['autodocs'],
  beforeEach: withoutShareSheet,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use ArticleLayout for one article of the blog: up to two category badges, the title (the ' +
          'page’s h1), the summary, a byline (author, published date written out as ‘1 January 2023’, ' +
          'reading time), the body rendered from markdown (its `#` headings become h2), hashtags, the ' +
          'Share Article button, an author card you pass in `authorCard`, and a ‘View All Articles’ ' +
          'link. Every word comes in as props. When no article matches the address, show ' +
          '**ArticleNotFound** instead. For policy pages use **PolicyLayout**.',
      },
    },
  },
  args: {
    title: 'Healthcare Access in Crisis Zones',
    summary:
      'When conflict closes clinics, the people closest to the problem keep care going. This is how we back them.',
    categories: ['Healthcare Access', 'Emergency Relief', 'Policy & Research'],
    author: 'Dr Amara Okafor',
    publishDate: '2023-01-01',
    readingTime: 6,
    body: parseMarkdown(body),
    tags: ['HealthEquity', 'Global Health', 'CrisisResponse'],
    shareUrl: 'https://ghat.org.uk/blog/healthcare-access-crisis-zones',
    shareButtonProps: { onShare: fn() },
    authorCard: <ExampleAuthorCard />,
    allArticlesHref: '/blog',
  },
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(
      within(article).getByRole('heading', { level: 1, name: 'Healthcare Access in Crisis Zones' }),
    ).toBeVisible();
    // Two categories at most.
    const categories = canvas.getByRole('list', { name: 'Categories' });
    await expect(within(categories).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('By Dr Amara Okafor')).toBeVisible();
    await expect(canvas.getByText('1 January 2023')).toHaveAttribute('datetime', '2023-01-01');
    await expect(canvas.getByText('6 min read')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'The challenge' })).toBeVisible();
    await expect(canvas.getByText('#HealthEquity')).toBeVisible();
    await expect(canvas.getByText('#GlobalHealth')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share Article' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'About the author' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const LinkedHashtags: Story = {
  args: { tagHref: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '#GlobalHealth' })).toHaveAttribute(
      'href',
      '/blog?tag=Global%20Health',
    );
  },
};

/** Only what an article must have: a title, a body and the way back. */
export const Minimal: Story = {
  args: {
    summary: undefined,
    categories: [],
    author: undefined,
    publishDate: undefined,
    readingTime: undefined,
    tags: [],
    shareUrl: undefined,
    authorCard: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Categories' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share Article' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View All Articles' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    // Nothing scrolls sideways, and the text keeps a gutter from the screen's edges.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(16);
    await expect(title.right).toBeLessThanOrEqual(390 - 16);
    await expectNoSidewaysOverflow(canvas.getByRole('article'));
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  globals: doubleTextSize,
  play: async ({ canvas }) => {
    await expect(parseFloat(getComputedStyle(canvas.getByText('6 min read')).fontSize)).toBe(28);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'الوصول إلى الرعاية الصحية في مناطق الأزمات',
    summary: 'الصحة عدالة وليست صدقة.',
    categories: ['الرعاية الصحية', 'الإغاثة الطارئة'],
    author: 'د. أمارا أوكافور',
    authorPrefix: 'بقلم',
    locale: 'ar',
    readingTimeLabel: (minutes: number) => `${minutes} دقائق قراءة`,
    body: parseMarkdown('# التحدي\n\nتغلق العيادات عندما يصل النزاع.'),
    tags: ['HealthEquity', 'الصحة العالمية'],
    allArticlesLabel: 'عرض جميع المقالات',
    shareButtonProps: { label: 'شارك المقال' },
  },
  play: async ({ canvas }) => {
    const articleElement = canvas.getByRole('article');
    const article = articleElement.getBoundingClientRect();
    const gutter = parseFloat(getComputedStyle(articleElement).paddingRight);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    // Everything starts on the right, inside the gutter.
    await expect(gutter).toBeGreaterThan(0);
    await expect(Math.abs(title.right - (article.right - gutter))).toBeLessThan(2);
    const [first, second] = childBoxes(canvas.getByRole('list', { name: 'Categories' }), 2);
    await expect(second.right).toBeLessThanOrEqual(first.left);
    // The byline reads right to left: author first, on the right of the date.
    const author = canvas.getByText('بقلم د. أمارا أوكافور').getBoundingClientRect();
    const date = canvas.getByRole('article').querySelector('time')?.getBoundingClientRect();
    await expect(date?.right).toBeLessThanOrEqual(author.left);
    // The way back sits at the start (right) with its arrow mirrored.
    const back = canvas.getByRole('link', { name: 'عرض جميع المقالات' });
    await expect(Math.abs(back.getBoundingClientRect().right - title.right)).toBeLessThan(2);
    await expect(back.querySelector('svg')).toHaveAttribute('data-mirrored', 'true');
  },
};

export const PhoneRightToLeft: Story = {
  ...RightToLeft,
  globals: { ...rightToLeft, ...phone },
  play: async (context) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await RightToLeft.play?.(context);
  },
};
