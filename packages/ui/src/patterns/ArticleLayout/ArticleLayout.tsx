import { formatLongDate } from '@ghat/forms';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge } from '../../components/content/Badge/Badge.tsx';
import { ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { ArticleColumn } from '../../primitives/layout/Container/ArticleColumn.tsx';
import { Heading } from '../../primitives/type/Heading/Heading.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { useFormatter } from '../../i18n/formatter.ts';
import { articleLayout as articleLayoutWords } from '../../i18n/words/articleLayout.ts';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { RichText, type RichTextBlock } from '../../components/content/RichText/RichText.tsx';
import {
  ShareButton,
  type ShareButtonProps,
} from '../../components/actions/ShareButton/ShareButton.tsx';
import { Tag } from '../../components/content/Tag/Tag.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './ArticleLayout.css.ts';

/** A tag as a hashtag's word: 'Health Equity' → 'HealthEquity'; a leading '#' is dropped. */
export function toHashtag(tag: string): string {
  return tag
    .trim()
    .replace(/^#+/, '')
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join('');
}

export interface ArticleLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** The standfirst under the title: a sentence or two. */
  summary?: string;
  /** The article's categories; the first `maxCategories` show as badges. */
  categories?: readonly string[];
  maxCategories?: number;
  author?: string;
  /**
   * Words before the author's name. Left out, the byline is the locale's own sentence
   * ('By {author}'), which puts the name where its language does.
   */
  authorPrefix?: string;
  /** YYYY-MM-DD. */
  publishDate?: string;
  /** The language dates are written in: the LocaleProvider's by default. */
  locale?: string;
  /** Replaces the date's wording entirely (the `<time>` keeps the YYYY-MM-DD value). */
  formatDate?: (date: string) => string;
  /** In minutes. */
  readingTime?: number;
  readingTimeLabel?: (minutes: number) => string;
  /**
   * The body as rich text: an article's markdown through `parseMarkdown` (from
   * `@ghat/ui/markdown`), parsed where the page is built so the browser needs no
   * parser. Its depth-1 ('#') headings become h2 under the title.
   */
  body: readonly RichTextBlock[];
  /** Shown as hashtags ('#HealthEquity'). */
  tags?: readonly string[];
  /** Where a tag leads (every article with it), if anywhere. */
  tagHref?: (tag: string) => string;
  /** The article's canonical address; the share button shows when there is one. */
  shareUrl?: string;
  /** Labels, tracking and the rest for the share button. */
  shareButtonProps?: Partial<Omit<ShareButtonProps, 'url'>>;
  /**
   * The share control itself, in place of the built-in ShareButton: for a page that renders
   * the layout as static HTML and makes only the share button interactive (an island).
   */
  shareButton?: ReactNode;
  /** About the author, after the body: pass an AuthorCard. */
  authorCard?: ReactNode;
  /** The list of all articles. */
  allArticlesHref: string;
  allArticlesLabel?: string;
  /** Names for the category and tag lists, read by screen readers. */
  categoriesLabel?: string;
  tagsLabel?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * An article page: categories, title, summary and byline; the body from
 * markdown; then hashtags, sharing, the author and a way back to every article.
 */
export function ArticleLayout({
  title,
  summary,
  categories = [],
  maxCategories = 2,
  author,
  authorPrefix,
  publishDate,
  locale,
  formatDate,
  readingTime,
  readingTimeLabel,
  body,
  tags = [],
  tagHref,
  shareUrl,
  shareButtonProps,
  shareButton,
  authorCard,
  allArticlesHref,
  allArticlesLabel,
  categoriesLabel,
  tagsLabel,
  className,
  ref,
  ...props
}: ArticleLayoutProps) {
  const words = useWords('articleLayout', articleLayoutWords);
  const format = useFormatter();
  const writeDate =
    formatDate ?? ((date: string) => (locale ? formatLongDate(date, locale) : format.date(date)));
  const writeReadingTime =
    readingTimeLabel ?? ((minutes: number) => format.message(words.readingTime, { minutes }));
  const shownCategories = categories.slice(0, maxCategories);
  const hasByline = Boolean(author) || Boolean(publishDate) || readingTime !== undefined;
  return (
    <ArticleColumn width="narrow" ref={ref} className={clsx(styles.article, className)} {...props}>
      <Stack as="header" space="md" align="start">
        {shownCategories.length > 0 ? (
          <Inline as="ul" space="xs" aria-label={categoriesLabel ?? words.categories}>
            {shownCategories.map((category) => (
              <Badge key={category}>{category}</Badge>
            ))}
          </Inline>
        ) : null}
        <Heading level={1}>{title}</Heading>
        {summary ? (
          <Text size="lg" tone="muted">
            {summary}
          </Text>
        ) : null}
        {hasByline ? (
          <p className={styles.byline}>
            {/* Spaces between the parts, so they are read apart; the layout ignores them. */}
            {author ? (
              <span className={styles.bylineItem}>
                <Icon name="user" />
                {authorPrefix === undefined
                  ? format.message(words.byline, { author })
                  : `${authorPrefix} ${author}`}
              </span>
            ) : null}{' '}
            {publishDate ? (
              <span className={styles.bylineItem}>
                <Icon name="calendar" />
                <time
                  dateTime={publishDate}
                  lang={formatDate ? undefined : (locale ?? format.locale)}
                >
                  {writeDate(publishDate)}
                </time>
              </span>
            ) : null}{' '}
            {readingTime !== undefined ? (
              <span className={styles.bylineItem}>
                <Icon name="clock" />
                {writeReadingTime(readingTime)}
              </span>
            ) : null}
          </p>
        ) : null}
      </Stack>

      <RichText blocks={body} />

      <Stack as="footer" space="lg" className={styles.footer}>
        {tags.length > 0 ? (
          <Inline as="ul" space="xs" aria-label={tagsLabel ?? words.tags}>
            {tags.map((tag) =>
              tagHref ? (
                <Tag key={tag} prefix="#" href={tagHref(tag)}>
                  {toHashtag(tag)}
                </Tag>
              ) : (
                <Tag key={tag} prefix="#">
                  {toHashtag(tag)}
                </Tag>
              ),
            )}
          </Inline>
        ) : null}
        {shareButton ??
          (shareUrl ? (
            <ShareButton title={title} text={summary} url={shareUrl} {...shareButtonProps} />
          ) : null)}
        {authorCard}
        <ButtonLink
          href={allArticlesHref}
          variant="secondary"
          iconStart={<Icon name="arrow-left" />}
          className={styles.allArticles}
        >
          {allArticlesLabel ?? words.allArticles}
        </ButtonLink>
      </Stack>
    </ArticleColumn>
  );
}
