import { clsx } from 'clsx';
import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useAdoptedValue } from '../../forms/useAdoptedValues.ts';
import { Button, ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { notFound as notFoundWords } from '../../i18n/words/notFound.ts';
import { FrameIcon } from '../../primitives/brand/Icon/FrameIcon.tsx';
import { IconSvg } from '../../primitives/brand/Icon/IconSvg.tsx';
import { arrowLeft } from '../../primitives/brand/Icon/shapes.ts';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Link } from '../../primitives/actions/Link/Link.tsx';
import { Notice } from '../../components/content/Notice/Notice.tsx';
import { SearchInput } from '../../components/forms/SearchInput/SearchInput.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import * as styles from './NotFound.css.ts';
import { NotFoundCards, type NotFoundCard } from './NotFoundCards.tsx';

export type { NotFoundCard };

/** A page the reader may have been looking for. */
export interface NotFoundLink {
  label: string;
  href: string;
}

export interface NotFoundProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Pages to suggest: About Us, What We Do, Impact & Blog, Get Involved, Publications, Contact. */
  links: readonly NotFoundLink[];
  /** Where the contact page is, for the 'Need Help?' note. */
  contactHref: string;
  /** Where the homepage is. */
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
  /** Called by both Go Back controls; goes back in the browser's history by default. */
  onGoBack?: () => void;
  /** The large number shown above the heading; decoration, skipped by screen readers. */
  code?: string;
  title?: string;
  description?: ReactNode;
  /** 1 when this is the page's main content, as it is for an unknown address. */
  headingLevel?: HeadingLevel;
  searchLabel?: string;
  searchButtonLabel?: string;
  homeCard?: NotFoundCard;
  searchCard?: NotFoundCard;
  backCard?: NotFoundCard;
  /** The heading over `links`, which also names their navigation landmark. */
  linksTitle?: string;
  homeLabel?: string;
  backLabel?: string;
  helpTitle?: string;
  /** The sentence before the contact link. */
  helpText?: ReactNode;
  contactLabel?: string;
  ref?: Ref<HTMLElement>;
}

/** Goes back one page in the browser's history. */
export function goBackInHistory() {
  window.history.back();
}

function subheadingLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/**
 * The page for an address that leads nowhere: it says so, then offers ways on
 * (a quick search, the homepage, back, a list of likely pages) and where to get help.
 */
export function NotFound({
  links,
  contactHref,
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
  linksTitle,
  homeLabel,
  backLabel,
  helpTitle,
  helpText,
  contactLabel,
  className,
  ref,
  ...props
}: NotFoundProps) {
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
  const linksHeadingId = useId();
  const sublevel = subheadingLevel(headingLevel);

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
    <Stack
      as="section"
      ref={ref}
      space={{ mobile: 'xl', tablet: 'xxl' }}
      className={clsx(styles.root, className)}
      {...props}
    >
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
        headingLevel={sublevel}
        onSearch={() => onSearch(query.trim())}
        onGoBack={() => onGoBack()}
      />

      {links.length > 0 ? (
        <Stack as="nav" space="sm" aria-labelledby={linksHeadingId}>
          <Heading level={sublevel} size="sm" align="center" id={linksHeadingId}>
            {linksTitle ?? words.linksTitle}
          </Heading>
          <Inline as="ul" space={{ mobile: 'sm', tablet: 'lg' }} align="center">
            {links.map((link) => (
              <Link key={link.href} href={link.href} display="block">
                {link.label}
              </Link>
            ))}
          </Inline>
        </Stack>
      ) : null}

      <Inline space="sm" align="center">
        <ButtonLink href={homeHref}>{homeLabel ?? words.home}</ButtonLink>
        <Button
          variant="secondary"
          iconStart={<IconSvg name="arrow-left" shape={arrowLeft} />}
          onClick={() => onGoBack()}
        >
          {backLabel ?? words.back}
        </Button>
      </Inline>

      <Notice tone="info" live="off" title={helpTitle ?? words.helpTitle} className={styles.help}>
        {helpText === undefined ? words.helpText : helpText}{' '}
        <Link href={contactHref}>{contactLabel ?? words.contact}</Link>
      </Notice>
    </Stack>
  );
}
