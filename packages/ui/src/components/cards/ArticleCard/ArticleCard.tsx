import { formatLongDate } from '@ghat/forms';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useFormatter } from '../../../i18n/formatter.ts';
import { articleCard as articleCardWords } from '../../../i18n/words/articleCard.ts';
import { Badge } from '../../content/Badge/Badge.tsx';
import { Card, CardImage, type CardImageProps, type CardTone } from '../Card/Card.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Icon } from '../../../primitives/brand/Icon/Icon.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { cardTagList, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './ArticleCard.css.ts';

/** The most categories a card shows; the rest are on the article itself. */
export const articleCardMaxCategories = 2;

/** The categories a card shows: the first two, in the order given. */
export function visibleCategories(categories: readonly string[] = []): string[] {
  return categories.slice(0, articleCardMaxCategories);
}

export interface ReadingTimeText {
  /** Shown: '5 min read'. */
  short: string;
  /** Read out instead, with the unit in full: 'Reading time: 5 minutes'. */
  full: string;
}

/** The minutes a card shows: whole, and at least one. */
function wholeMinutes(minutes: number): number {
  return Math.max(1, Math.round(minutes));
}

/**
 * The reading time in British English (the English of the card's words, written out so
 * that English needs no Intl at all). Inside a LocaleProvider the card writes it in the
 * locale's words; pass your own `formatReadingTime` to word it otherwise.
 */
export function formatReadingTime(minutes: number): ReadingTimeText {
  const whole = wholeMinutes(minutes);
  return {
    short: `${whole} min read`,
    full: `Reading time: ${whole} ${whole === 1 ? 'minute' : 'minutes'}`,
  };
}

// Icons part the details on screen; a comma parts them when read out.
const separator = ', ';

export interface ArticleCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** The article's address: '/blog/{slug}'. The title links there, and the whole card with it. */
  href: string;
  summary: ReactNode;
  author: ReactNode;
  /** Reading time in whole minutes. */
  readingTime: number;
  /** The article's categories; the card shows the first two. */
  categories?: readonly string[];
  /** Publication date, YYYY-MM-DD. */
  date?: string;
  image?: CardImageProps;
  /** The title's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  /** The language the date is written in; the LocaleProvider's locale by default. */
  locale?: string;
  /** Names the list of categories for screen readers: 'Categories', or the locale's word. */
  categoriesLabel?: string;
  /** Words the reading time; the locale's words by default ('5 min read'). */
  formatReadingTime?: (minutes: number) => ReadingTimeText;
  ref?: Ref<HTMLElement>;
}

/**
 * An article in a list: up to two category badges, the title (a link to the
 * article, stretched over the card), summary, author, date and reading time.
 */
export function ArticleCard({
  title,
  href,
  summary,
  author,
  readingTime,
  categories,
  date,
  image,
  headingLevel = 3,
  locale,
  categoriesLabel,
  formatReadingTime: readingTimeText,
  ...props
}: ArticleCardProps) {
  const words = useWords('articleCard', articleCardWords);
  const format = useFormatter();
  const shown = visibleCategories(categories);
  const time = readingTimeText
    ? readingTimeText(readingTime)
    : // English as it always was, without Intl; another locale's words through its formatter.
      words === articleCardWords
      ? formatReadingTime(readingTime)
      : {
          short: format.message(words.readingTimeShort, { minutes: wholeMinutes(readingTime) }),
          full: format.message(words.readingTimeFull, { minutes: wholeMinutes(readingTime) }),
        };
  return (
    // ref and tone reach Card with the other props.
    <Card
      as="article"
      title={title}
      href={href}
      headingLevel={headingLevel}
      media={image ? <CardImage {...image} /> : undefined}
      eyebrow={
        shown.length > 0 ? (
          // role="list": Safari drops list semantics once the bullets are removed.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul role="list" aria-label={categoriesLabel ?? words.categories} className={cardTagList}>
            {shown.map((category) => (
              <li key={category}>
                <Badge>{category}</Badge>
              </li>
            ))}
          </ul>
        ) : undefined
      }
      {...props}
    >
      <Text className={wrapAnywhere}>{summary}</Text>
      <p className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="user" />
          {author}
        </span>
        {date ? (
          <span className={styles.metaItem}>
            <VisuallyHidden>{separator}</VisuallyHidden>
            <Icon name="calendar" />
            <time dateTime={date} lang={locale ?? format.locale}>
              {locale === undefined ? format.date(date) : formatLongDate(date, locale)}
            </time>
          </span>
        ) : null}
        <span className={styles.metaItem}>
          <VisuallyHidden>{separator}</VisuallyHidden>
          <Icon name="clock" />
          <span aria-hidden="true">{time.short}</span>
          <VisuallyHidden>{time.full}</VisuallyHidden>
        </span>
      </p>
    </Card>
  );
}
