import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { formatMessage } from '../../../i18n/message.ts';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { articleCard as articleCardWords } from '../../../i18n/words/articleCard.ts';
import {
  ArticleCard,
  articleCardMaxCategories,
  formatReadingTime,
  visibleCategories,
  type ArticleCardProps,
} from './ArticleCard.tsx';

const article: ArticleCardProps = {
  title: 'Healthcare Access in Crisis Zones',
  href: '/blog/healthcare-access-crisis-zones',
  summary: 'How mobile clinics keep primary care going when hospitals close.',
  author: 'Dr Amara Okafor',
  readingTime: 5,
  categories: ['Emergency Relief', 'Healthcare Access'],
  date: '2024-01-15',
};

describe('visibleCategories', () => {
  it('keeps the first two, in order', () => {
    expect(articleCardMaxCategories).toBe(2);
    expect(visibleCategories(['Africa', 'Healthcare Access', 'Policy & Research'])).toEqual([
      'Africa',
      'Healthcare Access',
    ]);
  });

  it('keeps fewer as they are, and copes with none', () => {
    expect(visibleCategories(['Africa'])).toEqual(['Africa']);
    expect(visibleCategories([])).toEqual([]);
    expect(visibleCategories()).toEqual([]);
  });
});

describe('formatReadingTime', () => {
  it('is short on screen and in full words for screen readers', () => {
    expect(formatReadingTime(5)).toEqual({ short: '5 min read', full: 'Reading time: 5 minutes' });
  });

  it('says one minute in the singular', () => {
    expect(formatReadingTime(1).full).toBe('Reading time: 1 minute');
  });

  it('rounds to whole minutes and never says zero', () => {
    expect(formatReadingTime(4.6).short).toBe('5 min read');
    expect(formatReadingTime(0).short).toBe('1 min read');
  });

  it("says what the card's English words say (it is their Intl-free form)", () => {
    for (const minutes of [1, 2, 5, 11, 21, 100, 999]) {
      expect(formatReadingTime(minutes)).toEqual({
        short: formatMessage('en-GB', articleCardWords.readingTimeShort, { minutes }),
        full: formatMessage('en-GB', articleCardWords.readingTimeFull, { minutes }),
      });
    }
  });
});

describe('ArticleCard', () => {
  it('is an article named by its title, which links to the article', () => {
    render(<ArticleCard {...article} />);
    expect(
      screen.getByRole('article', { name: 'Healthcare Access in Crisis Zones' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Healthcare Access in Crisis Zones' });
    expect(link).toHaveAttribute('href', '/blog/healthcare-access-crisis-zones');
    expect(link.closest('h3')).not.toBeNull();
    // One link for the whole card.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('takes another heading level', () => {
    render(<ArticleCard {...article} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Healthcare Access in Crisis Zones',
    );
  });

  it('shows at most two categories, as a named list of badges', () => {
    render(
      <ArticleCard
        {...article}
        categories={['Emergency Relief', 'Healthcare Access', 'Africa', 'MENA']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Emergency Relief',
      'Healthcare Access',
    ]);
    expect(screen.queryByText('Africa')).toBeNull();
    expect(screen.queryByText('MENA')).toBeNull();
  });

  it('has no category list without categories', () => {
    render(<ArticleCard {...article} categories={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the category list in the page language when asked', () => {
    render(<ArticleCard {...article} categoriesLabel="الفئات" />);
    expect(screen.getByRole('list', { name: 'الفئات' })).toBeInTheDocument();
  });

  it('shows the summary and author', () => {
    render(<ArticleCard {...article} />);
    expect(screen.getByText(/mobile clinics keep primary care going/)).toBeInTheDocument();
    expect(screen.getByText('Dr Amara Okafor')).toBeInTheDocument();
  });

  it('shows "5 min read" and says "5 minutes" to screen readers', () => {
    render(<ArticleCard {...article} />);
    expect(screen.getByText('5 min read')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Reading time: 5 minutes')).toBeInTheDocument();
  });

  it('reads its details as one comma-separated line', () => {
    render(<ArticleCard {...article} />);
    const details = screen.getByText('Dr Amara Okafor').closest('p');
    expect(details).toHaveTextContent(
      'Dr Amara Okafor, 15 January 2024, 5 min readReading time: 5 minutes',
    );
  });

  it('takes another wording for the reading time', () => {
    render(
      <ArticleCard
        {...article}
        formatReadingTime={(minutes) => ({
          short: `${minutes} د`,
          full: `وقت القراءة: ${minutes} دقائق`,
        })}
      />,
    );
    expect(screen.getByText('وقت القراءة: 5 دقائق')).toBeInTheDocument();
  });

  it('gives the date as a machine-readable time', () => {
    const { container } = render(<ArticleCard {...article} />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2024-01-15');
    expect(time).toHaveTextContent('15 January 2024');
  });

  it('has no date without one', () => {
    const { container } = render(<ArticleCard {...article} date={undefined} />);
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows an image when given one, lazily by default', () => {
    render(<ArticleCard {...article} image={{ src: '/clinic.jpg', alt: 'A mobile clinic' }} />);
    expect(screen.getByRole('img', { name: 'A mobile clinic' })).toHaveAttribute('loading', 'lazy');
  });

  it('passes attributes and classes to the root', () => {
    render(<ArticleCard {...article} id="featured-1" className="extra" />);
    const root = screen.getByRole('article');
    expect(root).toHaveAttribute('id', 'featured-1');
    expect(root.className).toMatch(/\bextra\b/);
  });
});

describe('ArticleCard in a language', () => {
  it('says its words, reading time and date in French', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleCard {...article} date="2025-09-30" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('list', { name: 'Catégories' })).toBeInTheDocument();
    expect(screen.getByText('5 min de lecture')).toHaveAttribute('aria-hidden', 'true');
    // A no-break space before the colon, as French sets it (the matcher sees a plain space).
    expect(screen.getByText('Temps de lecture : 5 minutes').textContent).toBe(
      'Temps de lecture\u00a0: 5 minutes',
    );
    expect(screen.getByText('30 septembre 2025')).toHaveAttribute('dateTime', '2025-09-30');
  });

  it('gives the reading time each Arabic plural form', () => {
    const { rerender } = render(
      <LocaleProvider locale={ar}>
        <ArticleCard {...article} readingTime={1} />
      </LocaleProvider>,
    );
    const expected: [number, string, string][] = [
      [1, 'قراءة دقيقة واحدة', 'مدة القراءة: دقيقة واحدة'],
      [2, 'قراءة دقيقتين', 'مدة القراءة: دقيقتان'],
      [5, 'قراءة 5 دقائق', 'مدة القراءة: 5 دقائق'],
      [11, 'قراءة 11 دقيقة', 'مدة القراءة: 11 دقيقة'],
      [100, 'قراءة 100 دقيقة', 'مدة القراءة: 100 دقيقة'],
    ];
    for (const [minutes, short, full] of expected) {
      rerender(
        <LocaleProvider locale={ar}>
          <ArticleCard {...article} readingTime={minutes} />
        </LocaleProvider>,
      );
      expect(screen.getByText(short)).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByText(full)).toBeInTheDocument();
    }
  });

  it('lets props win: the label, the wording of the time and the locale of the date', () => {
    render(
      <LocaleProvider locale={fr}>
        <ArticleCard
          {...article}
          date="2025-09-30"
          locale="en-GB"
          categoriesLabel="Rubriques"
          formatReadingTime={(minutes) => ({ short: `${minutes} min`, full: `${minutes} minutes` })}
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('list', { name: 'Rubriques' })).toBeInTheDocument();
    expect(screen.getByText('5 min')).toBeInTheDocument();
    expect(screen.getByText('30 September 2025')).toBeInTheDocument();
  });
});
