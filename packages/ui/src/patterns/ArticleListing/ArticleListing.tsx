import { clsx } from 'clsx';
import { memo, useRef, type HTMLAttributes, type Ref } from 'react';
import { useFocusFirstNewItem } from '../../hooks/useFocusFirstNewItem.ts';
import {
  ArticleCard,
  type ArticleCardProps,
} from '../../components/cards/ArticleCard/ArticleCard.tsx';
import { Button } from '../../primitives/actions/Button/Button.tsx';
import { formatMessage } from '../../i18n/message.ts';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../i18n/messageFormat.ts';
import { articleListing as articleListingWords } from '../../i18n/words/articleListing.ts';
import { Grid } from '../../primitives/layout/Grid/Grid.tsx';
import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './ArticleListing.css.ts';

// A card renders again only when its own props change: Load More then renders the new cards,
// not every card already shown (the press answers sooner: issue 27's interaction latency).
const ListedCard = memo(ArticleCard);

/** One card of the listing; `id` keeps each card's place as the list grows. */
export type ArticleListingItem = Omit<ArticleCardProps, 'headingLevel' | 'ref'> & { id: string };

/** 'Showing 12 of 50 articles', in English: the listing's own words follow its locale. */
export function defaultShowingText(shown: number, total: number): string {
  return formatMessage('en-GB', articleListingWords.showing, { shown, total });
}

export interface ArticleListingProps extends HTMLAttributes<HTMLDivElement> {
  /** The cards shown now, in order. */
  articles: readonly ArticleListingItem[];
  /** How many articles match in all: the button shows while there are more than are shown. */
  total: number;
  /**
   * Shows the next articles. The first new card's link takes focus once they arrive,
   * so a keyboard or screen reader user carries on reading where the new cards start.
   */
  onLoadMore?: () => void;
  /** The list is being fetched or filtered: said in place of the count, and the button waits. */
  busy?: boolean;
  /** The card titles' place in the page outline; 3 suits a listing under a section's h2. */
  headingLevel?: HeadingLevel;
  showingText?: (shown: number, total: number) => string;
  loadMoreLabel?: string;
  /** Said while `busy`. */
  loadingText?: string;
  /** Shown, and announced, when nothing matches. */
  emptyMessage?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A growing list of article cards: the count ('Showing 12 of 50 articles', announced politely
 * whenever it changes) and a 'Load More Articles' button that disappears when nothing is left.
 */
export function ArticleListing({
  articles,
  total,
  onLoadMore,
  busy = false,
  headingLevel = 3,
  showingText,
  loadMoreLabel,
  loadingText,
  emptyMessage,
  className,
  ref,
  ...props
}: ArticleListingProps) {
  const words = useWords('articleListing', articleListingWords);
  const formatInLocale = useMessageFormat();
  const writeShowing =
    showingText ??
    ((shown: number, total: number) => formatInLocale(words.showing, { shown, total }));
  const listRef = useRef<HTMLElement>(null);
  // Focus goes to the first new card once it arrives.
  const focusFirstNewFrom = useFocusFirstNewItem(listRef, articles.length);

  const loadMore = () => {
    focusFirstNewFrom(articles.length);
    onLoadMore?.();
  };

  const empty = !busy && total === 0;
  const hasMore = articles.length < total;

  return (
    <Stack
      ref={ref}
      space="xl"
      className={clsx(styles.root, className)}
      aria-busy={busy || undefined}
      {...props}
    >
      {articles.length > 0 ? (
        <Grid ref={listRef} as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {articles.map(({ id, ...card }) => (
            <ListedCard key={id} headingLevel={headingLevel} {...card} />
          ))}
        </Grid>
      ) : null}
      {/* Always in the page, so screen readers announce each new count as the list changes. */}
      <p role="status" className={styles.status} data-state={empty ? 'empty' : 'results'}>
        {busy
          ? (loadingText ?? words.loading)
          : empty
            ? (emptyMessage ?? words.empty)
            : writeShowing(articles.length, total)}
      </p>
      {hasMore && onLoadMore ? (
        <Inline space="none" align="center">
          <Button
            variant="secondary"
            iconEnd={<Icon name="chevron-down" />}
            busy={busy}
            onClick={loadMore}
          >
            {loadMoreLabel ?? words.loadMore}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
