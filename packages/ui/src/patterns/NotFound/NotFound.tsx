import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './NotFound.css.ts';
import type { NotFoundCard } from './NotFoundCards.tsx';
import { NotFoundActions } from './NotFoundActions.tsx';
import { NotFoundHelp } from './NotFoundHelp.tsx';
import { NotFoundLinks, type NotFoundLink } from './NotFoundLinks.tsx';
import { NotFoundSearch, type NotFoundSearchProps } from './NotFoundSearch.tsx';
import { goBackInHistory, subheadingLevel } from './notFoundParts.ts';

export type { NotFoundCard, NotFoundLink };

/** The search's props (NotFoundSearchProps), and the words and links of the parts below it. */
export interface NotFoundProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, NotFoundSearchProps {
  /** Pages to suggest: About Us, What We Do, Impact & Blog, Get Involved, Publications, Contact. */
  links: readonly NotFoundLink[];
  /** Where the contact page is, for the 'Need Help?' note. */
  contactHref: string;
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

export interface NotFoundLayoutProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

/**
 * The 404's section: its parts (NotFoundSearch, NotFoundLinks, NotFoundActions,
 * NotFoundHelp) one under another, centred. A page that hydrates only the parts a
 * visitor operates puts them in this itself; NotFound is all of it together.
 */
export function NotFoundLayout({ className, ref, children, ...props }: NotFoundLayoutProps) {
  return (
    <Stack
      as="section"
      ref={ref}
      space={{ mobile: 'xl', tablet: 'xxl' }}
      className={clsx(styles.root, className)}
      {...props}
    >
      {children}
    </Stack>
  );
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
  searchParam,
  onGoBack = goBackInHistory,
  code,
  title,
  description,
  headingLevel = 1,
  searchLabel,
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
  ...props
}: NotFoundProps) {
  return (
    <NotFoundLayout {...props}>
      <NotFoundSearch
        homeHref={homeHref}
        onSearch={onSearch}
        searchAction={searchAction}
        searchParam={searchParam}
        onGoBack={onGoBack}
        code={code}
        title={title}
        description={description}
        headingLevel={headingLevel}
        searchLabel={searchLabel}
        searchButtonLabel={searchButtonLabel}
        homeCard={homeCard}
        searchCard={searchCard}
        backCard={backCard}
      />
      <NotFoundLinks
        links={links}
        title={linksTitle}
        headingLevel={subheadingLevel(headingLevel)}
      />
      <NotFoundActions
        homeHref={homeHref}
        homeLabel={homeLabel}
        backLabel={backLabel}
        onGoBack={onGoBack}
      />
      <NotFoundHelp
        contactHref={contactHref}
        title={helpTitle}
        text={helpText}
        contactLabel={contactLabel}
      />
    </NotFoundLayout>
  );
}
