import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAdoptedValue } from '../../forms/useAdoptedValues.ts';
import { Button } from '../../primitives/actions/Button/Button.tsx';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { notFound as notFoundWords } from '../../i18n/words/notFound.ts';
import { FrameIcon } from '../../primitives/brand/Icon/FrameIcon.tsx';
import { SearchInput } from '../../components/forms/SearchInput/SearchInput.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import * as styles from './NotFound.css.ts';
import { NotFoundCards, type NotFoundCard } from './NotFoundCards.tsx';
import { goBackInHistory, subheadingLevel } from './notFoundParts.ts';

export interface NotFoundSearchProps {
  /** Where the homepage is, for the Home Page card. */
  homeHref?: string;
  /**
   * Called with the trimmed search text when the quick search is sent (never
   * for empty text), and by the Search Site card with whatever is typed, even
   * nothing: open the site's search dialog with it.
   */
  onSearch: (query: string) => void;
  /**
   * Where the quick search goes as a plain GET form (its text as `searchParam`)
   * when no script runs, or before it has started: this page's own address by
   * default, so the site can open its search with `?q=…` once script is there.
   */
  searchAction?: string;
  /** The quick search field's name in that request. */
  searchParam?: string;
  /** Called by Go Back (the card, and NotFound's button); the browser's history by default. */
  onGoBack?: () => void;
  /** The large number shown above the heading; decoration, skipped by screen readers. */
  code?: string;
  title?: string;
  description?: ReactNode;
  /** 1 when this is the page's main content; the cards' titles are a level below. */
  headingLevel?: HeadingLevel;
  searchLabel?: string;
  searchButtonLabel?: string;
  homeCard?: NotFoundCard;
  searchCard?: NotFoundCard;
  backCard?: NotFoundCard;
}

/**
 * The top of the page for an address that leads nowhere, and the part a visitor
 * operates: the large 404, the heading, the quick search, and the three cards
 * (the homepage, the site search with what is typed, and back).
 */
export function NotFoundSearch({
  homeHref = '/',
  onSearch,
  searchAction,
  searchParam = 'q',
  onGoBack = goBackInHistory,
  code = '404',
  title,
  description,
  headingLevel = 1,
  searchLabel: searchLabelProp,
  searchButtonLabel,
  homeCard,
  searchCard,
  backCard,
}: NotFoundSearchProps) {
  const words = useWords('notFound', notFoundWords);
  const searchLabel = searchLabelProp ?? words.search;
  const cards = {
    home: homeCard ?? { title: words.homeCardTitle, description: words.homeCardDescription },
    search: searchCard ?? {
      title: words.searchCardTitle,
      description: words.searchCardDescription,
    },
    back: backCard ?? { title: words.backCardTitle, description: words.backCardDescription },
  };
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  // Prerendered, the page may hydrate after the visitor has typed a search: Search and the
  // Search Site card send that.
  useAdoptedValue(searchRef, query, setQuery);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    // The site's search dialog shows the results: the page itself stays.
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') {
      searchRef.current?.focus();
      return;
    }
    onSearch(trimmed);
  };

  return (
    <>
      <Stack space="md" align="center" className={styles.intro}>
        {/* The heading says it in words; the number alone would be read as 'four hundred and four'. */}
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <Heading level={headingLevel} align="center">
          {title ?? words.title}
        </Heading>
        <Text size="lg" tone="muted" align="center" measure>
          {description === undefined ? words.description : description}
        </Text>
        <form
          role="search"
          aria-label={searchLabel}
          method="get"
          action={searchAction}
          className={styles.searchForm}
          onSubmit={submitSearch}
        >
          <SearchInput
            ref={searchRef}
            label={searchLabel}
            name={searchParam}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={styles.searchField}
          />
          <Button
            type="submit"
            iconStart={<FrameIcon name="search" />}
            className={styles.searchButton}
          >
            {searchButtonLabel ?? words.searchButton}
          </Button>
        </form>
      </Stack>

      <NotFoundCards
        homeHref={homeHref}
        cards={cards}
        headingLevel={subheadingLevel(headingLevel)}
        onSearch={() => onSearch(query.trim())}
        onGoBack={() => onGoBack()}
      />
    </>
  );
}
