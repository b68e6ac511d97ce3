import { formatLongDate } from '@ghat/forms';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge } from '../../components/content/Badge/Badge.tsx';
import { ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { ArticleColumn } from '../../primitives/layout/Container/ArticleColumn.tsx';
import { Heading } from '../../primitives/type/Heading/Heading.tsx';
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

const defaultReadingTimeLabel = (minutes: number) => `${minutes} min read`;

export interface ArticleLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** The standfirst under the title: a sentence or two. */
  summary?: string;
  /** The article's categories; the first `maxCategories` show as badges. */
  categories?: readonly string[];
  maxCategories?: number;
  author?: string;
  /** Words before the author's name. */
  authorPrefix?: string;
  /** YYYY-MM-DD. */
  publishDate?: string;
  /** The language dates are written in. */
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
  authorPrefix = 'By',
  publishDate,
  locale = 'en-GB',
  formatDate = (date) => formatLongDate(date, locale),
  readingTime,
  readingTimeLabel = defaultReadingTimeLabel,
  body,
  tags = [],
  tagHref,
  shareUrl,
  shareButtonProps,
  shareButton,
  authorCard,
  allArticlesHref,
  allArticlesLabel = 'View All Articles',
  categoriesLabel = 'Categories',
  tagsLabel = 'Tags',
  className,
  ref,
  ...props
}: ArticleLayoutProps) {
  const shownCategories = categories.slice(0, maxCategories);
  const hasByline = Boolean(author) || Boolean(publishDate) || readingTime !== undefined;
  return (
    <ArticleColumn width="narrow" ref={ref} className={clsx(styles.article, className)} {...props}>
      <Stack as="header" space="md" align="start">
        {shownCategories.length > 0 ? (
          <Inline as="ul" space="xs" aria-label={categoriesLabel}>
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
                {`${authorPrefix} ${author}`}
              </span>
            ) : null}{' '}
            {publishDate ? (
              <span className={styles.bylineItem}>
                <Icon name="calendar" />
                <time dateTime={publishDate}>{formatDate(publishDate)}</time>
              </span>
            ) : null}{' '}
            {readingTime !== undefined ? (
              <span className={styles.bylineItem}>
                <Icon name="clock" />
                {readingTimeLabel(readingTime)}
              </span>
            ) : null}
          </p>
        ) : null}
      </Stack>

      <RichText blocks={body} />

      <Stack as="footer" space="lg" className={styles.footer}>
        {tags.length > 0 ? (
          <Inline as="ul" space="xs" aria-label={tagsLabel}>
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
          {allArticlesLabel}
        </ButtonLink>
      </Stack>
    </ArticleColumn>
  );
}
