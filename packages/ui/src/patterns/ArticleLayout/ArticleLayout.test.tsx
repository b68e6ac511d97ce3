import { formatLongDate as formatArticleDate } from '@ghat/forms';
import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../test/RouterLink.tsx';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { uk } from '../../i18n/locales/uk.ts';
import { LinkProvider } from '../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { ArticleLayout, toHashtag, type ArticleLayoutProps } from './ArticleLayout.tsx';
import { parseMarkdown } from '../../components/content/Markdown/parseMarkdown.ts';

const article: ArticleLayoutProps = {
  title: 'Healthcare Access in Crisis Zones',
  summary: 'Why access to health is justice, not charity.',
  categories: ['Healthcare Access', 'Emergency Relief', 'Policy & Research'],
  author: 'Dr Amara Okafor',
  publishDate: '2023-01-01',
  readingTime: 5,
  body: parseMarkdown(
    '# The challenge\n\nClinics close when conflict arrives.\n\n## What we fund\n\n- Mobile clinics',
  ),
  tags: ['HealthEquity', 'Global Health'],
  allArticlesHref: '/blog',
};

function renderArticle(props: Partial<ArticleLayoutProps> = {}) {
  return render(<ArticleLayout {...article} {...props} />);
}

describe('formatArticleDate', () => {
  it("writes dates as '1 January 2023' in British English by default", () => {
    expect(formatArticleDate('2023-01-01')).toBe('1 January 2023');
    expect(formatArticleDate('2025-09-16')).toBe('16 September 2025');
  });

  it('reads the date as a calendar date, so no time zone moves it a day', () => {
    expect(formatArticleDate('2023-12-31')).toBe('31 December 2023');
  });

  it('writes dates in the locale it is given', () => {
    expect(formatArticleDate('2023-01-01', 'fr-FR')).toBe('1 janvier 2023');
  });

  it('returns anything that is not YYYY-MM-DD as it is', () => {
    expect(formatArticleDate('Spring 2024')).toBe('Spring 2024');
  });
});

describe('toHashtag', () => {
  it('joins words with capitals and drops a leading #', () => {
    expect(toHashtag('HealthEquity')).toBe('HealthEquity');
    expect(toHashtag('health equity')).toBe('HealthEquity');
    expect(toHashtag('  #Global  Health ')).toBe('GlobalHealth');
  });
});

describe('ArticleLayout', () => {
  it('is an article with the title as its h1 and the summary under it', () => {
    renderArticle();
    const page = screen.getByRole('article');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Healthcare Access in Crisis Zones',
    );
    expect(screen.getByText('Why access to health is justice, not charity.')).toBeInTheDocument();
  });

  it('shows at most two categories, as a named list of badges', () => {
    renderArticle();
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Healthcare Access', 'Emergency Relief']);
    expect(screen.queryByText('Policy & Research')).toBeNull();
  });

  it('takes the number of categories shown as a prop', () => {
    renderArticle({ maxCategories: 3 });
    expect(
      within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('leaves the category list out when there are none', () => {
    renderArticle({ categories: [] });
    expect(screen.queryByRole('list', { name: 'Categories' })).toBeNull();
  });

  it('shows the author, the date as a <time>, and the reading time', () => {
    const { container } = renderArticle();
    expect(screen.getByText('By Dr Amara Okafor')).toBeInTheDocument();
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2023-01-01');
    expect(time).toHaveTextContent('1 January 2023');
    expect(screen.getByText('5 min read')).toBeInTheDocument();
  });

  it('reads the byline parts apart, not run together', () => {
    const { container } = renderArticle();
    const byline = container.querySelector('time')?.closest('p');
    expect(byline?.textContent).toBe('By Dr Amara Okafor 1 January 2023 5 min read');
  });

  it('takes the byline words, locale and date format as props', () => {
    const { container } = renderArticle({
      authorPrefix: 'Par',
      locale: 'fr-FR',
      readingTimeLabel: (minutes) => `${minutes} min de lecture`,
    });
    expect(screen.getByText('Par Dr Amara Okafor')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent('1 janvier 2023');
    expect(screen.getByText('5 min de lecture')).toBeInTheDocument();
    renderArticle({ formatDate: (date) => `on ${date}` });
    expect(screen.getByText('on 2023-01-01')).toBeInTheDocument();
  });

  it('leaves out the byline when there is nothing to say', () => {
    const { container } = renderArticle({
      author: undefined,
      publishDate: undefined,
      readingTime: undefined,
    });
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByText(/min read/)).toBeNull();
    expect(screen.queryByText(/^By /)).toBeNull();
  });

  it("renders the body from markdown, its '#' headings as h2 under the title", () => {
    renderArticle();
    expect(screen.getByRole('heading', { level: 2, name: 'The challenge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What we fund' })).toBeInTheDocument();
    expect(screen.getByText('Mobile clinics').closest('ul')).not.toBeNull();
  });

  it('shows the tags as hashtags in a named list', () => {
    renderArticle();
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#HealthEquity', '#GlobalHealth']);
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('links each hashtag when given tagHref', () => {
    renderArticle({ tagHref: (tag) => `/blog?tag=${encodeURIComponent(tag)}` });
    expect(screen.getByRole('link', { name: '#GlobalHealth' })).toHaveAttribute(
      'href',
      '/blog?tag=Global%20Health',
    );
  });

  it("shows the 'Share Article' button only when there is an address to share", () => {
    const { unmount } = renderArticle();
    expect(screen.queryByRole('button', { name: 'Share Article' })).toBeNull();
    unmount();
    const onShare = vi.fn();
    renderArticle({
      shareUrl: 'https://ghat.org.uk/blog/healthcare-access-crisis-zones',
      shareButtonProps: { onShare, label: 'Share this story' },
    });
    expect(screen.getByRole('button', { name: 'Share this story' })).toBeInTheDocument();
  });

  it('puts a share control of its own in place of the built-in button', () => {
    renderArticle({
      shareUrl: 'https://ghat.org.uk/blog/x',
      shareButton: <button type="button">Share from the page</button>,
    });
    expect(screen.getByRole('button', { name: 'Share from the page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Article' })).toBeNull();
  });

  it('puts the author card after the body and before the link to every article', () => {
    renderArticle({
      shareUrl: 'https://ghat.org.uk/blog/x',
      authorCard: <aside aria-label="About the author">Dr Amara Okafor</aside>,
    });
    const card = screen.getByRole('complementary', { name: 'About the author' });
    const share = screen.getByRole('button', { name: 'Share Article' });
    const allArticles = screen.getByRole('link', { name: 'View All Articles' });
    const body = screen.getByRole('heading', { name: 'The challenge' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(body, share)).toBe(true);
    expect(follows(share, card)).toBe(true);
    expect(follows(card, allArticles)).toBe(true);
  });

  it("links to every article with 'View All Articles', through the app's link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <ArticleLayout {...article} allArticlesLabel="All our stories" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'All our stories' });
    expect(link).toHaveAttribute('href', '/blog');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('spreads props onto the article, merges className and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    renderArticle({ ref, className: 'post', lang: 'en-GB' });
    const page = screen.getByRole('article');
    expect(ref.current).toBe(page);
    expect(page).toHaveClass('post');
    expect(page).toHaveAttribute('lang', 'en-GB');
  });
});

describe('ArticleLayout in other languages', () => {
  const byline = (container: HTMLElement) => container.querySelector('time')?.closest('p');

  it('writes its byline, date and links in French under a French LocaleProvider', () => {
    const { container } = render(
      <LocaleProvider locale={fr}>
        <ArticleLayout {...article} publishDate="2025-09-30" />
      </LocaleProvider>,
    );
    expect(byline(container)?.textContent).toBe(
      'Par Dr Amara Okafor 30 septembre 2025 5 min de lecture',
    );
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2025-09-30');
    expect(screen.getByRole('list', { name: 'Catégories' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mots-clés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('keeps British English, word for word, without a provider', () => {
    const { container } = renderArticle({ publishDate: '2025-09-30' });
    expect(byline(container)?.textContent).toBe('By Dr Amara Okafor 30 September 2025 5 min read');
    expect(screen.getByRole('link', { name: 'View All Articles' })).toBeInTheDocument();
  });

  it('gives the reading time every Ukrainian plural form', () => {
    const readingTimes: [number, string][] = [
      [1, '1 хвилина читання'],
      [2, '2 хвилини читання'],
      [5, '5 хвилин читання'],
      [11, '11 хвилин читання'],
      [21, '21 хвилина читання'],
      [24, '24 хвилини читання'],
    ];
    const { container, rerender } = render(<></>);
    for (const [readingTime, text] of readingTimes) {
      rerender(
        <LocaleProvider locale={uk}>
          <ArticleLayout {...article} readingTime={readingTime} />
        </LocaleProvider>,
      );
      const shown = byline(container)?.lastElementChild?.textContent;
      expect({ readingTime, shown }).toEqual({ readingTime, shown: text });
    }
    expect(screen.getByText('Автор: Dr Amara Okafor')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent(/^1 січня 2023/);
  });

  it('still takes the byline words, locale and date format as props over the provider', () => {
    const { container } = render(
      <LocaleProvider locale={uk}>
        <ArticleLayout
          {...article}
          authorPrefix="By"
          locale="en-GB"
          readingTimeLabel={(minutes) => `${minutes} min`}
          allArticlesLabel="All articles"
        />
      </LocaleProvider>,
    );
    expect(byline(container)?.textContent).toBe('By Dr Amara Okafor 1 January 2023 5 min');
    expect(screen.getByRole('link', { name: 'All articles' })).toBeInTheDocument();
    // Words not given stay Ukrainian.
    expect(screen.getByRole('list', { name: 'Категорії' })).toBeInTheDocument();
  });
});
